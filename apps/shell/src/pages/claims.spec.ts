import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FAQS } from './help/help-content';
import { FEATURES, STATS, STATS_NOTE } from './landing/landing-content';

// Issue 18: every claim of the public pages is one the product keeps. These phrases were claims it
// did not keep (no application-level encryption at rest, 15 display languages). Offline use is no
// longer among them: it exists since issue 17 and e2e/src/offline-scan.e2e.spec.ts proves it (a
// label photo read and rated with the network off, synced once when back online).
const PAGES = [
  'landing/landing-content.ts',
  'help/help-content.ts',
  'legal/SecurityPage.tsx',
  'legal/PrivacyPage.tsx',
];
const UNKEPT = [
  /25\+/,
  /AES-256/i,
  /encrypted storage/i,
  /stored encrypted/i,
  /encrypted backups/i,
  /request an export/i,
];
const OFFLINE_E2E = path.join(__dirname, '../../../../e2e/src/offline-scan.e2e.spec.ts');

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

  it('claims offline use after download (spec 01 §1), which the offline e2e proves', () => {
    const history = FEATURES.find((f) => f.title === 'Scan History & Shopping Lists')!.text;
    expect(history).toMatch(/offline use after download/i);
    expect(history).toMatch(/Use offline/);
    // The claim stands only while its proof does: offline, reloaded, a photo rated on the device.
    const proof = readFileSync(OFFLINE_E2E, 'utf8');
    expect(proof).toMatch(/context\.setOffline\(true\)/);
    expect(proof).toContain("getByText('On this device.')");
  });

  it('promises the shopping list and export that exist', () => {
    expect(FEATURES.find((f) => f.title === 'Scan History & Shopping Lists')!.text).toMatch(
      /shopping list/,
    );
    expect(FAQS.find((f) => f.id === 'export')!.answer).toMatch(/shopping list/);
    expect(FAQS.find((f) => f.id === 'delete')!.answer).toMatch(/Delete Account in Settings/);
  });
});
