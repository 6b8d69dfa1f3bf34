import {
  EVENT_TYPES,
  EventTypes,
  EventValidationError,
  createEvent,
  eventVersion,
  isEvent,
  parseEvent,
  type EventPayloadInput,
  type EventType,
} from '../src';

const samplePayloads: { [K in EventType]: EventPayloadInput<K> } = {
  'auth.user.registered.v1': {
    userId: 'u-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    createdAt: new Date('2025-03-01T10:00:00.000Z'),
  },
  'auth.user.profile-updated.v1': {
    userId: 'u-1',
    profile: {
      age: 36,
      sex: 'female',
      weight: 61.5,
      height: 170,
      activityLevel: 'active',
      goal: 'maintain',
      diet: 'vegetarian',
      allergies: ['peanuts', 'sesame'],
      healthConcerns: null,
      profileComplete: true,
    },
  },
  'auth.user.signed-in.v1': { userId: 'u-1', at: '2025-03-01T10:05:00.000Z' },
  'auth.user.deleted.v1': { userId: 'u-1' },
  'scan.user.erased.v1': { userId: 'u-1' },
  'billing.user.erased.v1': { userId: 'u-1' },
  'admin.user.erased.v1': { userId: 'u-1' },
  'scan.scan.completed.v1': {
    scanId: 's-1',
    userId: 'u-1',
    productName: null,
    ingredientCount: 12,
    allergenCount: 2,
    overallSafetyScore: 7.5,
    overallSafetyRating: 'moderate',
    scannedAt: '2025-03-01T10:06:00+01:00',
  },
  'billing.payment.succeeded.v1': {
    paymentId: 'p-1',
    userId: 'u-1',
    amountCents: 499,
    currency: 'usd',
    scansGranted: 10,
    kind: 'payg',
    createdAt: '2025-03-01T10:07:00.000Z',
  },
  'billing.subscription.changed.v1': {
    userId: 'u-1',
    tierCode: 'premium',
    status: 'active',
    currentPeriodEnd: null,
  },
};

