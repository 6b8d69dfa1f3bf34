import { remoteEntryUrl, warmOfflineCache, watchForUpdates } from '../src/pwa/service-worker';

const BASE = 'http://localhost:8080/';

class FakeWorker extends EventTarget {
  state = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  constructor(public controller: object | null) {
    super();
  }
  takeOver() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

type Args = Parameters<typeof watchForUpdates>;

function watch(container: FakeContainer, registration: FakeRegistration) {
  const offers: (() => void)[] = [];
  const reload = jest.fn();
  watchForUpdates(
    container as unknown as Args[0],
    registration as unknown as Args[1],
    (apply) => offers.push(apply),
    reload,
  );
  return { offers, reload };
}

describe('remoteEntryUrl', () => {
  it("resolves the manifest's remoteEntry next to the manifest", () => {
    const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } };
    expect(remoteEntryUrl('/mfe/scan/mf-manifest.json', manifest, BASE)).toBe(
      'http://localhost:8080/mfe/scan/remoteEntry.js',
    );
    const nested = { metaData: { remoteEntry: { name: 'entry.js', path: 'static/' } } };
    expect(remoteEntryUrl('/mfe/admin/mf-manifest.json', nested, BASE)).toBe(
      'http://localhost:8080/mfe/admin/static/entry.js',
    );
  });

  it('is null when the manifest names no entry', () => {
    expect(remoteEntryUrl('/mfe/scan/mf-manifest.json', {}, BASE)).toBeNull();
    expect(remoteEntryUrl('/mfe/scan/mf-manifest.json', null, BASE)).toBeNull();
  });
});

describe('warmOfflineCache', () => {
  it('fetches the runtime config, the session and every remote manifest and entry', async () => {
    const fetched: string[] = [];
    const fakeFetch = ((url: string) => {
      fetched.push(url);
      if (url.endsWith('mf-manifest.json')) {
        return Promise.resolve(
          Response.json({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
        );
      }
      // One failure does not stop the others.
      if (url.endsWith('/admin/remoteEntry.js')) {
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return Promise.resolve(new Response('{}'));
    }) as unknown as typeof fetch;
    await warmOfflineCache(
      ['/mfe/scan/mf-manifest.json', '/mfe/admin/mf-manifest.json'],
      fakeFetch,
      BASE,
    );
    expect(fetched.sort()).toEqual([
      '/api/auth/user',
      '/mfe/admin/mf-manifest.json',
      '/mfe/scan/mf-manifest.json',
      '/runtime-config.json',
      'http://localhost:8080/mfe/admin/remoteEntry.js',
      'http://localhost:8080/mfe/scan/remoteEntry.js',
    ]);
  });
});

describe('watchForUpdates ("A new version is available — Reload")', () => {
  it('offers a worker found waiting, and reloads once it has taken over', () => {
    const container = new FakeContainer({});
    const registration = new FakeRegistration();
    const waiting = new FakeWorker();
    registration.waiting = waiting;
    const { offers, reload } = watch(container, registration);
    expect(offers).toHaveLength(1);
    expect(waiting.messages).toEqual([]);
    offers[0]();
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a worker that finishes installing while the page runs', () => {
    const container = new FakeContainer({});
    const registration = new FakeRegistration();
    const { offers } = watch(container, registration);
    const worker = new FakeWorker();
    registration.found(worker);
    expect(offers).toHaveLength(0);
    worker.install();
    expect(offers).toHaveLength(1);
  });

  it('neither offers nor reloads for the first worker taking control', () => {
    const container = new FakeContainer(null);
    const registration = new FakeRegistration();
    const { offers, reload } = watch(container, registration);
    const worker = new FakeWorker();
    registration.found(worker);
    worker.install();
    container.takeOver();
    expect(offers).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });
});
