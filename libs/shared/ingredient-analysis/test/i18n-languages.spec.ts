import {
  analyzeIngredients,
  analyzeNutrition,
  DISPLAY_LANGUAGES,
  GUIDANCE_EN,
  guidanceText,
  loadKnowledgeBase,
  readNutritionTable,
  TEMPLATE_LANGUAGES,
} from '../src';
import { DIET_NAMES } from '../src/i18n/diet-names';
import { joinList, resolveLanguage, toxicityText } from '../src/i18n/i18n';
import { MESSAGES, type MessageKey } from '../src/i18n/messages';
import {
  CURATED_LANGUAGES,
  curatedAdditiveClassName,
  curatedAllergenName,
  curatedCosmeticFunctionName,
} from '../src/i18n/names';

// Issue 15 "Results wholly in the display language": every display language has its own
// explanation templates, "Choose instead" texts and diet names, complete and with the same
// placeholders as English.

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const en = MESSAGES.en;
const keys = Object.keys(en) as MessageKey[];
const others = TEMPLATE_LANGUAGES.filter((l) => l !== 'en');

describe('template languages', () => {
  it('are the 15 display languages, and each display language resolves to itself', () => {
    expect([...TEMPLATE_LANGUAGES].sort()).toEqual([...DISPLAY_LANGUAGES].sort());
    for (const l of DISPLAY_LANGUAGES) expect(resolveLanguage(l).explanation).toBe(l);
    expect(resolveLanguage('zh-Hans-CN').explanation).toBe('zh');
    expect(resolveLanguage('xx').explanation).toBe('en');
  });

  it.each(others)('%s: every key of English, none empty, same placeholders', (lang) => {
    const table = MESSAGES[lang];
    expect(Object.keys(table).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(table[key].trim()).not.toBe('');
      expect([key, placeholders(table[key])]).toEqual([key, placeholders(en[key])]);
    }
  });

  it.each(others)(
    '%s: every "Choose instead" text, in that language, same placeholders',
    (lang) => {
      const params = { name: '{name}', allergen: '{allergen}', diet: '{diet}' };
      for (const key of Object.keys(GUIDANCE_EN)) {
        const own = guidanceText(lang, key, params)!;
        expect([key, own.language]).toEqual([key, lang]);
        expect(own.text.trim()).not.toBe('');
        expect(own.text).not.toBe(guidanceText('en', key, params)!.text);
        expect([key, placeholders(own.text)]).toEqual([
          key,
          placeholders(GUIDANCE_EN[key as keyof typeof GUIDANCE_EN]),
        ]);
      }
    },
  );

  it.each(others)('%s: a name for every diet', (lang) => {
    expect(Object.keys(DIET_NAMES[lang]).sort()).toEqual(Object.keys(DIET_NAMES.en).sort());
  });

  it.each([...CURATED_LANGUAGES])(
    '%s: a name for every allergen, additive class, CosIng function',
    (lang) => {
      const kb = loadKnowledgeBase();
      for (const a of kb.allergens)
        expect([a.id, curatedAllergenName(a.id, lang)]).not.toContainEqual(undefined);
      // Every class an entity names, including ids the class table lacks (`stabilizer`).
      const classes = new Set([
        ...kb.additiveClasses.map((c) => c.id),
        ...kb.entities.flatMap((e) => e.classes ?? []),
      ]);
      for (const id of classes)
        expect([id, curatedAdditiveClassName(id, lang)]).not.toContainEqual(undefined);
      for (const f of kb.cosmeticFunctions)
        expect([f.id, curatedCosmeticFunctionName(f.id, lang)]).not.toContainEqual(undefined);
    },
  );

  it('writes the Prop 65 toxicity types in each language', () => {
    expect(toxicityText('cancer, developmental', 'en')).toBe('cancer, developmental');
    expect(toxicityText('cancer, developmental', 'fr')).toBe('cancer, developmental');
    expect(toxicityText('cancer, developmental', 'zh')).toBe('癌症、发育毒性');
    expect(toxicityText('developmental male', 'ru')).toBe(
      'токсичность для развития, мужская репродуктивная токсичность',
    );
    for (const lang of CURATED_LANGUAGES)
      for (const w of ['cancer', 'developmental', 'male', 'female'])
        expect(toxicityText(w, lang)).not.toBe(w);
  });

  it('joins lists in the way of each language', () => {
    expect(joinList(['a', 'b', 'c'], 'en')).toBe('a, b and c');
    expect(joinList(['a', 'b', 'c'], 'zh')).toBe('a、b和c');
    expect(joinList(['a', 'b', 'c'], 'ar')).toBe('a، b وc');
    expect(joinList(['a', 'b'], 'ru')).toBe('a и b');
  });
});

// A label that reaches many templates: additives with classes, a carcinogen, an EU colour
// warning, a polyol, allergens and a trace, an unknown word, a misread name; a profile with an
// allergy, a diet and health concerns; a nutrition table with high levels.
const LABEL =
  'Ingredients: pork 80%, water, salt, sugar, wheat flour, milk powder, sorbitol, E102, ' +
  'E250, zorblaxine, sodium glutamat. May contain peanuts.';
