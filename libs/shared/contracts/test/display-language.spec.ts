import { DISPLAY_LANGUAGE_NAMES, DISPLAY_LANGUAGES, displayLanguageCode } from '../src/vocabulary';

describe('displayLanguageCode', () => {
  it('reads every name of the scan page select as its code', () => {
    for (const code of DISPLAY_LANGUAGES)
      expect(displayLanguageCode(DISPLAY_LANGUAGE_NAMES[code])).toBe(code);
    expect(displayLanguageCode(' spanish ')).toBe('es');
    expect(displayLanguageCode('Persian')).toBe('fa');
  });

  it('reads ISO codes with a region', () => {
    expect(displayLanguageCode('pt-BR')).toBe('pt');
    expect(displayLanguageCode('zh_CN')).toBe('zh');
  });

  it('shows English for anything else, inherited object keys included', () => {
    expect(displayLanguageCode(undefined)).toBe('en');
    expect(displayLanguageCode('')).toBe('en');
    expect(displayLanguageCode('Klingon')).toBe('en');
    expect(displayLanguageCode('constructor')).toBe('en');
    expect(displayLanguageCode('__proto__')).toBe('en');
  });
});
