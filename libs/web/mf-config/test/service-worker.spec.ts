import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Entry {
  url: string;
  revision: string | null;
}
interface RouteContext {
  url: URL;
  sameOrigin: boolean;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sw = require('../src/service-worker.js') as {
  OFFLINE_CACHE: string;
  urlPrefix: (app: string) => string;
  precacheEntry: (app: string, file: string, revision: () => string) => Entry | null;
  precacheEntries: (appsDir: string) => Entry[];
  generateSWOptions: (appsDir: string) => {
    swDest: string;
    navigateFallback: string;
    navigateFallbackDenylist: RegExp[];
    additionalManifestEntries: Entry[];
    runtimeCaching: {
      urlPattern: (context: RouteContext) => boolean;
      handler: string;
      options: { cacheName?: string; cacheableResponse: { statuses: number[] } };
    }[];
  };
};

const rev = () => 'abc123';

describe('service worker precache list (issue 17)', () => {
  it('maps each app dist to the URL the gateway serves it at', () => {
    expect(sw.urlPrefix('shell')).toBe('/');
    expect(sw.urlPrefix('scan-mfe')).toBe('/mfe/scan/');
    expect(sw.urlPrefix('account-mfe')).toBe('/mfe/account/');
    expect(sw.urlPrefix('admin-mfe')).toBe('/mfe/admin/');
    expect(() => sw.urlPrefix('other-mfe')).toThrow(/Unknown web app/);
  });

  it('precaches content-hashed files without a revision, others with one', () => {
    expect(sw.precacheEntry('scan-mfe', '271.2210413724.js', rev)).toEqual({
      url: '/mfe/scan/271.2210413724.js',
      revision: null,
    });
    expect(sw.precacheEntry('shell', 'main.0a1b2c3d4e.css', rev)).toEqual({
      url: '/main.0a1b2c3d4e.css',
      revision: null,
    });
    expect(sw.precacheEntry('account-mfe', 'assets/logo.9f8e7d6c5b.svg', rev)).toEqual({
      url: '/mfe/account/assets/logo.9f8e7d6c5b.svg',
      revision: null,
    });
    expect(sw.precacheEntry('shell', 'icons/icon-192.png', rev)).toEqual({
      url: '/icons/icon-192.png',
      revision: 'abc123',
    });
    expect(sw.precacheEntry('shell', 'manifest.webmanifest', rev)).toEqual({
      url: '/manifest.webmanifest',
      revision: 'abc123',
    });
  });

  it("precaches the shell's page at / and leaves out the remotes' standalone pages", () => {
    expect(sw.precacheEntry('shell', 'index.html', rev)).toEqual({ url: '/', revision: 'abc123' });
    expect(sw.precacheEntry('scan-mfe', 'index.html', rev)).toBeNull();
  });

  it('leaves network-first, build-only and large files out', () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'mf-manifest-stats.json']) {
      expect(sw.precacheEntry('scan-mfe', file, rev)).toBeNull();
    }
    for (const file of [
      'runtime-config.json',
      'mf-stats.json',
      '.build-hash',
      'sw.js',
      'main.0a1b2c3d4e.js.map',
      'main.0a1b2c3d4e.js.br',
      'main.0a1b2c3d4e.js.gz',
      'media/demo-1.webm',
      'media/demo-1-poster.jpg',
    ]) {
      expect(sw.precacheEntry('shell', file, rev)).toBeNull();
    }
  });

  describe('over built dist folders', () => {
    let appsDir: string;
    const write = (file: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(appsDir, file)), { recursive: true });
      fs.writeFileSync(path.join(appsDir, file), content);
    };
    beforeAll(() => {
      appsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'll-sw-'));
      write('shell/dist/index.html', '<!doctype html>');
      write('shell/dist/main.0123456789.js', 'shell');
      write('shell/dist/icons/icon-192.png', 'png');
      write('shell/dist/runtime-config.json', '{}');
      for (const app of ['scan-mfe', 'account-mfe', 'admin-mfe']) {
        write(`${app}/dist/index.html`, 'standalone');
        write(`${app}/dist/remoteEntry.js`, 'entry');
        write(`${app}/dist/mf-manifest.json`, '{}');
        write(`${app}/dist/page.abcdef0123.js`, app);
      }
    });
    afterAll(() => {
      fs.rmSync(appsDir, { recursive: true, force: true });
    });

    it('lists every app, revisions being content hashes', () => {
      const entries = sw.precacheEntries(appsDir);
      expect(entries.map((e) => e.url).sort()).toEqual([
        '/',
        '/icons/icon-192.png',
        '/main.0123456789.js',
        '/mfe/account/page.abcdef0123.js',
        '/mfe/admin/page.abcdef0123.js',
        '/mfe/scan/page.abcdef0123.js',
      ]);
      // md5 of '<!doctype html>'
      expect(entries.find((e) => e.url === '/')?.revision).toBe('f45451f4d07ca1f5bab9ed278e880c5f');
      expect(entries.find((e) => e.url === '/mfe/scan/page.abcdef0123.js')?.revision).toBeNull();
    });

    it('writes sw.js into the shell dist, answers navigations with / except the API', () => {
      const options = sw.generateSWOptions(appsDir);
      expect(options.swDest).toBe(path.join(appsDir, 'shell', 'dist', 'sw.js'));
      expect(options.navigateFallback).toBe('/');
      const denied = (pathAndSearch: string) =>
        options.navigateFallbackDenylist.some((re) => re.test(pathAndSearch));
      for (const p of ['/', '/scan', '/history/42', '/__/auth/action', '/settings?tab=a.b']) {
        expect(denied(p)).toBe(false);
      }
      for (const p of ['/api/auth/me', '/mfe/scan/', '/sw.js', '/manifest.webmanifest']) {
        expect(denied(p)).toBe(true);
      }
    });

    it('fetches runtime-config.json and the remotes’ entry files network-first', () => {
      const [route] = sw.generateSWOptions(appsDir).runtimeCaching;
      expect(route.handler).toBe('NetworkFirst');
      const matches = (href: string, sameOrigin = true) =>
        route.urlPattern({ url: new URL(href), sameOrigin });
      expect(matches('http://localhost/runtime-config.json')).toBe(true);
      expect(matches('http://localhost/mfe/scan/mf-manifest.json')).toBe(true);
      expect(matches('http://localhost/mfe/admin/remoteEntry.js')).toBe(true);
      expect(matches('http://localhost/mfe/scan/271.2210413724.js')).toBe(false);
      expect(matches('http://localhost/api/scans')).toBe(false);
      expect(matches('https://cdn.example/mfe/scan/mf-manifest.json', false)).toBe(false);
    });

    it('keeps the last answer about who is signed in, 401 included', () => {
      const [, route] = sw.generateSWOptions(appsDir).runtimeCaching;
      expect(route.handler).toBe('NetworkFirst');
      expect(
        route.urlPattern({ url: new URL('http://localhost/api/auth/user'), sameOrigin: true }),
      ).toBe(true);
      expect(
        route.urlPattern({ url: new URL('http://localhost/api/scans'), sameOrigin: true }),
      ).toBe(false);
      expect(route.options.cacheableResponse.statuses).toEqual([200, 401]);
    });

    it('answers the offline download from its own cache, never its manifest (issue 17)', () => {
      const route = sw.generateSWOptions(appsDir).runtimeCaching[2];
      expect(route.handler).toBe('CacheFirst');
      expect(route.options.cacheName).toBe(sw.OFFLINE_CACHE);
      const matches = (href: string, sameOrigin = true) =>
        route.urlPattern({ url: new URL(href), sameOrigin });
      expect(matches('http://localhost/offline/knowledge-base.e4bda4532a.json')).toBe(true);
      expect(matches('http://localhost/offline/lang-79b6054742/eng.traineddata.gz')).toBe(true);
      expect(matches('http://localhost/offline/manifest.json')).toBe(false);
      expect(matches('http://localhost/mfe/scan/offline-ocr.bad5fd1d2e.js')).toBe(false);
      expect(matches('https://cdn.example/offline/knowledge-base.json', false)).toBe(false);
    });

    it('leaves the offline download out of the install precache', () => {
      expect(sw.precacheEntry('shell', 'offline/knowledge-base.e4bda4532a.json', rev)).toBeNull();
      expect(
        sw.precacheEntry('shell', 'offline/tesseract-worker.576b7df7e3.min.js', rev),
      ).toBeNull();
    });
  });
});
