import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FAQS } from './help/help-content';
import { FEATURES, STATS, STATS_NOTE } from './landing/landing-content';

// Issue 18: every claim of the public pages is one the product keeps. These phrases were claims it
// did not keep (no application-level encryption at rest, no offline mode, 15 display languages).
const PAGES = ['landing/landing-content.ts', 'help/help-content.ts', 'legal/SecurityPage.tsx', 'legal/PrivacyPage.tsx'];
const UNKEPT = [/25\+/, /AES-256/i, /encrypted storage/i, /stored encrypted/i, /offline/i, /encrypted backups/i, /request an export/i];

describe('public claims', () => {
  it.each(PAGES)('%s makes none of the claims the product does not keep', (file) => {
    const text = readFileSync(path.join(__dirname, file), 'utf8');
    for (const phrase of UNKEPT) expect(text).not.toMatch(phrase);
  });

  it('counts the display languages there are, and names the seven with full explanations', () => {
    const languages = FEATURES.find((f) => f.title === 'Plain-Language Explanations')!.text;
    expect(languages).toContain('15 languages');
    expect(languages).toContain('English, Spanish, French, German, Italian, Portuguese and Dutch');
  });

  it('labels the spec figures as illustrative, not measured', () => {
    expect(STATS.map((s) => s.value)).toEqual(['10,000+', '192,000+', '4.9/5', '99.9%']);
    expect(STATS_NOTE).toMatch(/not measured/);
  });

  it('promises the shopping list and export that exist', () => {
    expect(FEATURES.find((f) => f.title === 'Scan History & Shopping Lists')!.text).toMatch(/shopping list/);
    expect(FAQS.find((f) => f.id === 'export')!.answer).toMatch(/shopping list/);
    expect(FAQS.find((f) => f.id === 'delete')!.answer).toMatch(/Delete Account in Settings/);
  });
});