function expectValidationError(fn: () => unknown, code: string, message: RegExp): void {
  let caught: unknown;
  try {
    fn();
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(EventValidationError);
  expect((caught as EventValidationError).code).toBe(code);
  expect((caught as Error).message).toMatch(message);
}

describe('event catalog', () => {
  it('declares exactly the LabelLens topics, each named <service>.<entity>.<event>.v<N>', () => {
    expect([...EVENT_TYPES].sort()).toEqual(Object.values(EventTypes).sort());
    expect(EVENT_TYPES).toHaveLength(10);
    for (const type of EVENT_TYPES) {
      expect(type).toMatch(/^(auth|scan|billing|admin)\.[a-z-]+\.[a-z-]+\.v[1-9][0-9]*$/);
      expect(eventVersion(type)).toBe(1);
    }
  });
});

describe('createEvent', () => {
  it.each(EVENT_TYPES)('builds a valid %s envelope that parses back to itself', (type) => {
    const event = createEvent(type, 'agg-1', samplePayloads[type] as never);
    expect(event.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(event).toMatchObject({ type, version: 1, aggregateId: 'agg-1' });
    expect(new Date(event.occurredAt).toISOString()).toBe(event.occurredAt);
    expect(parseEvent(JSON.stringify(event))).toEqual(event);
  });

  it('gives every event its own id', () => {
    const ids = new Set(
      Array.from(
        { length: 50 },
        () => createEvent('auth.user.deleted.v1', 'u', { userId: 'u' }).id,
      ),
    );
    expect(ids.size).toBe(50);
  });

  it('stores Date values as ISO strings so the payload survives JSON', () => {
    const event = createEvent(
      'auth.user.registered.v1',
      'u-1',
      samplePayloads['auth.user.registered.v1'],
    );
    expect(event.payload.createdAt).toBe('2025-03-01T10:00:00.000Z');
    expect(JSON.parse(JSON.stringify(event))).toEqual(event);
  });

  it('keeps an explicit id and occurredAt', () => {
    const id = '2b1d4c9e-3f0a-4c7b-9a53-0f3d6f7e1a22';
    const event = createEvent(
      'auth.user.deleted.v1',
      'u-1',
      { userId: 'u-1' },
      {
        id,
        occurredAt: new Date('2025-01-02T03:04:05.000Z'),
      },
    );
    expect(event.id).toBe(id);
    expect(event.occurredAt).toBe('2025-01-02T03:04:05.000Z');
  });

  it('rejects a payload that breaks the schema, naming the field', () => {
    expectValidationError(
      () =>
        createEvent('scan.scan.completed.v1', 's-1', {
          ...samplePayloads['scan.scan.completed.v1'],
          overallSafetyRating: 'fine' as never,
        }),
      'invalid_payload',
      /scan\.scan\.completed\.v1.*overallSafetyRating/,
    );
    expectValidationError(
      () => createEvent('auth.user.signed-in.v1', 'u-1', { userId: 'u-1' } as never),
      'invalid_payload',
      /at:/,
    );
  });

  it('rejects an undeclared type and an empty aggregate id', () => {
    expectValidationError(
      () => createEvent('auth.user.exploded.v1' as EventType, 'u', {} as never),
      'unknown_type',
      /auth\.user\.exploded\.v1/,
    );
    expectValidationError(
      () => createEvent('auth.user.deleted.v1', '', { userId: 'u' }),
      'malformed',
      /aggregateId/,
    );
  });
});

describe('parseEvent', () => {
  const valid = () => createEvent('auth.user.deleted.v1', 'u-9', { userId: 'u-9' });

  it('accepts a JSON string, bytes and an object', () => {
    const event = valid();
    const json = JSON.stringify(event);
    expect(parseEvent(json)).toEqual(event);
    expect(parseEvent(Buffer.from(json))).toEqual(event);
    expect(parseEvent(new TextEncoder().encode(json))).toEqual(event);
    expect(parseEvent(JSON.parse(json))).toEqual(event);
  });

  it('narrows the payload type by event type', () => {
    const event = parseEvent(
      JSON.stringify(
        createEvent(
          'billing.payment.succeeded.v1',
          'p-1',
          samplePayloads['billing.payment.succeeded.v1'],
        ),
      ),
    );
    expect(isEvent(event, 'billing.payment.succeeded.v1')).toBe(true);
    if (isEvent(event, 'billing.payment.succeeded.v1')) {
      expect(event.payload.scansGranted).toBe(10);
    }
    expect(isEvent(event, 'auth.user.deleted.v1')).toBe(false);
  });

  it('ignores payload fields it does not know (additive changes stay compatible)', () => {
    const event = { ...valid(), payload: { userId: 'u-9', reason: 'requested' } };
    expect(parseEvent(event).payload).toEqual({ userId: 'u-9' });
  });

  it('rejects a type nobody declared', () => {
    expectValidationError(
      () => parseEvent({ ...valid(), type: 'auth.user.exploded.v1' }),
      'unknown_type',
      /Unknown event type "auth\.user\.exploded\.v1"/,
    );
  });

  it('rejects an unsupported version of a known event, listing the supported ones', () => {
    expectValidationError(
      () => parseEvent({ ...valid(), type: 'auth.user.deleted.v2', version: 2 }),
      'unsupported_version',
      /Unsupported version v2 of event auth\.user\.deleted \(supported: auth\.user\.deleted\.v1\)/,
    );
  });

  it('rejects a version field that contradicts the type', () => {
    expectValidationError(
      () => parseEvent({ ...valid(), version: 3 }),
      'unsupported_version',
      /auth\.user\.deleted\.v1 carries version 3, expected 1/,
    );
  });

  it('rejects broken envelopes and payloads', () => {
    expectValidationError(() => parseEvent('{not json'), 'malformed', /not valid JSON/);
    expectValidationError(() => parseEvent({ ...valid(), id: 'not-a-uuid' }), 'malformed', /id:/);
    expectValidationError(
      () => parseEvent({ ...valid(), occurredAt: 'yesterday' }),
      'malformed',
      /occurredAt/,
    );
    const withoutAggregate: Record<string, unknown> = { ...valid() };
    delete withoutAggregate.aggregateId;
    expectValidationError(() => parseEvent(withoutAggregate), 'malformed', /aggregateId/);
    expectValidationError(
      () => parseEvent({ ...valid(), payload: { userId: 42 } }),
      'invalid_payload',
      /auth\.user\.deleted\.v1.*userId/,
    );
  });
});
