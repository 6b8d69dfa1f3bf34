// The device's offline state in IndexedDB (issue 17): one key-value store (readiness, allowance,
// the profile and preferences last seen online) and the scans made offline, keyed by their
// idempotency key. Small promise wrappers, no library: every page and the service worker's sync
// script open the same database.

export const DB_NAME = 'labellens-offline';
export const DB_VERSION = 1;
export const KV_STORE = 'kv';
export const SCAN_STORE = 'scans';

let opening: Promise<IDBDatabase> | null = null;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => {
      resolve(req.result);
    };
    req.onerror = () => {
      reject(req.error ?? new Error('IndexedDB request failed'));
    };
  });
}

export function openOfflineDb(): Promise<IDBDatabase> {
  if (opening) return opening;
  opening = new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(KV_STORE)) db.createObjectStore(KV_STORE);
      if (!db.objectStoreNames.contains(SCAN_STORE)) {
        db.createObjectStore(SCAN_STORE, { keyPath: 'idempotencyKey' });
      }
    };
    req.onsuccess = () => {
      resolve(req.result);
    };
    req.onerror = () => {
      opening = null;
      reject(req.error ?? new Error('IndexedDB open failed'));
    };
  });
  return opening;
}

async function store(name: string, mode: IDBTransactionMode): Promise<IDBObjectStore> {
  const db = await openOfflineDb();
  return db.transaction(name, mode).objectStore(name);
}

export async function kvGet<T>(key: string): Promise<T | undefined> {
  return request((await store(KV_STORE, 'readonly')).get(key)) as Promise<T | undefined>;
}

export async function kvSet(key: string, value: unknown): Promise<void> {
  await request((await store(KV_STORE, 'readwrite')).put(value, key));
}

export async function kvDelete(key: string): Promise<void> {
  await request((await store(KV_STORE, 'readwrite')).delete(key));
}

export async function putRecord(name: string, value: unknown): Promise<void> {
  await request((await store(name, 'readwrite')).put(value));
}

export async function allRecords<T>(name: string): Promise<T[]> {
  return request((await store(name, 'readonly')).getAll()) as Promise<T[]>;
}

export async function deleteRecord(name: string, key: string): Promise<void> {
  await request((await store(name, 'readwrite')).delete(key));
}
