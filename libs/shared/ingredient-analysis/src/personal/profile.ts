import type { KnowledgeBase } from '../kb/knowledge-base';
import { allergensInText } from '../match/allergen-text';
import { matchKey } from '../text/normalize';

/** Health concerns the rules know, with the words that name them in the supported languages. */
export const HEALTH_CONCERNS: Record<string, string[]> = {
  hypertension: [
    'hypertension',
    'high blood pressure',
    'blood pressure',
    'hypertensive',
    'hipertension',
    'hipertensao',
    'ipertensione',
    'pressione alta',
    'bluthochdruck',
    'hypertonie',
    'hoher blutdruck',
    'hoge bloeddruk',
    'hypertensie',
    'tension arterielle',
    'pression arterielle',
    'presion arterial',
    'pressao alta',
    'nadcisnienie',
    'verenpainetauti',
    'kohonnut verenpaine',
    'hogt blodtryck',
    'forhojet blodtryk',
  ],
  diabetes: [
    'diabetes',
    'diabetic',
    'prediabetes',
    'pre diabetes',
    'insulin resistance',
    'diabete',
    'diabetique',
    'diabetiker',
    'diabetico',
    'diabetica',
    'suikerziekte',
    'cukrzyca',
    'type 1',
    'type 2',
  ],
  pregnancy: [
    'pregnant',
    'pregnancy',
    'expecting',
    'enceinte',
    'grossesse',
    'schwanger',
    'schwangerschaft',
    'embarazada',
    'embarazo',
    'incinta',
    'gravidanza',
    'zwanger',
    'zwangerschap',
    'gravida',
    'gravidez',
    'ciaza',
    'w ciazy',
    'raskaus',
    'raskaana',
    'gravid',
    'graviditet',
  ],
  phenylketonuria: [
    'phenylketonuria',
    'pku',
    'phenylcetonurie',
    'phenylketonurie',
    'fenilcetonuria',
    'fenylketonurie',
    'fenyloketonuria',
    'fenyyliketonuria',
  ],
  asthma: ['asthma', 'asthmatic', 'asthme', 'asma', 'astma', 'asthmatique'],
  'kidney-disease': [
    'kidney',
    'renal',
    'ckd',
    'dialysis',
    'insuffisance renale',
    'maladie renale',
    'niere',
    'nieren',
    'niereninsuffizienz',
    'rinon',
    'enfermedad renal',
    'malattia renale',
    'insufficienza renale',
    'nierziekte',
    'nierinsufficientie',
    'doenca renal',
    'nerki',
    'munuais',
  ],
  'high-cholesterol': [
    'cholesterol',
    'cholesterin',
    'colesterol',
    'colesterolo',
    'heart disease',
    'cardiovascular',
    'heart',
    'cardiaque',
    'cardiovasculaire',
    'herzkrankheit',
    'herz',
    'cardiaca',
    'cardiopatia',
    'hartziekte',
    'kolesteroli',
    'kolesterol',
  ],
  ibs: [
    'ibs',
    'irritable bowel',
    'fodmap',
    'colon irritable',
    'colopathie',
    'reizdarm',
    'reizdarmsyndrom',
    'colon irritabile',
    'prikkelbare darm',
    'intestino irritavel',
    'jelito drazliwe',
  ],
  adhd: [
    'adhd',
    'add',
    'hyperactivity',
    'hyperactive',
    'tdah',
    'adhs',
    'hyperaktivitat',
    'iperattivita',
    'hiperactividad',
    'hiperatividade',
  ],
  'celiac-disease': [
    'celiac',
    'coeliac',
    'coeliaque',
    'celiaque',
    'zoliakie',
    'celiaca',
    'celiaco',
    'celiachia',
    'coeliakie',
    'celiakia',
    'keliakia',
    'coeliaki',
    'coliaki',
    'gluten intolerance',
    'gluten sensitivity',
  ],
  'lactose-intolerance': [
    'lactose intolerance',
    'lactose intolerant',
    'intolerance au lactose',
    'laktoseintoleranz',
    'intolerancia a la lactosa',
    'intolleranza al lattosio',
    'lactose intolerantie',
    'intolerancia a lactose',
    'nietolerancja laktozy',
    'laktoosi intoleranssi',
    'laktosintolerans',
    'lactose',
  ],
};

