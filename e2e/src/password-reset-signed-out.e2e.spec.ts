import { signUpThroughApi } from './support/api-user';
import { useBrowserStack } from './support/browser-stack';
import { recordTransientTexts, transientTextsShown } from './support/transient-text';

const LINK_VALID = 'Your reset link is valid. Redirecting to choose a new password...';

const env = useBrowserStack();

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

it.each(VIEWPORTS)(
  'resets a forgotten password signed out: Forgot password? → e-mailed link → new password → log in (at $width px)',
  async (viewport) => {
    const email = `forgot${viewport.width}-${Date.now()}@example.com`;
    await signUpThroughApi(env.stack.url, env.smtp, { email, firstName: 'Ada' });

    const page = await env.chromium.newPage({ viewport });
    // The e-mailed link's page shows this for two seconds before it moves on.
    await recordTransientTexts(page, [LINK_VALID]);
    await page.goto(`${env.stack.url}/auth`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${env.stack.url}/password-reset`);
    await page.getByText('Reset your password').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await page.getByText(/a password reset link is on its way/).waitFor();

    const [link] = await env.smtp.waitFor(email, /https?:\/\/\S+\/email-action\?\S+/, 15_000);
    // The mailed link points at PUBLIC_URL; follow it on this stack's own address.
    const url = new URL(link);
    await page.goto(`${env.stack.url}${url.pathname}${url.search}`);
    await page.waitForURL(/\/password-reset\?oobCode=/, { timeout: 20_000 });
    expect(await transientTextsShown(page)).toEqual([LINK_VALID]);
    await page.getByLabel('New password', { exact: true }).fill('another quite unusual passphrase');
    await page.getByLabel('Confirm new password').fill('another quite unusual passphrase');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('Your password has been changed.', { exact: false }).waitFor();

    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await page.waitForURL(`${env.stack.url}/auth`);
    await page.getByLabel(/^email/i).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('another quite unusual passphrase');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL(`${env.stack.url}/`);
    await page
      .getByRole('tab', { name: /ingredients/i })
      .first()
      .waitFor({ timeout: 15_000 });
    await page.close();
  },
);

it.each(
  ['/email-action', '/__/auth/action'].flatMap((path) =>
    VIEWPORTS.map((viewport) => ({ path, ...viewport })),
  ),
)(
  '$path without a link shows the link problem, not the landing page, signed out at $width px',
  async ({ path, width, height }) => {
    const page = await env.chromium.newPage({ viewport: { width, height } });
    await page.goto(`${env.stack.url}${path}`);
    await page.getByRole('heading', { name: 'Link problem' }).waitFor();
    await page.getByRole('link', { name: 'Back to Sign In' }).waitFor();
    expect(await page.getByRole('button', { name: /watch demo/i }).count()).toBe(0);
    await page.close();
  },
);
