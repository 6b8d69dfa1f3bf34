import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEFAULT_RUNTIME_CONFIG,
  loadRuntimeConfig,
  parseRuntimeConfig,
} from '../src/runtime-config';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config (rspack loads it with plain Node), typed by the cast below
const federation = require('../src/federation.config.js') as {
  hostFederationOptions: () => {
    name: string;
    remotes: object;
    shared: Record<string, { singleton: boolean; eager: boolean }>;
  };
  remoteFederationOptions: (k: string) => {
    name: string;
    exposes: Record<string, string>;
    manifest: unknown;
    filename: string;
  };
  remotes: Record<string, { app: string; exposes: Record<string, string> }>;
};

describe('parseRuntimeConfig', () => {
  it('accepts the gateway document', () => {
    const doc = {
      remotes: {
        scan: '/mfe/scan/mf-manifest.json',
        account: 'https://cdn.example/account/mf-manifest.json',
        admin: '/mfe/admin/mf-manifest.json',
      },
      stripePublishableKey: 'pk_test_123',
      version: '1.2.3',
    };
    expect(parseRuntimeConfig(doc)).toEqual(doc);
  });

  it('falls back to same-origin defaults for missing or malformed fields', () => {
    expect(parseRuntimeConfig(null)).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(parseRuntimeConfig({ remotes: { scan: 42, admin: ' /x.json ' }, version: '' })).toEqual({
      ...DEFAULT_RUNTIME_CONFIG,
      remotes: { ...DEFAULT_RUNTIME_CONFIG.remotes, admin: '/x.json' },
    });
    expect(Object.values(DEFAULT_RUNTIME_CONFIG.remotes).every((u) => u.startsWith('/mfe/'))).toBe(
      true,
    );
  });
});

describe('loadRuntimeConfig', () => {
  it('reads the document over HTTP and uses defaults when it cannot', async () => {
    const server = http.createServer((req, res) => {
      if (req.url === '/runtime-config.json') {
        res.setHeader('Content-Type', 'application/json');
        res.end(
          JSON.stringify({ remotes: { scan: '/elsewhere/mf-manifest.json' }, version: '2.0.0' }),
        );
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const loaded = await loadRuntimeConfig(`${base}/runtime-config.json`);
      expect(loaded.remotes.scan).toBe('/elsewhere/mf-manifest.json');
      expect(loaded.remotes.account).toBe('/mfe/account/mf-manifest.json');
      expect(loaded.version).toBe('2.0.0');
      await expect(loadRuntimeConfig(`${base}/missing.json`)).resolves.toEqual(
        DEFAULT_RUNTIME_CONFIG,
      );
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      await new Promise<void>((r) =>
        server.close(() => {
          r();
        }),
      );
    }
  });
});

describe('federation build options', () => {
  it('shares React, the router, TanStack Query and the web libraries as lazy singletons', () => {
    const { shared, remotes, name } = federation.hostFederationOptions();
    expect(name).toBe('labellens_shell');
    expect(remotes).toEqual({});
    for (const key of [
      'react',
      'react-dom',
      'react-router-dom',
      '@tanstack/react-query',
      '@labellens/web-ui',
      '@labellens/web-api-client',
      '@labellens/shell-contract',
    ]) {
      expect(shared[key]).toMatchObject({ singleton: true, eager: false });
    }
  });

  it('exposes the page modules of each remote and emits a manifest', () => {
    expect(Object.keys(federation.remoteFederationOptions('scan').exposes)).toEqual([
      './ScanPage',
      './HistoryPage',
      './ScanDetailPage',
      './ShoppingListPage',
    ]);
    expect(Object.keys(federation.remoteFederationOptions('admin').exposes)).toEqual([
      './AdminLoginPage',
      './AdminDashboardPage',
    ]);
    expect(Object.keys(federation.remoteFederationOptions('account').exposes)).toHaveLength(10);
    expect(federation.remoteFederationOptions('account').manifest).toEqual({
      fileName: 'mf-manifest.json',
    });
    expect(() => federation.remoteFederationOptions('nope')).toThrow('Unknown remote');
  });
});
