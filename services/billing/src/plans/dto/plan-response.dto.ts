import {
  PAYG_MAX_SCANS,
  PAYG_MIN_SCANS,
  PAYG_SCANS_PER_PACK,
  type Plan,
} from '@labellens/contracts';
import { PAYG_PRICE_PER_PACK_CENTS, type PlanDefinition } from '../plans.catalog';

/** A plan as the catalog defines it, plus how pay-as-you-go quantities are chosen. */
export function toPlanResponse(plan: PlanDefinition): Plan {
  const dto: Plan = {
    id: plan.id,
    tierCode: plan.tierCode,
    name: plan.name,
    price: plan.price,
    interval: plan.interval,
    maxScansPerMonth: plan.maxScansPerMonth,
    features: [...plan.features],
    popular: plan.popular,
  };
  if (plan.tierCode === 'payg') {
    dto.payg = {
      scansPerPack: PAYG_SCANS_PER_PACK,
      pricePerPack: PAYG_PRICE_PER_PACK_CENTS,
      minScans: PAYG_MIN_SCANS,
      maxScans: PAYG_MAX_SCANS,
      step: PAYG_SCANS_PER_PACK,
    };
  }
  return dto;
}
