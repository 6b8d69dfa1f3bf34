import { z } from 'zod';
import {
  EVENT_TYPES,
  type EventPayload,
  type EventPayloadInput,
  type EventType,
  eventPayloadSchemas,
  eventVersion,
  isEventType,
  splitEventType,
} from './event-catalog';

/** What every message on the bus carries. `type` is the topic name, `version` its `.v<N>` suffix. */
export interface EventEnvelope<T extends EventType = EventType> {
  /** UUID; consumers deduplicate on it. */
  id: string;
  type: T;
  version: number;
  /** ISO-8601 instant at which the fact happened (not when it was published). */
  occurredAt: string;
  /** The entity the event is about (user id, scan id...); the Kafka partition key. */
  aggregateId: string;
  payload: EventPayload<T>;
}

/** A validated event of one of the given types, discriminated on `type`. */
export type DomainEvent<T extends EventType = EventType> = { [K in T]: EventEnvelope<K> }[T];

export type EventValidationErrorCode =
  'malformed' | 'unknown_type' | 'unsupported_version' | 'invalid_payload';

/** Raised by `createEvent` and `parseEvent`; `code` says which rule failed. */
export class EventValidationError extends Error {
  constructor(
    readonly code: EventValidationErrorCode,
    message: string,
    readonly issues: readonly z.core.$ZodIssue[] = [],
  ) {
    super(message);
    this.name = 'EventValidationError';
  }
}

const envelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime({ offset: true }),
  aggregateId: z.string().min(1).max(200),
  payload: z.unknown(),
});

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

function validatePayload<T extends EventType>(type: T, payload: unknown): EventPayload<T> {
  const result = eventPayloadSchemas[type].safeParse(payload);
  if (!result.success) {
    throw new EventValidationError(
      'invalid_payload',
      `Invalid payload for event ${type}: ${describeIssues(result.error)}`,
      result.error.issues,
    );
  }
  return result.data as EventPayload<T>;
}

/**
 * Builds a validated envelope with a fresh UUID. Throws `EventValidationError` when the payload
 * does not match the declared schema, so an invalid fact never reaches the outbox.
 */
export function createEvent<T extends EventType>(
  type: T,
  aggregateId: string,
  payload: EventPayloadInput<T>,
  options: { id?: string; occurredAt?: Date | string } = {},
): EventEnvelope<T> {
  if (!isEventType(type)) {
    throw new EventValidationError('unknown_type', `Unknown event type "${String(type)}"`);
  }
  const occurredAt = options.occurredAt ?? new Date();
  const candidate = {
    // Web Crypto: the same call works in Node 20 and in the browser (this lib is isomorphic).
    id: options.id ?? globalThis.crypto.randomUUID(),
    type,
    version: eventVersion(type),
    occurredAt: typeof occurredAt === 'string' ? occurredAt : occurredAt.toISOString(),
    aggregateId,
    payload: validatePayload(type, payload),
  };
  const envelope = envelopeSchema.safeParse(candidate);
  if (!envelope.success) {
    throw new EventValidationError(
      'malformed',
      `Invalid envelope for event ${type}: ${describeIssues(envelope.error)}`,
      envelope.error.issues,
    );
  }
  return candidate;
}

/**
 * Validates a received message (a JSON string, bytes or an already-parsed object): envelope
 * shape, a declared type, a version matching that type, and the payload schema.
 * Returns a typed event; throws `EventValidationError` otherwise.
 */
export function parseEvent(raw: unknown): DomainEvent {
  let value = raw;
  if (typeof value === 'string' || value instanceof Uint8Array) {
    try {
      value = JSON.parse(typeof value === 'string' ? value : new TextDecoder().decode(value));
    } catch (err) {
      throw new EventValidationError(
        'malformed',
        `Event is not valid JSON: ${(err as Error).message}`,
      );
    }
  }
  const envelope = envelopeSchema.safeParse(value);
  if (!envelope.success) {
    throw new EventValidationError(
      'malformed',
      `Invalid event envelope: ${describeIssues(envelope.error)}`,
      envelope.error.issues,
    );
  }
  const { type, version } = envelope.data;
  if (!isEventType(type)) {
    const split = splitEventType(type);
    const known = split ? EVENT_TYPES.filter((t) => splitEventType(t)?.name === split.name) : [];
    if (known.length > 0) {
      throw new EventValidationError(
        'unsupported_version',
        `Unsupported version v${split?.version} of event ${split?.name} (supported: ${known.join(', ')})`,
      );
    }
    throw new EventValidationError('unknown_type', `Unknown event type "${type}"`);
  }
  if (version !== eventVersion(type)) {
    throw new EventValidationError(
      'unsupported_version',
      `Event ${type} carries version ${version}, expected ${eventVersion(type)}`,
    );
  }
  return {
    ...envelope.data,
    type,
    payload: validatePayload(type, envelope.data.payload),
  } as DomainEvent;
}

/** Narrows a parsed event to one type (for handlers subscribed to several topics). */
export function isEvent<T extends EventType>(
  event: DomainEvent,
  type: T,
): event is Extract<DomainEvent, { type: T }> {
  return event.type === type;
}
