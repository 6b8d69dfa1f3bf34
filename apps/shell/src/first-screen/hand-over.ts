/** A screen of the app's own: a page's main landmark, or the error shown when a remote failed. */
const SCREEN = 'main, [role="alert"]';
/** However long the app takes, the static screen does not outstay this (the app's spinner shows). */
const LONGEST_MS = 10_000;

/**
 * Hands over from the static first screen (index.html, shown by public/boot.js) to the app. The
 * app's root stays hidden while it holds only loading states (spinners, the notices' region);
 * once it shows a screen of its own, the static one is removed and the root shown, in the same
 * frame (a MutationObserver callback runs before the next paint).
 */
export function handOverFirstScreen(doc: Document = document): void {
  const win = doc.defaultView as (Window & { __LL_FIRST_PRESS__?: string }) | null;
  const root = doc.getElementById('root');
  const first = doc.getElementById('ll-first-screen');
  const html = doc.documentElement;
  const done = () => {
    first?.remove();
    html.removeAttribute('data-ll-first');
    // A button pressed on the static screen (public/boot.js noted its name): press the app's.
    if (!win || !root) return;
    const pressed = win.__LL_FIRST_PRESS__;
    delete win.__LL_FIRST_PRESS__;
    if (!pressed) return;
    const button = Array.from(root.querySelectorAll<HTMLElement>('button')).find(
      (b) => b.textContent.trim() === pressed,
    );
    // Tabs are chosen on focus (Radix, automatic activation), other buttons on click.
    if (button?.getAttribute('role') === 'tab') button.focus();
    else button?.click();
  };
  if (!root || !first || !html.hasAttribute('data-ll-first')) {
    done();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.querySelector(SCREEN)) return;
    finish();
  });
  const timer = setTimeout(finish, LONGEST_MS);
  function finish() {
    observer.disconnect();
    clearTimeout(timer);
    done();
  }
  observer.observe(root, { childList: true, subtree: true });
}