/** Words around an allergy in free text that are not the allergen itself. */
const ALLERGY_FILLER =
  /\b(?:i am|i m|im|very|severe|severely|mild|allergic to|allergic|allergy to|allergy|allergies|intolerance to|intolerance|intolerant to|intolerant|sensitive to|sensitivity|allergique (?:a|aux|au)|allergie (?:a|aux|au)|allergies? (?:a|aux|au)|allergique|allergie gegen|allergisch gegen|allergisch auf|allergisch|allergie|unvertraglichkeit|alergia a|alergia al|alergia|alergico a|alergica a|allergia a|allergia al|allergico a|allergica a|allergia|allergie voor|allergisch voor|alergia ao|alergia a|alergico|uczulenie na|alergia na|allergia|allergisk mot|allergisk for|allergi mot|allergi|no|nothing)\b/giu;

export interface ParsedAllergies {
  allergens: string[];
  /** Words that are not EU allergens, kept as matching keys (`strawberry`, `kiwi`). */
  terms: string[];
}

/** Allergies typed as free text or as a list, in any supported language. */
export function parseAllergies(
  kb: KnowledgeBase,
  input: string | string[] | null | undefined,
): ParsedAllergies {
  const out: ParsedAllergies = { allergens: [], terms: [] };
  if (!input) return out;
  const text = Array.isArray(input) ? input.join(', ') : input;
  const pieces = text.split(
    /[,;/\n|+]|\s(?:and|or|et|ou|und|oder|y|o|e|en|of|i|ja|och|og|eller)\s/iu,
  );
  for (const piece of pieces) {
    const key = matchKey(piece).replace(ALLERGY_FILLER, ' ').replace(/\s+/g, ' ').trim();
    if (!key || key === 'none' || key === 'n a') continue;
    const ids = allergensInText(kb, key);
    if (ids.length > 0) {
      for (const id of ids) if (!out.allergens.includes(id)) out.allergens.push(id);
      continue;
    }
    if (key.length >= 3 && !out.terms.includes(key)) out.terms.push(key);
  }
  return out;
}

/** Health concerns recognised in free text. */
export function parseHealthConcerns(text: string | null | undefined): string[] {
  if (!text) return [];
  const key = ` ${matchKey(text)} `;
  const out: string[] = [];
  for (const [concern, words] of Object.entries(HEALTH_CONCERNS)) {
    if (words.some((w) => key.includes(` ${w} `) || (w.length >= 6 && key.includes(w))))
      out.push(concern);
  }
  return out;
}

/**
 * Daily energy needs (kcal) from the Mifflin–St Jeor equation, an activity factor (1.2 / 1.55 /
 * 1.725) and the goal (−500 kcal to lose, +300 to gain). Null when age, sex, weight or height is
 * missing.
 */
export function dailyEnergyNeeds(p: {
  age?: number | null;
  sex?: string | null;
  weight?: number | null;
  height?: number | null;
  activityLevel?: string | null;
  goal?: string | null;
}): number | null {
  if (!p.age || !p.weight || !p.height || !p.sex) return null;
  const base = 10 * p.weight + 6.25 * p.height - 5 * p.age;
  const bmr = p.sex === 'male' ? base + 5 : p.sex === 'female' ? base - 161 : base - 78;
  const factor = p.activityLevel === 'active' ? 1.725 : p.activityLevel === 'moderate' ? 1.55 : 1.2;
  const adjust = p.goal === 'lose' ? -500 : p.goal === 'gain' ? 300 : 0;
  return Math.max(1200, Math.round(bmr * factor + adjust));
}
