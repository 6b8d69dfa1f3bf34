import {
  analyzeIngredients,
  findAdditiveCodes,
  loadKnowledgeBase,
  parseIngredientList,
  type ParsedIngredient,
} from '../src';

const kb = loadKnowledgeBase();
const parse = (text: string, lang?: string) => parseIngredientList(text, kb, { lang });
const names = (items: ParsedIngredient[]) => items.map((i) => i.name || i.code);
const codes = (text: string) => findAdditiveCodes(text).map((c) => c.code);

describe('parseIngredientList', () => {
  describe('headers', () => {
    it.each([
      ['en', 'INGREDIENTS: water, sugar'],
      ['en', 'Ingredients - water, sugar'],
      ['fr', 'Ingrédients : eau, sucre'],
      ['de', 'Zutaten: Wasser, Zucker'],
      ['es', 'Ingredientes: agua, azúcar'],
      ['it', 'Ingredienti: acqua, zucchero'],
      ['nl', 'Ingrediënten: water, suiker'],
      ['pt', 'Ingredientes: água, açúcar'],
      ['pl', 'Składniki: woda, cukier'],
      ['fi', 'Ainesosat: vesi, sokeri'],
      ['sv', 'Ingredienser: vatten, socker'],
      ['da', 'Ingredienser: vand, sukker'],
    ])('%s: %s', (lang, text) => {
      const p = parse(text, lang);
      expect(p.header).not.toBeNull();
      expect(p.ingredients).toHaveLength(2);
    });

    it('drops the product name before the header and keeps the list of the requested language', () => {
      const text =
        'Choco Crunch 250 g\nIngredients: sugar, cocoa. Zutaten: Zucker, Kakao. Ingrédients : sucre, cacao.';
      expect(names(parse(text, 'de').ingredients)).toEqual(['Zucker', 'Kakao']);
      expect(names(parse(text, 'fr').ingredients)).toEqual(['sucre', 'cacao']);
      expect(names(parse(text).ingredients)).toEqual(['sugar', 'cocoa']);
    });

    it('guesses the language of an unlabelled list', () => {
      expect(parse('farine de blé, sucre, huile de colza, sel').language).toBe('fr');
      expect(parse('Weizenmehl, Zucker, Salz und Wasser').language).toBe('de');
    });
  });

  describe('structure', () => {
    it('nests parentheses and brackets', () => {
      const p = parse('chocolate (sugar, cocoa butter, whole milk powder [milk, lecithin]), salt');
      expect(names(p.ingredients)).toEqual(['chocolate', 'salt']);
      const choc = p.ingredients[0];
      expect(names(choc.children)).toEqual(['sugar', 'cocoa butter', 'whole milk powder']);
      expect(names(choc.children[2].children)).toEqual(['milk', 'lecithin']);
      expect(choc.children[2].children[0].depth).toBe(2);
    });

    it('tolerates unbalanced brackets from OCR', () => {
      expect(names(parse('sugar, cocoa (fat-reduced, salt').ingredients)).toEqual([
        'sugar',
        'cocoa',
      ]);
      expect(names(parse('sugar), salt').ingredients)).toEqual(['sugar', 'salt']);
    });

    it('reads percentages in every position and keeps decimal commas', () => {
      const p = parse(
        'hazelnuts (13%), skimmed milk powder 8.7%, cocoa 7,4 %, olive oil (1,1%), salt <2%, fruit min. 35%',
      );
      expect(p.ingredients.map((i) => [i.name, i.percent ?? null, i.percentMax ?? null])).toEqual([
        ['hazelnuts', 13, null],
        ['skimmed milk powder', 8.7, null],
        ['cocoa', 7.4, null],
        ['olive oil', 1.1, null],
        ['salt', null, 2],
        ['fruit', 35, null],
      ]);
    });

    it('splits and/or into alternatives, completing the shared noun', () => {
      const en = parse('sunflower and/or rapeseed oil');
      expect(names(en.ingredients)).toEqual(['sunflower oil', 'rapeseed oil']);
      expect(en.ingredients.every((i) => i.alternative)).toBe(true);
      expect(names(parse('huile de palme et/ou de colza', 'fr').ingredients)).toEqual([
        'huile de palme',
        'huile de colza',
      ]);
      expect(names(parse('Sonnenblumen- und/oder Rapsöl', 'de').ingredients)).toHaveLength(2);
      expect(
        names(parse('vegetable oil (corn, canola, and/or sunflower oil)').ingredients[0].children),
      ).toEqual(['corn', 'canola', 'sunflower oil']);
    });

    it('ignores origins and quantities in brackets', () => {
      const p = parse(
        'Pleurotes* 69% (Origine UE), extrait de thé noir (1,2g/l), tomates (origin: Spain)',
        'fr',
      );
      expect(names(p.ingredients)).toEqual(['Pleurotes', 'extrait de thé noir', 'tomates']);
      expect(p.ingredients.every((i) => i.children.length === 0)).toBe(true);
    });

    it('reads allergen annotations as hints, not sub-ingredients', () => {
      const p = parse('whey (milk), lecithin (from soy), farine (de blé)');
      expect(p.ingredients.map((i) => [i.name, i.allergenHints, i.children.length])).toEqual([
        ['whey', ['milk'], 0],
        ['lecithin', ['soybeans'], 0],
        ['farine', ['gluten'], 0],
      ]);
    });

    it('joins words broken at line ends', () => {
      expect(
        names(parse('sugar, emulsi-\nfier: soy lecithin, sun-\nflower oil').ingredients),
      ).toEqual(
        ['soy lecithin', 'sunflower oil'].length ? ['sugar', 'soy lecithin', 'sunflower oil'] : [],
      );
    });

    it('separates `including` parts from their compound', () => {
      const p = parse('natural flavourings including caffeine');
      expect(p.ingredients[0].name).toBe('natural flavourings');
      expect(names(p.ingredients[0].children)).toEqual(['caffeine']);
    });
  });

  describe('additive codes', () => {
    it.each([
      ['E330', ['E330']],
      ['E-330', ['E330']],
      ['e 330', ['E330']],
      ['INS 330', ['E330']],
      ['SIN330', ['E330']],
      ['INS N°954', ['E954']],
      ['E322/E333', ['E322', 'E333']],
      ['E474-E475', ['E474', 'E475']],
      ['E450i', ['E450i']],
      ['E450(i)', ['E450i']],
      ['E160a(ii)', ['E160aii']],
      // A detached letter at the end of the item belongs to the code (OFF's pre-parser reads
      // `S.I.N.:160 b` as e160b); one followed by more text is a word (`E330 e E331`).
      ['E 160 a', ['E160a']],
      ['E 160 a, E 330', ['E160a', 'E330']],
      ['E470 a E470a', ['E470', 'E470a']],
      ['S.I.N.:160 b', ['E160b']],
      ['E150d', ['E150d']],
      ['E33O (OCR)', ['E330']],
      ['E330 e E331', ['E330', 'E331']],
      ['Eiweiß, Energie 1046', []],
    ])('%s', (text, expected) => {
      expect(codes(text)).toEqual(expected);
    });

    it('turns every printed form into items with canonical codes', () => {
      const p = parse(
        'E330, E-330, e 330, INS 330, SIN330, INS N°954, E322/E333, E474-E475, E450i, E160a(ii)',
      );
      expect(p.ingredients.map((i) => i.code)).toEqual([
        'E330',
        'E330',
        'E330',
        'E330',
        'E330',
        'E954',
        'E322',
        'E333',
        'E474',
        'E475',
        'E450i',
        'E160aii',
      ]);
    });

    it('keeps a name printed with its code', () => {
      const p = parse('citric acid (E330), emulsifier E471, colour: E150d');
      expect(p.ingredients.map((i) => [i.name, i.code, i.additiveClass ?? null])).toEqual([
        ['citric acid', 'E330', null],
        ['', 'E471', 'emulsifier'],
        ['', 'E150d', 'colour'],
      ]);
    });
  });

  describe('class prefixes', () => {
    it('reads bare numbers inside a class group', () => {
      const p = parse('acidity regulator (330, 331), raising agents (E500ii, E503)');
      expect(p.ingredients.map((i) => [i.code, i.additiveClass])).toEqual([
        ['E330', 'acidity-regulator'],
        ['E331', 'acidity-regulator'],
        ['E500ii', 'raising-agent'],
        ['E503', 'raising-agent'],
      ]);
    });

    it.each([
      ['fr', 'conservateurs : nitrite de sodium', 'nitrite de sodium', 'preservative'],
      ['de', 'Konservierungsstoff: Natriumnitrit', 'Natriumnitrit', 'preservative'],
      ['es', 'conservador: sorbato potásico', 'sorbato potásico', 'preservative'],
      ['it', 'conservante: sorbato di potassio', 'sorbato di potassio', 'preservative'],
      ['nl', 'conserveermiddel: kaliumsorbaat', 'kaliumsorbaat', 'preservative'],
      ['en', 'emulsifier (soya lecithin)', 'soya lecithin', 'emulsifier'],
      ['de', 'Emulgator (Sojalecithine)', 'Sojalecithine', 'emulsifier'],
      ['fr', 'acidifiants (acide citrique, acide malique)', 'acide citrique', 'acid'],
    ])('%s: %s', (lang, text, first, cls) => {
      const p = parse(text, lang);
      expect(p.ingredients[0].name).toBe(first);
      expect(p.ingredients[0].additiveClass).toBe(cls);
    });
  });

  describe('statements', () => {
    it.each([
      ['en', 'sugar, milk. Contains: milk, soy.', 'contains', 'milk, soy'],
      ['en', 'sugar. May contain traces of nuts.', 'may-contain', 'nuts'],
      ['en', 'sugar. Made in a factory that also handles sesame.', 'may-contain', 'sesame'],
      [
        'fr',
        'sucre, lait. Peut contenir des traces de fruits à coque.',
        'may-contain',
        'fruits à coque',
      ],
      ['fr', 'sucre. Contient : lait.', 'contains', 'lait'],
      ['de', 'Zucker. Kann Spuren von Erdnüssen enthalten.', 'may-contain', 'Erdnüssen'],
      ['de', 'Zucker. Enthält: Milch.', 'contains', 'Milch'],
      ['es', 'azúcar. Puede contener trazas de leche.', 'may-contain', 'leche'],
      [
        'it',
        'zucchero. Può contenere tracce di frutta a guscio.',
        'may-contain',
        'frutta a guscio',
      ],
      ['nl', 'suiker. Kan sporen van noten bevatten.', 'may-contain', 'noten'],
      ['pt', 'açúcar. Pode conter vestígios de leite.', 'may-contain', 'leite'],
      ['pl', 'cukier. Może zawierać orzechy.', 'may-contain', 'orzechy'],
      // Read without the Polish model: the statement is still a "may contain", not a "contains".
      ['pl', 'cukier. Moze zawierac¢ mleko i jaja.', 'may-contain', 'mleko i jaja'],
      // Both words misread on a photo (`ż` read `t`, `ć` read `d`): still a "may contain".
      ['pl', 'cukier. Mote zawierad mleko i jaja.', 'may-contain', 'mleko i jaja'],
      ['fi', 'sokeri. Voi sisältää pieniä määriä maitoa.', 'may-contain', 'maitoa'],
      ['sv', 'socker. Kan innehålla spår av mjölk.', 'may-contain', 'mjölk'],
      ['da', 'sukker. Kan indeholde spor af mælk.', 'may-contain', 'mælk'],
    ])('%s: %s', (lang, text, kind, content) => {
      const p = parse(text, lang);
      expect(p.statements).toEqual([{ kind, text: content }]);
      expect(p.ingredients.length).toBeGreaterThan(0);
      expect(
        p.ingredients.every(
          (i) =>
            !/contain|contient|enthält|spuren|sporen|trazas|tracce|vestígios|zawierać|sisältää|innehålla|indeholde/i.test(
              i.name,
            ),
        ),
      ).toBe(true);
    });

    it('keeps declared allergens apart from possible traces', () => {
      const r = analyzeIngredients(
        'Ingredients: wheat flour, sugar. Contains: milk, soy. May contain traces of nuts.',
        { lang: 'en' },
      );
      expect(r.allergens.sort()).toEqual(['gluten', 'milk', 'soybeans']);
      expect(r.traces).toEqual(['nuts']);
      expect(r.statements).toEqual({ contains: ['milk, soy'], mayContain: ['nuts'] });
    });

    it('does not read the US "contains 2% or less of" as a statement', () => {
      const p = parse('Ingredients: corn, vegetable oil, contains 2% or less of: salt, yeast.');
      expect(p.statements).toEqual([]);
      expect(names(p.ingredients)).toEqual(['corn', 'vegetable oil', 'salt', 'yeast']);
    });

    it('reads a declared fruit or vegetable content', () => {
      expect(
        parse('Tomate, concombre, teneur en légumes : 89 %', 'fr').declaredFruitVegetablePercent,
      ).toBe(89);
      expect(
        parse('Erdbeeren, Zucker. Fruchtgehalt: 45%', 'de').declaredFruitVegetablePercent,
      ).toBe(45);
    });
  });

  describe('OCR noise', () => {
    it('repairs digits read inside words and misread letters, with a confidence', () => {
      const r = analyzeIngredients('Ac1de citrique, vltamine c, s0dium chloride', { lang: 'fr' });
      expect(r.ingredients.map((i) => [i.matchedId, i.matchMethod])).toEqual([
        ['E330', 'ocr'],
        // A name that says "vitamin" is the nutrient, not additive E300 (issue 12).
        ['nut:en:vitamin-c', 'fuzzy'],
        [r.ingredients[2].matchedId, 'ocr'],
      ]);
      for (const i of r.ingredients) {
        expect(i.confidence).toBeGreaterThanOrEqual(0.8);
        expect(i.confidence).toBeLessThan(1);
      }
    });

    it('returns unknown instead of guessing', () => {
      const r = analyzeIngredients('sugar, zorblax extract, qwertyuiop, cassis', { lang: 'en' });
      const byName = Object.fromEntries(r.ingredients.map((i) => [i.name, i]));
      expect(byName.sugar.riskLevel).toBe('low_risk');
      for (const n of ['zorblax extract', 'qwertyuiop']) {
        expect(byName[n].riskLevel).toBe('unknown');
        expect(byName[n].matched).toBeNull();
        expect(byName[n].safetyScore).toBeNull();
        expect(byName[n].confidence).toBe(0);
      }
    });
  });
});

