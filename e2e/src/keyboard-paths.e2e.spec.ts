import type { Page } from 'playwright-core';
import { signedInPage, signUp, useBrowserStack } from './support/browser-stack';

// Issue 15, WCAG 2.2 AA: scan, results, share and checkout work from the keyboard alone, and the
// focused control is always visibly marked.

const env = useBrowserStack();

interface Focused {
  name: string;
  tag: string;
  /** An outline or the focus ring (box-shadow in the focus colour) is drawn. */
  marked: boolean;
}

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(async () => {
    // Styles are read after the next two frames, once the focus styles have been applied.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '', tag: 'BODY', marked: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    // Inputs draw the focus ring as a box-shadow in the focus colour (--ll-color-focus).
    const ring = style.boxShadow.includes('rgba(5, 150, 105');
    const label =
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
      el.textContent;
    return { name: label.replace(/\s+/g, ' ').trim(), tag: el.tagName, marked: outline || ring };
  });
}

/**
 * Presses Tab until the focused element matches, checking on the way that every stop is visibly
 * marked. Fails after `limit` presses.
 */
async function tabTo(
  page: Page,
  match: (f: Focused) => boolean,
  what: string,
  limit = 40,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
) {
  const unmarked: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    const f = await focused(page);
    if (f.tag !== 'BODY' && !f.marked) unmarked.push(`${f.tag} "${f.name.slice(0, 40)}"`);
    if (match(f)) {
      expect(unmarked).toEqual([]);
      return;
    }
  }
  throw new Error(`${what} was not reached in ${limit} Tab presses`);
}

const named = (re: RegExp) => (f: Focused) => re.test(f.name);

it.each([
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])(
  'scans, reads the results, shares and buys scans with the keyboard alone, focus always visible, at $width px',
  async (viewport) => {
    const client = await signUp(env, `keys${viewport.width}`);
    // Reduced motion: focus rings are drawn at once, not faded in (and the setting is honoured).
    const { context, page } = await signedInPage(env, client, {
      viewport,
      reducedMotion: 'reduce',
    });
    await page.goto(`${env.stack.url}/`);
    await page.getByRole('textbox', { name: 'Ingredients', exact: true }).waitFor();

    // Scan: type the list, name the product, analyse.
    await tabTo(page, (f) => f.tag === 'TEXTAREA', 'the ingredient list');
    await page.keyboard.type('water, sugar, citric acid, E250');
    await tabTo(page, named(/Product Name/), 'the product name');
    await page.keyboard.type('Lemonade');
    await tabTo(page, named(/^Analyze Ingredients$/), 'Analyze Ingredients');
    await page.keyboard.press('Enter');
    await page.getByText('Analysis Results').waitFor({ timeout: 30_000 });

    // Results: an ingredient opens from the keyboard.
    await tabTo(page, named(/^E250/), 'the E250 ingredient', 80);
    await page.keyboard.press('Enter');
    await expect(
      page
        .locator('.scan-item', { hasText: 'E250' })
        .first()
        .locator('.scan-item__header')
        .getAttribute('aria-expanded'),
    ).resolves.toBe('true');

    // Share (above the list, so backwards): the dialog opens with Enter, holds focus, closes with
    // Escape and gives focus back.
    await tabTo(page, named(/^Share$/), 'Share', 80, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await focused(page)).name).toMatch(/^Share$/);

    // Checkout: buy 10 scans with the test card, from the plans page.
    await page.goto(`${env.stack.url}/subscription`);
    await page.getByRole('button', { name: 'Buy 10 scans for $1.00' }).waitFor();
    await tabTo(page, named(/^Buy 10 scans for \$1\.00$/), 'Buy 10 scans', 60);
    await page.keyboard.press('Enter');
    await page.getByText('Test mode: use 4242 4242 4242 4242').waitFor();
    await tabTo(page, named(/Card number/), 'the card number');
    await page.keyboard.type('4242 4242 4242 4242');
    await tabTo(page, named(/Expiry/), 'the expiry');
    await page.keyboard.type('12/34');
    await tabTo(page, named(/CVC/), 'the CVC');
    await page.keyboard.type('123');
    await tabTo(page, named(/^Pay \$1\.00$/), 'Pay');
    await page.keyboard.press('Enter');
    await page.getByText('10 scans have been added to your account.').first().waitFor();
    await context.close();
  },
);
