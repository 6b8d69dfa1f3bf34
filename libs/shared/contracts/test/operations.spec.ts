import { API_OPERATIONS, buildOpenApiDocument, ScanStreamEventSchema } from '../src';

describe('API_OPERATIONS', () => {
  it('names each call once, by a unique id and a unique method and path', () => {
    const ids = API_OPERATIONS.map((o) => o.id);
    const calls = API_OPERATIONS.map((o) => `${o.method} ${o.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('declares a params schema with exactly the placeholders of each path', () => {
    for (const o of API_OPERATIONS) {
      const placeholders = [...o.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const keys = Object.keys(o.params?.shape ?? {}).sort();
      expect({ call: o.path, keys }).toEqual({ call: o.path, keys: placeholders });
    }
  });

  it('documents every operation in the OpenAPI document, errors included', () => {
    const document = buildOpenApiDocument() as {
      paths: Record<
        string,
        Record<string, { operationId: string; responses: Record<string, unknown> }>
      >;
    };
    for (const o of API_OPERATIONS) {
      const documented = document.paths[o.path][o.method];
      expect(documented.operationId).toBe(o.id);
      if (o.auth !== 'none') expect(Object.keys(documented.responses)).toContain('401');
    }
  });
});

describe('ScanStreamEventSchema', () => {
  it('accepts a status event and refuses an event type the stream never sends', () => {
    const status = {
      type: 'status',
      message: 'Starting analysis...',
      data: { step: 'started', scanId: 'a' },
    };
    expect(ScanStreamEventSchema.parse(status)).toEqual(status);
    expect(ScanStreamEventSchema.safeParse({ ...status, type: 'progress' }).success).toBe(false);
    expect(
      ScanStreamEventSchema.safeParse({ ...status, data: { step: 'later', scanId: 'a' } }).success,
    ).toBe(false);
  });
});
