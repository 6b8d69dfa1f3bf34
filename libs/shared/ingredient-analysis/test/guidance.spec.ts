import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  analyzeIngredients,
  GUIDANCE_EN,
  guidanceRuleFor,
  guidanceText,
  loadKnowledgeBase,
  rateEntity,
  TEMPLATE_LANGUAGES,
  type ProductType,
} from '../src';

const kb = loadKnowledgeBase();
const PRODUCT_TYPES: ProductType[] = ['food', 'cosmetic'];

describe('"Choose instead" guidance table (issue 18)', () => {
  it('every moderate or hazardous entry has guidance for each product type, or is marked as having none', () => {
    const gaps: string[] = [];
    let covered = 0;
    for (const productType of PRODUCT_TYPES)
      for (const e of kb.entities) {
        const rating = rateEntity(e, productType);
        if (rating.riskLevel !== 'moderate' && rating.riskLevel !== 'hazardous') continue;
        const rule = guidanceRuleFor(kb, e, rating, productType);
        if (rule === null) gaps.push(`${productType} ${e.id} (${rating.riskLevel})`);
        else covered++;
      }
    expect(gaps.slice(0, 20)).toEqual([]);
    expect(covered).toBeGreaterThan(1000);
  });

  it('a new moderate entry that no rule matches is reported as a gap', () => {
    const bare = Object.create(kb) as typeof kb;
    Object.defineProperty(bare, 'guidance', {
      value: {
        rules: kb.guidance.rules.filter((r) => r.id !== 'carcinogen'),
        personal: [],
        none: [],
      },
    });
    const e = {
      id: 'sub:new-agent',
      kind: 'substance' as const,
      names: { en: 'New agent' },
      keys: {},
      hazards: [
        { type: 'iarc' as const, group: '2B' as const, agent: 'New agent', via: 'name' as const },
      ],
    };
    const rating = rateEntity(e, 'food');
    expect(rating.riskLevel).toBe('moderate');
    expect(guidanceRuleFor(bare, e, rating, 'food')).toBeNull();
    expect(guidanceRuleFor(kb, e, rating, 'food')).toMatchObject({ id: 'carcinogen' });
  });

  it('entries marked as having none exist and say why', () => {
    for (const n of kb.guidance.none) {
      expect(kb.entities.some((e) => e.id === n.id)).toBe(true);
      expect(n.reason.length).toBeGreaterThan(20);
    }
  });

  it('every rule has English advice, a reason and a source; translations keep the placeholders', () => {
    for (const r of [...kb.guidance.rules, ...kb.guidance.personal]) {
      expect(Object.keys(GUIDANCE_EN)).toContain(r.advice);
      expect(r.reason).toBeTruthy();
      expect(r.source).toBeTruthy();
      const en = guidanceText('en', r.advice, {})!.text;
      for (const lang of TEMPLATE_LANGUAGES) {
        const local = guidanceText(lang, r.advice, { name: 'X', allergen: 'Y', diet: 'Z' })!;
        expect(local.text).not.toMatch(/\{\w+\}/);
        expect(local.text).not.toBe(r.advice);
        if (local.language === 'en') expect(guidanceText(lang, r.advice, {})!.text).toBe(en);
      }
    }
    expect(guidanceText('fr', 'no-such-advice', {})).toBeNull();
    // Every language of the explanation templates has every advice text.
    for (const lang of TEMPLATE_LANGUAGES)
      for (const key of Object.keys(GUIDANCE_EN))
        expect([lang, key, guidanceText(lang, key, {})?.language]).toEqual([lang, key, lang]);
  });

  it('never names a brand: advice is about what the label says', () => {
    for (const text of Object.values(GUIDANCE_EN)) expect(text).not.toMatch(/®|™|\bbrand\b/i);
  });

  it('knowledge-base.json carries the table of sources/guidance.json (npm run kb:build was run)', () => {
    const source = JSON.parse(
      readFileSync(resolve(__dirname, '..', 'sources', 'guidance.json'), 'utf8'),
    ) as { rules: unknown; personal: unknown; none: unknown };
    expect(kb.guidance).toEqual({
      rules: source.rules,
      personal: source.personal,
      none: source.none,
    });
  });
});

