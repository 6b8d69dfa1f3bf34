import { ApiError, isScanLimitError } from '../src';

const body = (value: object) => JSON.stringify({ statusCode: 403, ...value });

describe('isScanLimitError', () => {
  it('recognises the refusal by its code, whatever the message says', () => {
    const refused = new ApiError(
      403,
      'Forbidden',
      body({ message: 'Límite alcanzado', code: 'scan_limit_reached' }),
    );
    expect(isScanLimitError(refused)).toBe(true);
  });

  it('does not match the message text of another refusal', () => {
    const message = 'Scan limit reached. You have used 3 of your monthly scans.';
    expect(isScanLimitError(new ApiError(403, 'Forbidden', body({ message })))).toBe(false);
    expect(
      isScanLimitError(new ApiError(500, 'Error', body({ message, code: 'scan_limit_reached' }))),
    ).toBe(false);
    expect(isScanLimitError(new Error(`403: ${message}`))).toBe(false);
  });
});
