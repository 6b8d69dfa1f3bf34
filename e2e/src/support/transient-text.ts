import type { Page } from 'playwright-core';

const KEY = 'e2e-transient-text-shown';

/**
 * Has the page itself note each of `texts` it shows, from the next navigation on.
 * A status shown for a second or two before a redirect can come and go between two
 * polls of a loaded machine; the note lives in sessionStorage, which outlives
 * same-origin navigations in the tab, so `transientTextsShown` still sees it after.
 */
export async function recordTransientTexts(page: Page, texts: string[]): Promise<void> {
  await page.addInitScript(
    ({ key, wanted }: { key: string; wanted: string[] }) => {
      const note = () => {
        // Before <body> is parsed, document.body is null (the DOM types say otherwise).
        const root = document.body as HTMLElement | null;
        const body = root ? root.innerText : '';
        const seen = new Set<string>(JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]);
        const before = seen.size;
        for (const text of wanted) if (body.includes(text)) seen.add(text);
        if (seen.size > before) sessionStorage.setItem(key, JSON.stringify([...seen]));
      };
      new MutationObserver(note).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    },
    { key: KEY, wanted: texts },
  );
}

/** The texts given to `recordTransientTexts` that the tab has shown so far. */
export async function transientTextsShown(page: Page): Promise<string[]> {
  return page.evaluate(
    (key: string) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[],
    KEY,
  );
}
