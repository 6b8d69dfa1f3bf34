import { Client } from 'pg';
import type {
  Browser as Chromium,
  BrowserContext,
  BrowserContextOptions,
  Page,
} from 'playwright-core';
import { signUpThroughApi, type Browser as ApiClient } from './api-user';
import { launchChromium } from './chromium';
import { startSmtpReceiver } from './smtp';
import { startE2eStack, type RunningStack } from './stack';

export interface BrowserStack {
  stack: RunningStack;
  chromium: Chromium;
  smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
}

/**
 * The whole stack (its e-mails going to a local SMTP receiver) and Debian's Chromium, started
 * before a spec's tests and stopped after them. The fields are set once `beforeAll` has run.
 */
export function useBrowserStack(env: Record<string, string> = {}): BrowserStack {
  // Filled in by beforeAll; a part that failed to start stays undefined and is not stopped.
  const handle: Partial<BrowserStack> = {};
  beforeAll(async () => {
    handle.smtp = await startSmtpReceiver();
    handle.stack = await startE2eStack({ SMTP_URL: handle.smtp.url, ...env });
    handle.chromium = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await handle.chromium?.close();
    await handle.stack?.stop();
    await handle.smtp?.close();
  });
  return handle as BrowserStack;
}

/** A new person signed up through the API (milk allergy, profile complete). */
export function signUp(env: BrowserStack, name: string): Promise<ApiClient> {
  return signUpThroughApi(env.stack.url, env.smtp, {
    email: `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
    firstName: 'Ada',
  });
}

/** A browser context carrying `client`'s session cookie, and a page in it. */
export async function signedInPage(
  env: BrowserStack,
  client: ApiClient,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.chromium.newContext(options);
  await context.addCookies([
    { name: 'll_session', value: client.cookies.get('ll_session')!, url: env.stack.url },
  ]);
  return { context, page: await context.newPage() };
}

/** The profile reaches the scan service as an event from auth: wait until it is there. */
export async function waitForProfile(env: BrowserStack, userId: string): Promise<void> {
  const db = new Client({ connectionString: env.stack.databaseUrl('scan') });
  await db.connect();
  try {
    // Seconds on a quiet machine; a full `npm test` runs several stacks and Chromiums at once on
    // two cores, where one clean-clone run saw this take over 10 s.
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      const { rows } = await db.query('SELECT 1 FROM health_profiles WHERE user_id = $1', [userId]);
      if (rows.length === 1) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    const outbox = new Client({ connectionString: env.stack.databaseUrl('auth') });
    await outbox.connect();
    const pending = await outbox
      .query(
        'SELECT type, attempts, last_error, published_at FROM outbox_events WHERE aggregate_id = $1',
        [userId],
      )
      .finally(() => outbox.end());
    // Say where it stopped: still in auth's outbox, or published and not consumed.
    throw new Error(
      `the profile never reached the scan service in 45 s; auth's outbox for this person: ` +
        `${JSON.stringify(pending.rows)}\n${env.stack.logs.slice(-20).join('\n')}`,
    );
  } finally {
    await db.end();
  }
}
