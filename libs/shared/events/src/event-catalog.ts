import { ACTIVITY_LEVELS, DIETS, GOALS, RISK_LEVELS, SEXES } from '@labellens/contracts';
import { z } from 'zod';

/**
 * ISO-8601 instant. Producers may pass a `Date`; it is stored as its ISO string so the payload
 * survives JSON (outbox jsonb, Redis, Kafka) unchanged.
 */
const instant = z.union([
  z.iso.datetime({ offset: true }),
  z.date().transform((date) => date.toISOString()),
]);

const id = z.string().min(1).max(200);
const count = z.number().int().min(0);

// The profile and rating vocabularies are the API's (libs/shared/contracts): one list each.
export const sexValues = SEXES;
export const activityLevelValues = ACTIVITY_LEVELS;
export const goalValues = GOALS;
export const dietValues = DIETS;
export const safetyRatingValues = RISK_LEVELS;

const healthProfile = z.object({
  age: z.number().int().min(0).max(150).nullable(),
  sex: z.enum(sexValues).nullable(),
  weight: z.number().positive().nullable(),
  height: z.number().positive().nullable(),
  activityLevel: z.enum(activityLevelValues).nullable(),
  goal: z.enum(goalValues).nullable(),
  diet: z.enum(dietValues).nullable(),
  allergies: z.array(z.string()).nullable(),
  healthConcerns: z.string().nullable(),
  profileComplete: z.boolean().nullable(),
});

/**
 * Every event LabelLens publishes, declared once. The key is the topic name
 * `<service>.<entity>.<event>.v<N>` and the envelope's `type`; a breaking change to a payload is a
 * new key with the next version, never an edit of a published one.
 */
export const eventPayloadSchemas = {
  'auth.user.registered.v1': z.object({
    userId: id,
    email: z.string().min(3).max(320),
    firstName: z.string().nullable().optional(),
    lastName: z.string().nullable().optional(),
    createdAt: instant,
  }),
  'auth.user.profile-updated.v1': z.object({
    userId: id,
    profile: healthProfile,
  }),
  'auth.user.signed-in.v1': z.object({
    userId: id,
    at: instant,
  }),
  'auth.user.deleted.v1': z.object({
    userId: id,
  }),
  /** Confirmations of an erasure: the service erased its copy of the person (auth tracks them). */
  'scan.user.erased.v1': z.object({ userId: id }),
  'billing.user.erased.v1': z.object({ userId: id }),
  'admin.user.erased.v1': z.object({ userId: id }),
  'scan.scan.completed.v1': z.object({
    scanId: id,
    userId: id,
    productName: z.string().nullable(),
    ingredientCount: count,
    allergenCount: count,
    /** null, with rating 'unknown', when nothing on the list could be rated. */
    overallSafetyScore: z.number().min(0).max(10).nullable(),
    overallSafetyRating: z.enum([...safetyRatingValues, 'unknown']),
    scannedAt: instant,
  }),
  'billing.payment.succeeded.v1': z.object({
    paymentId: id,
    userId: id,
    amountCents: count,
    currency: z.string().regex(/^[A-Za-z]{3}$/, 'must be a 3-letter ISO 4217 code'),
    scansGranted: count,
    kind: z.enum(['subscription', 'payg']),
    createdAt: instant,
  }),
  'billing.subscription.changed.v1': z.object({
    userId: id,
    tierCode: z.string().min(1),
    status: z.string().min(1),
    currentPeriodEnd: instant.nullable(),
  }),
} as const satisfies Record<string, z.ZodType>;

export type EventType = keyof typeof eventPayloadSchemas;

/** Named constants for the topics, so call sites autocomplete and typos fail to compile. */
export const EventTypes = {
  UserRegisteredV1: 'auth.user.registered.v1',
  UserProfileUpdatedV1: 'auth.user.profile-updated.v1',
  UserSignedInV1: 'auth.user.signed-in.v1',
  UserDeletedV1: 'auth.user.deleted.v1',
  ScanCompletedV1: 'scan.scan.completed.v1',
  PaymentSucceededV1: 'billing.payment.succeeded.v1',
  SubscriptionChangedV1: 'billing.subscription.changed.v1',
  ScanUserErasedV1: 'scan.user.erased.v1',
  BillingUserErasedV1: 'billing.user.erased.v1',
  AdminUserErasedV1: 'admin.user.erased.v1',
} as const satisfies Record<string, EventType>;

/** The services that must confirm an erasure, with the event each confirms it by. */
export const ERASURE_CONFIRMATIONS = {
  scan: EventTypes.ScanUserErasedV1,
  billing: EventTypes.BillingUserErasedV1,
  admin: EventTypes.AdminUserErasedV1,
} as const;

export const EVENT_TYPES = Object.keys(eventPayloadSchemas) as readonly EventType[];

/** The payload a consumer receives (dates as ISO strings). */
export type EventPayload<T extends EventType> = z.output<(typeof eventPayloadSchemas)[T]>;
/** The payload a producer may pass to `createEvent` (dates may be `Date`s). */
export type EventPayloadInput<T extends EventType> = z.input<(typeof eventPayloadSchemas)[T]>;

export type HealthProfile = z.output<typeof healthProfile>;

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && Object.hasOwn(eventPayloadSchemas, value);
}

/** Splits `auth.user.registered.v1` into its name and version, or returns null for other shapes. */
export function splitEventType(type: string): { name: string; version: number } | null {
  const match = /^(.+)\.v([1-9][0-9]*)$/.exec(type);
  return match ? { name: match[1], version: Number(match[2]) } : null;
}

/** The version encoded in a declared type's `.v<N>` suffix. */
export function eventVersion(type: EventType): number {
  return (splitEventType(type) as { version: number }).version;
}
