/**
 * The display language a scan asks for (`preferredLanguage`, spec 01 §2), as a code: by name as
 * the scan page offers them, or an ISO code (`es`, `pt-BR`). Zod-free: the scan service and the
 * page's device path (offline scans) read it the same way.
 */
const LANGUAGE_NAMES: Record<string, string> = {
  english: 'en',
  spanish: 'es',
  french: 'fr',
  german: 'de',
  chinese: 'zh',
  japanese: 'ja',
  korean: 'ko',
  arabic: 'ar',
  russian: 'ru',
  portuguese: 'pt',
  italian: 'it',
  dutch: 'nl',
  hindi: 'hi',
  turkish: 'tr',
  farsi: 'fa',
  persian: 'fa',
  polish: 'pl',
};

/** `Spanish` → `es`, `pt-BR` → `pt`; anything else shows English. */
export function displayLanguageCode(value: string | undefined | null): string {
  if (!value) return 'en';
  const v = value.trim().toLowerCase();
  if (LANGUAGE_NAMES[v]) return LANGUAGE_NAMES[v];
  const code = v.split(/[-_]/)[0];
  return /^[a-z]{2}$/.test(code) ? code : 'en';
}
