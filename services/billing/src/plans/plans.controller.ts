import { Controller, Get } from '@nestjs/common';
import type { Plan } from '@labellens/contracts';
import { Allow } from '@labellens/server-auth';
import { PLANS } from './plans.catalog';
import { toPlanResponse } from './dto/plan-response.dto';

@Controller('api/subscription-plans')
export class PlansController {
  /** Public: the pricing section of the landing page shows it before sign-in. */
  @Get()
  @Allow('anonymous', 'user', 'admin', 'service')
  list(): Plan[] {
    return PLANS.map(toPlanResponse);
  }
}