describe('precautionary statements read from photos', () => {
  it('takes a verb-final statement whose first words were lost as traces', () => {
    const r = analyzeIngredients(
      'Erdnüsse geröstet Ball yon Milch, Mandel, Sesam und Lupine enthalten',
      { lang: 'de' },
    );
    expect(r.allergens).toEqual(['peanuts']);
    expect(r.traces.sort()).toEqual(['lupin', 'milk', 'nuts', 'sesame-seeds']);
  });

  it('does not reach back over an ingredient named with "von"', () => {
    const r = analyzeIngredients('Stärke von Mais, Zucker, Spuren von Milch enthalten', {
      lang: 'de',
    });
    expect(r.ingredients.map((i) => i.name)).toEqual(['Stärke von Mais', 'Zucker']);
    expect(r.statements.mayContain).toEqual(['Milch']);
    expect(r.traces).toEqual(['milk']);
  });

  it('leaves "von" inside an ingredient alone when no statement follows', () => {
    const r = analyzeIngredients('Extrakt von Kamille, Zucker', { lang: 'de' });
    expect(r.statements.mayContain).toEqual([]);
  });

  it('reads an allergen word one letter off inside a statement, and only there', () => {
    const r = analyzeIngredients('Weizenmehl, Zucker. Kann enthalten: Mitch und Sesam', {
      lang: 'de',
    });
    expect(r.traces.sort()).toEqual(['milk', 'sesame-seeds']);
    expect(analyzeIngredients('Weizenmehl, Mitch', { lang: 'de' }).allergens).toEqual(['gluten']);
  });
});
