import {
  API_OPERATIONS,
  buildOpenApiDocument,
  ERROR_CODES,
  OfflineScanRequestSchema,
  SHOPPING_LIST_CSV_COLUMNS,
  ShoppingListCsvSchema,
  operation,
  ScanStreamEventSchema,
} from '../src';

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

  it("documents the offline calls' success statuses and refusals with their codes", () => {
    const document = buildOpenApiDocument() as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    const allowance = document.paths['/api/offline/allowance'].post.responses;
    expect(Object.keys(allowance)).toEqual(['201', '400', '401', '403', '503']);
    const scans = document.paths['/api/offline/scans'].post.responses;
    expect(Object.keys(scans)).toEqual([
      '200',
      '201',
      '400',
      '401',
      '403',
      '404',
      '409',
      '410',
      '503',
    ]);
    expect(scans['403'].description).toContain(ERROR_CODES.allowanceInvalid);
    expect(scans['409'].description).toContain(ERROR_CODES.allowanceSpent);
    expect(scans['410'].description).toContain(ERROR_CODES.allowanceExpired);
  });

  it('documents the downloads as files of their content type, with the name they suggest', () => {
    const document = buildOpenApiDocument() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: object; headers?: object }> }>
      >;
    };
    const csv = document.paths['/api/export/shopping-list.csv'].get.responses['200'];
    expect(Object.keys(csv.content)).toEqual(['text/csv']);
    expect(csv.headers).toEqual({
      'Content-Disposition': {
        description: 'attachment; filename="labellens-shopping-list.csv"',
        schema: { type: 'string' },
      },
    });
    const account = document.paths['/api/account/export'].get.responses['200'];
    expect(Object.keys(account.content)).toEqual(['application/json']);
    expect(document.paths['/api/shopping-list'].get.responses['200'].headers).toBeUndefined();
  });

  it("documents a factor's removal as a 204 with no body, its refusal as an ApiError", () => {
    const document = buildOpenApiDocument() as {
      paths: Record<string, Record<string, { responses: Record<string, object> }>>;
    };
    const removal = document.paths['/api/mfa/factors/{uid}'].delete.responses;
    expect(removal['204']).toEqual({ description: 'Removed' });
    expect(removal['200']).toBeUndefined();
    expect(removal['404']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
  });

  it('documents the OpenID sign-in and the sign-out as 302 redirects with a Location header', () => {
    const document = buildOpenApiDocument() as {
      paths: Record<string, Record<string, { responses: Record<string, object> }>>;
    };
    for (const path of ['/api/login', '/api/logout']) {
      const answers = document.paths[path].get.responses;
      expect(Object.keys(answers)).toEqual(['302', '503']);
      expect(answers['302']).toEqual({
        description: 'A redirect (no body)',
        headers: { Location: { description: expect.any(String), schema: { type: 'string' } } },
      });
    }
  });
});

describe('ShoppingListCsvSchema', () => {
  it('takes a CSV with its columns first and CRLF rows, and refuses others', () => {
    const header = `\uFEFF${SHOPPING_LIST_CSV_COLUMNS.join(',')}\r\n`;
    expect(ShoppingListCsvSchema.safeParse(header).success).toBe(true);
    expect(
      ShoppingListCsvSchema.safeParse(`${header}a,to_buy,milk,no,,,2026-01-02\r\n`).success,
    ).toBe(true);
    // Read as text (fetch's text() drops the BOM) it is still the file.
    expect(ShoppingListCsvSchema.safeParse(header.slice(1)).success).toBe(true);
    expect(ShoppingListCsvSchema.safeParse('item_id,kind\r\n').success).toBe(false);
    expect(ShoppingListCsvSchema.safeParse(`${header}a,to_buy`).success).toBe(false);
  });
});

describe('OfflineScanRequestSchema', () => {
  const upload = {
    allowance: 'lla1.e30.c2ln',
    idempotencyKey: '0b9a4a52-5d0f-4a43-9a8e-2f4f0a4b7c11',
    createdAt: '2026-01-02T10:00:00.000Z',
    ingredientsText: 'water, sugar',
  };

  it('takes what the device sends and refuses a key that is not a UUID or a text too long', () => {
    // As the scan service validates it: the time as a Date, no product name as null.
    expect(operation('post', '/api/offline/scans').body!.parse(upload)).toEqual({
      ...upload,
      createdAt: new Date(upload.createdAt),
      productName: null,
    });
    expect(
      OfflineScanRequestSchema.safeParse({ ...upload, idempotencyKey: 'k1' }).error?.issues,
    ).toEqual([expect.objectContaining({ path: ['idempotencyKey'], message: 'must be a UUID' })]);
    expect(
      OfflineScanRequestSchema.safeParse({ ...upload, ingredientsText: 'a'.repeat(20_001) })
        .success,
    ).toBe(false);
    expect(OfflineScanRequestSchema.safeParse({ ...upload, createdAt: 'yesterday' }).success).toBe(
      false,
    );
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
