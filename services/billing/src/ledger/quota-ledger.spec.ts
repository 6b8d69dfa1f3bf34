import { addOneMonth, freePeriodWindow } from './billing-period';
import { QuotaLedger, type LedgerSnapshot } from './quota-ledger';

const snapshot = (over: Partial<LedgerSnapshot>): LedgerSnapshot => ({
  period: { id: 'p', tierCode: 'free', scansAllowed: 3 },
  periodScansUsed: 0,
  creditsGranted: 0,
  creditsUsed: 0,
  ...over,
});

describe('QuotaLedger', () => {
  it('keeps scans held for offline allowances out of both used and remaining', () => {
    const ledger = new QuotaLedger(
      snapshot({ periodScansUsed: 1, periodScansHeld: 2, creditsGranted: 10, creditsHeld: 3 }),
    );
    expect(ledger.scansUsed).toBe(1);
    expect(ledger.scansHeld).toBe(5);
    expect(ledger.allowanceRemaining).toBe(0);
    expect(ledger.credits).toBe(7);
    expect(ledger.scansRemaining).toBe(7);
    expect(ledger.nextSource()).toBe('credit');
    const allHeld = new QuotaLedger(snapshot({ periodScansHeld: 3 }));
    expect(allHeld.canScan).toBe(false);
    expect(allHeld.scansRemaining).toBe(0);
  });

  it('uses the monthly allowance before credits', () => {
    const ledger = new QuotaLedger(snapshot({ periodScansUsed: 2, creditsGranted: 20 }));
    expect(ledger.nextSource()).toBe('allowance');
    expect(ledger.scansRemaining).toBe(21);
    expect(ledger.credits).toBe(20);
  });

  it('falls back to credits when the allowance is used up, and refuses when both are gone', () => {
    expect(
      new QuotaLedger(
        snapshot({ periodScansUsed: 3, creditsGranted: 10, creditsUsed: 9 }),
      ).nextSource(),
    ).toBe('credit');
    const empty = new QuotaLedger(
      snapshot({ periodScansUsed: 3, creditsGranted: 10, creditsUsed: 10 }),
    );
    expect(empty.nextSource()).toBeNull();
    expect(empty.canScan).toBe(false);
    expect(empty.scansRemaining).toBe(0);
  });

  it('treats a period without a limit as unlimited (scansRemaining null) and keeps credits untouched', () => {
    const ledger = new QuotaLedger(
      snapshot({
        period: { id: 'p', tierCode: 'premium', scansAllowed: null },
        periodScansUsed: 500,
        creditsGranted: 10,
      }),
    );
    expect(ledger.nextSource()).toBe('unlimited');
    expect(ledger.scansRemaining).toBeNull();
    expect(ledger.credits).toBe(10);
  });

  it('offers only credits when no period is in force', () => {
    const ledger = new QuotaLedger(snapshot({ period: null, creditsGranted: 10, creditsUsed: 4 }));
    expect(ledger.nextSource()).toBe('credit');
    expect(ledger.scansRemaining).toBe(6);
  });
});

describe('billing periods', () => {
  it('adds a calendar month, clamping to the last day', () => {
    expect(addOneMonth(new Date('2025-01-31T10:00:00Z')).toISOString()).toBe(
      '2025-02-28T10:00:00.000Z',
    );
    expect(addOneMonth(new Date('2024-01-31T10:00:00Z')).toISOString()).toBe(
      '2024-02-29T10:00:00.000Z',
    );
    expect(addOneMonth(new Date('2025-12-15T00:00:00Z')).toISOString()).toBe(
      '2026-01-15T00:00:00.000Z',
    );
  });

  it('gives free accounts the UTC calendar month, never overlapping the previous period', () => {
    const now = new Date('2025-03-20T12:00:00Z');
    expect(freePeriodWindow(now, null)).toEqual({
      startsAt: new Date('2025-03-01T00:00:00Z'),
      endsAt: new Date('2025-04-01T00:00:00Z'),
    });
    const paidEnd = new Date('2025-03-10T08:00:00Z');
    expect(freePeriodWindow(now, paidEnd).startsAt).toEqual(paidEnd);
  });
});
