import { firstUse, languageVotes, paragraphLanguage } from './language-evidence';

describe('language of a paragraph by its words', () => {
  it.each([
    ['Kichererbsen, Wasser, Kochsalz', 'de'],
    ['pois chiches, eau, sel de cuisine', 'fr'],
    ['ceci, acqua, sale da cucina', 'it'],
    ['sugar, cocoa butter, whole milk powder, emulsifier (soy lecithin)', 'en'],
  ])('%s → %s', (text, lang) => {
    expect(paragraphLanguage(text)).toBe(lang);
  });

  it('gives a mixed paragraph votes for each of its languages', () => {
    const votes = languageVotes(
      'Kichererbsen, Wasser, Kochsalz\npois chiches, eau, sel de cuisine',
    );
    const langs = votes.filter(([, n]) => n >= 1.5).map(([l]) => l);
    expect(langs).toEqual(expect.arrayContaining(['de', 'fr']));
  });

  it('says nothing for words it does not know or shared codes', () => {
    expect(paragraphLanguage('Xyzzy, Qwrtp, E 330')).toBeUndefined();
  });
});

describe('the language printed first (issue 19)', () => {
  it('puts the list printed first ahead, even when the later one has more known words', () => {
    const text =
      'Zutaten: Kichererbsen, Wasser\nIngrédients : pois chiches, eau, sel de cuisine, sucre, huile de tournesol';
    const first = firstUse(text);
    expect(first.get('de')).toBeLessThan(first.get('fr')!);
  });
});
