import { parseEvent, type EventEnvelope } from '@labellens/event-contracts';

/**
 * JSON for the wire, validated first: a producer must never put a message on the bus that every
 * consumer would have to reject.
 */
export function serializeEvent(event: EventEnvelope): string {
  const json = JSON.stringify(event);
  parseEvent(json);
  return json;
}
