import type { Plan } from '@labellens/web-api-client';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@labellens/web-ui';
import { Coins, Minus, Plus } from 'lucide-react';
import { clampPaygQuantity, PAYG_MIN, PAYG_STEP, paygPrice, paygMaxQuantity } from '../utils/plans';

export interface PaygCardProps {
  plan: Plan | undefined;
  quantity: number;
  busy: boolean;
  pending: boolean;
  onQuantityChange: (quantity: number) => void;
  onBuy: () => void;
}

/** Pay-as-you-go: 10 to 99 scans in steps of 10, priced at quantity / 10 dollars. */
export function PaygCard({
  plan,
  quantity,
  busy,
  pending,
  onQuantityChange,
  onBuy,
}: PaygCardProps) {
  const max = paygMaxQuantity();
  return (
    <Card data-testid="payg-card">
      <CardHeader>
        <CardTitle className="ll-row">
          <Coins aria-hidden="true" className="acct-title-icon" /> {plan?.name || 'Pay As You Go'}
        </CardTitle>
      </CardHeader>
      <CardContent className="ll-stack">
        <p className="ll-muted ll-text-sm">
          $1 per 10 scans. No subscription, and credits never expire.
        </p>
        <div className="ll-row acct-qty" role="group" aria-label="Number of scans">
          <Button
            variant="outline"
            size="icon"
            aria-label="Fewer scans"
            disabled={quantity <= PAYG_MIN}
            onClick={() => {
              onQuantityChange(clampPaygQuantity(quantity - PAYG_STEP));
            }}
          >
            <Minus aria-hidden="true" />
          </Button>
          <output className="acct-qty__value" aria-live="polite" data-testid="payg-quantity">
            <span className="acct-qty__number">{quantity}</span> scans
          </output>
          <Button
            variant="outline"
            size="icon"
            aria-label="More scans"
            disabled={quantity >= max}
            onClick={() => {
              onQuantityChange(clampPaygQuantity(quantity + PAYG_STEP));
            }}
          >
            <Plus aria-hidden="true" />
          </Button>
        </div>
        <p className="acct-qty__price" data-testid="payg-price">
          {paygPrice(quantity)}
        </p>
        <Button variant="brand" block disabled={busy} onClick={onBuy}>
          {pending ? 'Please wait...' : `Buy ${quantity} scans for ${paygPrice(quantity)}`}
        </Button>
      </CardContent>
    </Card>
  );
}
