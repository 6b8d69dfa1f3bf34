// Offline scans left for later (the network came back slowly, a 5xx) are tried again by
// themselves, with growing waits, until the server has them — not only on the next `online` event.
const upload = jest.fn();
const records: { idempotencyKey: string; syncError: null }[] = [];

jest.mock('../src/api', () => {
  const actual = jest.requireActual<typeof import('../src/api')>('../src/api');
  return { ...actual, uploadOfflineScan: (body: unknown) => upload(body) as Promise<unknown> };
});
jest.mock('../src/store', () => ({
  SCAN_STORE: 'scans',
  allRecords: () => Promise.resolve([...records]),
  deleteRecord: (_store: string, key: string) => {
    records.splice(
      records.findIndex((r) => r.idempotencyKey === key),
      1,
    );
    return Promise.resolve();
  },
  putRecord: () => Promise.resolve(),
}));

import { SYNC_RETRY_FIRST_MS, startOfflineSync } from '../src/scans';

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

beforeAll(() => {
  Object.assign(globalThis, {
    window: new EventTarget(),
    navigator: { onLine: true },
  });
});

beforeEach(() => {
  jest.useFakeTimers();
  upload.mockReset();
  records.length = 0;
  records.push({ idempotencyKey: '6f1c1c64-5a55-4a43-9a2a-1f0e2c3d4b5a', syncError: null });
});

afterEach(() => {
  jest.useRealTimers();
});

it('tries again after a network failure, with a growing wait, and stops once the scan is sent', async () => {
  upload
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValue({ scan: {}, replayed: false });
  const synced = jest.fn();
  const stop = startOfflineSync(synced);
  await flush();
  expect(upload).toHaveBeenCalledTimes(1);

  await jest.advanceTimersByTimeAsync(SYNC_RETRY_FIRST_MS);
  await flush();
  expect(upload).toHaveBeenCalledTimes(2);
  // The next wait is longer: nothing happens after another first wait.
  await jest.advanceTimersByTimeAsync(SYNC_RETRY_FIRST_MS);
  await flush();
  expect(upload).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(SYNC_RETRY_FIRST_MS);
  await flush();
  expect(upload).toHaveBeenCalledTimes(3);
  expect(synced).toHaveBeenCalledWith(expect.objectContaining({ sent: 1, pending: 0 }));
  expect(records).toHaveLength(0);

  // Nothing left: no more attempts.
  await jest.advanceTimersByTimeAsync(10 * SYNC_RETRY_FIRST_MS);
  expect(upload).toHaveBeenCalledTimes(3);
  stop();
});

it('stops trying once the page is gone', async () => {
  upload.mockRejectedValue(new TypeError('Failed to fetch'));
  const stop = startOfflineSync();
  await flush();
  expect(upload).toHaveBeenCalledTimes(1);
  stop();
  await jest.advanceTimersByTimeAsync(10 * SYNC_RETRY_FIRST_MS);
  expect(upload).toHaveBeenCalledTimes(1);
});
