import { queryKeys } from '@labellens/web-api-client';
import { QueryClient } from '@tanstack/react-query';
import { bootRuntimeConfig, seedSession, takeBootPrefetch, type BootAnswer } from './boot-prefetch';

const answer = (status: number, body: unknown): Promise<BootAnswer> =>
  Promise.resolve({ status, ok: status >= 200 && status < 300, body });

describe('boot prefetch (index.html → public/boot.js)', () => {
  it('seeds the signed-in user under the key useSession reads', async () => {
    const client = new QueryClient();
    const user = { id: 'u1', email: 'a@example.com' };
    await expect(seedSession({ session: answer(200, user) }, client)).resolves.toEqual(user);
    expect(client.getQueryData([queryKeys.currentUser])).toEqual(user);
  });

  it('seeds null (signed out) for a 401', async () => {
    const client = new QueryClient();
    await expect(
      seedSession({ session: answer(401, { message: 'Unauthorized' }) }, client),
    ).resolves.toBeNull();
    expect(client.getQueryState([queryKeys.currentUser])?.status).toBe('success');
    expect(client.getQueryData([queryKeys.currentUser])).toBeNull();
  });

  it('seeds nothing for another error, a failed request or none, so useSession fetches', async () => {
    for (const session of [answer(500, { message: 'boom' }), Promise.resolve(null), undefined]) {
      const client = new QueryClient();
      await expect(seedSession({ session }, client)).resolves.toBeUndefined();
      expect(client.getQueryState([queryKeys.currentUser])).toBeUndefined();
    }
  });

  it('parses the prefetched runtime config', async () => {
    const config = await bootRuntimeConfig({
      config: answer(200, {
        remotes: { scan: 'https://cdn.example/scan/mf-manifest.json' },
        version: '2.0.0',
      }),
    });
    expect(config.remotes.scan).toBe('https://cdn.example/scan/mf-manifest.json');
    expect(config.remotes.account).toBe('/mfe/account/mf-manifest.json');
    expect(config.version).toBe('2.0.0');
  });

  it('is taken once', () => {
    const session = answer(401, null);
    const win = { __LL_BOOT__: { session } } as unknown as Window;
    expect(takeBootPrefetch(win).session).toBe(session);
    expect(takeBootPrefetch(win)).toEqual({});
  });
});
