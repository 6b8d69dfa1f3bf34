import { randomUUID } from 'node:crypto';
import { createEvent, type EventEnvelope } from '@labellens/event-contracts';

/** Domain events as the other services publish them; `at` is when the fact happened. */
export const DAY = 24 * 60 * 60 * 1000;
export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

export const newUserId = () => randomUUID();

export function registered(
  userId: string,
  at: Date,
  person: { email?: string; firstName?: string | null; lastName?: string | null } = {},
): EventEnvelope {
  return createEvent(
    'auth.user.registered.v1',
    userId,
    {
      userId,
      email: person.email ?? `user-${userId.slice(0, 8)}@example.com`,
      firstName: person.firstName === undefined ? 'Ada' : person.firstName,
      lastName: person.lastName === undefined ? 'Lovelace' : person.lastName,
      createdAt: at,
    },
    { occurredAt: at },
  );
}

export function profileUpdated(userId: string, at: Date, profileComplete = true): EventEnvelope {
  return createEvent(
    'auth.user.profile-updated.v1',
    userId,
    {
      userId,
      profile: {
        age: 34,
        sex: 'female',
        weight: 61,
        height: 170,
        activityLevel: 'moderate',
        goal: 'maintain',
        diet: null,
        allergies: ['peanuts'],
        healthConcerns: null,
        profileComplete,
      },
    },
    { occurredAt: at },
  );
}

export function signedIn(userId: string, at: Date): EventEnvelope {
  return createEvent('auth.user.signed-in.v1', userId, { userId, at }, { occurredAt: at });
}

export function deleted(userId: string, at: Date): EventEnvelope {
  return createEvent('auth.user.deleted.v1', userId, { userId }, { occurredAt: at });
}

export function scanned(
  userId: string,
  at: Date,
  productName: string | null = 'Oat Crunch Cereal',
  scanId: string = randomUUID(),
): EventEnvelope {
  return createEvent(
    'scan.scan.completed.v1',
    scanId,
    {
      scanId,
      userId,
      productName,
      ingredientCount: 12,
      allergenCount: 1,
      overallSafetyScore: 7.5,
      overallSafetyRating: 'moderate',
      scannedAt: at,
    },
    { occurredAt: at },
  );
}

export function paid(
  userId: string,
  at: Date,
  amountCents: number,
  scansGranted = 100,
  paymentId: string = randomUUID(),
): EventEnvelope {
  return createEvent(
    'billing.payment.succeeded.v1',
    paymentId,
    { paymentId, userId, amountCents, currency: 'usd', scansGranted, kind: 'payg', createdAt: at },
    { occurredAt: at },
  );
}

export function subscriptionChanged(
  userId: string,
  at: Date,
  tierCode: string,
  status = 'active',
): EventEnvelope {
  return createEvent(
    'billing.subscription.changed.v1',
    userId,
    { userId, tierCode, status, currentPeriodEnd: null },
    { occurredAt: at },
  );
}