describe('guidance attached by the engine', () => {
  const ham = 'Pork ham 90%, water, salt, milk proteins, dextrose, preservative: E250.';

  it('E250 and a milk allergy both get advice, the allergy first', () => {
    const r = analyzeIngredients(ham, { lang: 'en', profile: { allergies: 'milk' } });
    expect(r.guidance[0]).toMatchObject({
      rule: 'allergy',
      kind: 'allergy',
      severity: 'high',
      ingredients: ['milk proteins'],
    });
    expect(r.guidance[0].text).toMatch(/without milk: check the allergen box/);
    const nitrite = r.guidance.find((g) => g.rule === 'nitrite');
    expect(nitrite?.text).toBe(
      'Look for ham and other cured meats labelled without added nitrite (no E249–E252 in the list).',
    );
    expect(nitrite?.source).toMatch(/IARC/);
    expect(nitrite?.ingredients).toEqual(['E250']);
  });

  it('every moderate or hazardous ingredient of a result is covered by some advice', () => {
    const r = analyzeIngredients('sugar, E102, E250, E621, E951, E171, palm oil, salt', {
      lang: 'en',
    });
    const flagged = r.ingredients
      .filter((i) => i.riskLevel === 'moderate' || i.riskLevel === 'hazardous')
      .map((i) => i.name);
    expect(flagged.length).toBeGreaterThan(3);
    const advised = r.guidance.flatMap((g) => g.ingredients);
    for (const name of flagged) expect(advised).toContain(name);
  });

  it('is written in the display language', () => {
    const fr = analyzeIngredients(ham, {
      lang: 'en',
      displayLanguage: 'fr',
      profile: { allergies: 'milk' },
    });
    expect(fr.guidance.find((g) => g.rule === 'nitrite')).toMatchObject({ language: 'fr' });
    expect(fr.guidance.find((g) => g.rule === 'allergy')?.text).toMatch(/sans lait/);
    const ja = analyzeIngredients(ham, { lang: 'en', displayLanguage: 'ja' });
    expect(ja.guidance.find((g) => g.rule === 'nitrite')).toMatchObject({ language: 'ja' });
    expect(ja.guidance.find((g) => g.rule === 'nitrite')?.text).toMatch(/亜硝酸塩無添加/);
    const it = analyzeIngredients('sugar, E102', { lang: 'en', displayLanguage: 'it' });
    expect(it.guidance[0]).toMatchObject({ rule: 'southampton-colours', language: 'it' });
    expect(it.guidance[0].text).toMatch(/paprika/);
  });

  it('cosmetics: fragrance allergens get the fragrance-free advice', () => {
    const r = analyzeIngredients('Aqua, Glycerin, Parfum, Limonene, Linalool', { lang: 'en' });
    expect(r.guidance).toEqual([
      expect.objectContaining({ rule: 'fragrance', ingredients: ['Limonene', 'Linalool'] }),
    ]);
    expect(r.guidance[0].text).toMatch(/'fragrance-free' rather than 'unscented'/);
  });

  it('diet conflicts, marked ingredients and traces', () => {
    const r = analyzeIngredients('wheat flour, gelatine, palm oil. May contain nuts.', {
      lang: 'en',
      profile: { diet: 'vegetarian', allergies: 'nuts' },
      preferences: [{ ingredientName: 'palm oil', preference: 'concern' }],
    });
    const rules = r.guidance.map((g) => g.rule);
    expect(rules).toEqual(expect.arrayContaining(['diet', 'marked', 'trace']));
    expect(r.guidance.find((g) => g.rule === 'diet')?.text).toMatch(/vegetarian/);
  });

  it('a result without concerns has no guidance', () => {
    expect(analyzeIngredients('water, sugar, salt', { lang: 'en' }).guidance).toEqual([]);
  });
});