const PROFILE = {
  allergies: 'milk, peanuts',
  diet: 'vegan' as const,
  healthConcerns: 'high blood pressure; diabetes; pregnant',
};
const COSMETIC = 'Aqua, Glycerin, Dimethicone, Sodium Laureth Sulfate, Parfum, Limonene, Linalool';
const NUTRITION = `NUTRITION INFORMATION
Typical values Per 100g
Energy 2252kJ / 539kcal
Fat 30.9g
of which saturates 10.6g
Carbohydrate 57.5g
of which sugars 56.3g
Fibre 0g
Protein 6.3g
Salt 2.1g`;

function texts(lang: string): string[] {
  const r = analyzeIngredients(LABEL, { lang: 'en', displayLanguage: lang, profile: PROFILE });
  const n = analyzeNutrition(readNutritionTable(NUTRITION), {
    displayLanguage: lang,
    profile: PROFILE,
  });
  const c = analyzeIngredients(COSMETIC, { lang: 'en', displayLanguage: lang });
  return [
    ...[...r.ingredients, ...c.ingredients].flatMap((i) => [
      i.explanation,
      ...i.concerns,
      ...i.personalAlerts,
    ]),
    ...c.guidance.map((g) => g.text),
    ...r.allergenFindings.map((a) => a.explanation),
    ...(r.personal?.alerts.map((a) => a.message) ?? []),
    ...(r.personal?.dietConflicts.map((d) => d.message) ?? []),
    ...(r.personal?.healthWarnings.map((h) => h.message) ?? []),
    r.personal?.headline?.text ?? '',
    ...r.guidance.map((g) => g.text),
    n.recommendationReason,
    ...n.reasons,
    n.analysis,
  ].filter(Boolean);
}

/** Runs of two or more English words that English templates print around their placeholders. */
const englishFragments = [
  ...new Set(
    [...Object.values(en), ...Object.values(GUIDANCE_EN)]
      .flatMap((s) => s.split(/\{\w+\}/))
      .flatMap((s) => s.match(/[A-Za-z]{2,}(?:[ -][A-Za-z]{2,})+/g) ?? [])
      // Kept as they are in every language: citations and names of lists and scores.
      // and the label wording `fragrance-free`, quoted as printed on packs.
      .filter(
        (s) => !/^(?:IARC Group|Annex|CosIng Annex|Nutri-Score|Prop|fragrance-free)\b/.test(s),
      ),
  ),
];

describe('an analysis in each display language', () => {
  const english = texts('en');

  it('reaches many templates (English reference)', () => {
    expect(english.length).toBeGreaterThan(25);
    expect(english.join('\n')).toMatch(/food additive/);
  });

  it.each(others)('%s: no English template text', (lang) => {
    const all = texts(lang);
    expect(all.length).toBe(english.length);
    const found = englishFragments.filter((f) => all.some((t) => t.includes(f)));
    expect(found).toEqual([]);
  });

  it.each([...CURATED_LANGUAGES])('%s: no English allergen or additive class name', (lang) => {
    const kb = loadKnowledgeBase();
    const english = [
      ...kb.allergens.map((a) => [a.names.en, curatedAllergenName(a.id, lang)]),
      ...kb.additiveClasses.map((c) => [c.names.en, curatedAdditiveClassName(c.id, lang)]),
      ...kb.cosmeticFunctions.map((f) => [f.names.en, curatedCosmeticFunctionName(f.id, lang)]),
    ]
      .filter(([en, own]) => en && en.toLowerCase() !== own?.toLowerCase())
      .map(([en]) => new RegExp(`\\b${en}\\b`, 'i'))
      // Printed names stay as printed (`milk powder`, `May contain peanuts`).
      .filter((re) => !re.test(LABEL) && !re.test(COSMETIC));
    const all = texts(lang).map((t) => t.replace(/fragrance-free/g, ''));
    expect(english.filter((re) => all.some((t) => re.test(t))).map(String)).toEqual([]);
  });

  it.each([
    ['ar', /\p{Script=Arabic}/u],
    ['fa', /\p{Script=Arabic}/u],
    ['zh', /\p{Script=Han}/u],
    ['ja', /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u],
    ['ko', /\p{Script=Hangul}/u],
    ['ru', /\p{Script=Cyrillic}/u],
    ['hi', /\p{Script=Devanagari}/u],
  ])('%s: every text is in its own script', (lang, script) => {
    for (const t of texts(lang)) expect([t, script.test(t)]).toEqual([t, true]);
  });

  it.each(['ar', 'fa'])('%s: right-to-left text is mostly Arabic script', (lang) => {
    const all = texts(lang).join(' ');
    const arabic = all.match(/\p{Script=Arabic}/gu)?.length ?? 0;
    const latin = all.match(/\p{Script=Latin}/gu)?.length ?? 0;
    expect(arabic).toBeGreaterThan(3 * latin);
  });
});
