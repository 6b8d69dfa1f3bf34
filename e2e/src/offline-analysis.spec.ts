// Not a browser test: it sits with the e2e tests because it imports both the web library and the
// scan service, which no web or service project may do.
// On the device and on the server, the same list gives the same scan result (issue 17): the
// analysis worker's module (analyseOffline, with the knowledge-base asset the build copies to
// /offline/ and no prebuilt index) against the scan service's ScanAnalyzer (bundled knowledge base
// with its prebuilt index), for a corpus of labels in several languages, with and without a
// profile and marked ingredients.
import fs from 'node:fs';
import path from 'node:path';
import type { RawKnowledgeBase } from '@labellens/ingredient-analysis';
import {
  ScanAnalyzer,
  type PersonalContext,
} from '../../services/scan/src/scans/scan-analysis.service';
import {
  analyseOffline,
  knowledgeBaseFrom,
} from '../../libs/web/offline/src/analysis/offline-analysis';
import { analysedText } from '../../libs/web/offline/src/analysis/text';

const ROOT = path.resolve(__dirname, '..', '..');
const KB_ASSET = path.join(
  ROOT,
  'libs',
  'shared',
  'ingredient-analysis',
  'data',
  'knowledge-base.json',
);

const CORPUS: { ingredients: string; statements?: string[]; display?: string }[] = [
  {
    ingredients: 'Whole grain oats, sugar, sunflower oil, skimmed milk powder, salt',
    statements: ['Contains: oats (gluten), milk.'],
  },
  {
    ingredients:
      'Water, sugar, carbon dioxide, acid (E338), colour (E150d), natural flavourings, caffeine',
  },
  {
    ingredients:
      'Wheat flour (wheat flour, calcium carbonate, iron, niacin, thiamin), palm oil, sugar, cocoa powder (4%), raising agents (E500, E503), salt, emulsifier (soya lecithin)',
    statements: ['May contain nuts.'],
  },
  {
    ingredients:
      'Pork (87%), water, salt, dextrose, stabiliser (E451), antioxidant (E301), preservative (sodium nitrite)',
  },
  {
    ingredients:
      'Sucre, pâte de cacao, beurre de cacao, lait entier en poudre, émulsifiant : lécithine de soja, arôme naturel de vanille',
    statements: ['Peut contenir des traces de noisettes.'],
    display: 'fr',
  },
  {
    ingredients:
      'Zucker, Weizenmehl, Palmfett, Haselnüsse (13%), Magermilchpulver, Emulgator Lecithine (Soja), Backtriebmittel (Natriumcarbonate)',
    display: 'de',
  },
  {
    ingredients:
      'Aqua, sodium laureth sulfate, cocamidopropyl betaine, parfum, sodium chloride, methylisothiazolinone, CI 19140',
  },
  {
    ingredients:
      'Harina de trigo, azúcar, aceite de girasol, huevo, leche desnatada en polvo, sal, gasificante (E500ii)',
    display: 'es',
  },
  {
    ingredients:
      'Tomatoes, aspartame, monosodium glutamate, titanium dioxide, high fructose corn syrup, xyzzyfoo',
  },
  { ingredients: 'peanuts, salt' },
];

const PERSONAL: PersonalContext[] = [
  { profile: null, preferences: [] },
  {
    profile: {
      allergies: ['milk', 'peanuts'],
      diet: 'vegan',
      healthConcerns: 'high blood pressure',
      age: 40,
      sex: 'female',
    },
    preferences: [
      { ingredientName: 'palm oil', preference: 'concern' },
      { ingredientName: 'sugar', preference: 'allergy' },
    ],
  },
];

function serverAnalysis(
  analyzer: ScanAnalyzer,
  ingredientsText: string,
  statements: string[],
  display: string,
  personal: PersonalContext,
) {
  const it = analyzer.analyse(
    { ingredientsText, containsStatements: statements, allergens: [], displayLanguage: display },
    personal,
  );
  for (;;) {
    const step = it.next();
    if (step.done) return step.value;
  }
}

describe('offline analysis equals the server analysis', () => {
  const raw = JSON.parse(fs.readFileSync(KB_ASSET, 'utf8')) as RawKnowledgeBase;
  const deviceKb = knowledgeBaseFrom(raw);
  const analyzer = new ScanAnalyzer({} as never, {} as never);

  for (const [i, sample] of CORPUS.entries()) {
    for (const [p, personal] of PERSONAL.entries()) {
      it(`label ${i + 1}, ${p === 0 ? 'no profile' : 'profile and marks'}`, () => {
        const ingredients = sample.ingredients;
        const statements = sample.statements ?? [];
        const display = sample.display ?? 'en';
        const server = serverAnalysis(analyzer, ingredients, statements, display, personal);
        const device = analyseOffline(
          deviceKb,
          {
            ingredients,
            containsStatements: statements,
            displayLanguage: display,
            productName: null,
          },
          personal,
          'offline-1',
        );
        expect(device.ingredients.length).toBeGreaterThan(0);
        expect(device.ingredients).toEqual(server.ingredients);
        expect(device.allergens).toEqual(server.allergens);
        expect(device.overallSafety).toEqual(server.overall);
        expect(device.personal).toEqual(server.personal);
        expect(device.guidance).toEqual(server.guidance);
        // The text the server analyses again on sync is the text analysed here.
        expect(analysedText({ ingredients, containsStatements: statements })).toBe(
          [server.text, ...statements].filter(Boolean).join('. '),
        );
      });
    }
  }

  it('the build ships that knowledge base unchanged as the offline asset', () => {
    const manifestFile = path.join(ROOT, 'apps', 'shell', 'dist', 'offline', 'manifest.json');
    if (!fs.existsSync(manifestFile)) {
      console.log('offline assets not built (npm run build:web): asset copy not checked');
      return;
    }
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
      knowledgeBase: { url: string };
    };
    const built = path.join(
      ROOT,
      'apps',
      'shell',
      'dist',
      manifest.knowledgeBase.url.replace(/^\//, ''),
    );
    expect(fs.readFileSync(built).equals(fs.readFileSync(KB_ASSET))).toBe(true);
  });
});
