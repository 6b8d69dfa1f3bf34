import { DIETS } from '@labellens/contracts/vocabulary';
import type { EntityKind } from './kb/raw-types';
import type { MatchMethod } from './match/matcher';
import type { ProductType, RiskLevel } from './rating/rater';

export type { RiskLevel, ProductType, EntityKind, MatchMethod };

/** `yes` / `no` / `maybe` from the data; `unknown` when an ingredient is not recognised. */
export type DietStatus = 'yes' | 'no' | 'maybe' | 'unknown';

/** The diets of the profile form, from the API's vocabulary (one list for the whole product). */
export type Diet = (typeof DIETS)[number];
export { DIETS };

/** The user's health profile (spec: profile setup). Every field is optional. */
export interface UserProfile {
  age?: number | null;
  sex?: 'male' | 'female' | 'other' | null;
  /** kg */
  weight?: number | null;
  /** cm */
  height?: number | null;
  activityLevel?: 'sedentary' | 'moderate' | 'active' | null;
  goal?: 'lose' | 'maintain' | 'gain' | null;
  diet?: Diet | null;
  /** Free text (`peanuts, lait`) or a list. */
  allergies?: string | string[] | null;
  /** Free text (`high blood pressure; pregnant`). */
  healthConcerns?: string | null;
}

/** An ingredient the user marked (spec: ingredient preferences). */
export interface IngredientPreference {
  ingredientName: string;
  preference: 'concern' | 'allergy' | 'safe';
}

export type PersonalRisk = 'none' | 'moderate' | 'high';

export interface IngredientAnalysis {
  /** Name as printed on the label (an additive printed only as a code shows the code). */
  name: string;
  /** Name of the recognised entry in the display language; null when not recognised. */
  matched: string | null;
  /** Stable id of the recognised entry (`E330`, `ing:en:sugar`). */
  matchedId: string | null;
  kind: EntityKind | null;
  /** 0–1: 1 for an exact name or printed code. */
  confidence: number;
  matchMethod: MatchMethod;
  riskLevel: RiskLevel;
  /** 0–10 (higher is safer); null when not recognised. */
  safetyScore: number | null;
  concerns: string[];
  explanation: string;
  /** Language of `explanation` (English when the display language has no templates). */
  explanationLanguage: string;
  /** EU allergen ids (`milk`, `gluten`…). */
  allergens: string[];
  /** Additive code (`E330`, `E450i`) or null. */
  additive: string | null;
  additiveClasses: string[];
  /** Citations behind the rating (`EFSA 2016 re-evaluation`, `IARC Group 2B`). */
  sources: string[];
  percent: number | null;
  /** 0 for a top-level ingredient, 1 for a sub-ingredient… */
  depth: number;
  /** Printed name of the compound ingredient this one belongs to. */
  parent: string | null;
  /** Listed as one of several alternatives (`and/or`). */
  alternative: boolean;
  vegan: DietStatus;
  vegetarian: DietStatus;
  palmOil: DietStatus;
  personalRisk: PersonalRisk;
  personalAlerts: string[];
  userPreference: 'none' | 'concern' | 'allergy' | 'safe';
}

export interface AllergenFinding {
  id: string;
  /** Name in the display language. */
  name: string;
  /** Declared by the ingredients / a `contains` statement, or only a possible trace. */
  presence: 'contains' | 'may-contain';
  /** Printed ingredient names or statement texts that reveal it. */
  sourceStatements: string[];
  /** `hazardous` when it is in the user's allergies, otherwise `moderate`. */
  safetyRating: 'moderate' | 'hazardous';
  safetyScore: number;
  explanation: string;
  personalizedWarnings: string[];
}

export interface PersonalAlert {
  type: 'allergy' | 'trace' | 'marked-allergy' | 'marked-concern' | 'diet' | 'health';
  severity: 'high' | 'moderate';
  ingredient: string | null;
  message: string;
}

export interface DietConflict {
  diet: Diet;
  ingredient: string;
  severity: 'conflict' | 'maybe';
  reason: string;
  message: string;
}

export interface HealthWarning {
  concern: string;
  ingredient: string;
  message: string;
}

export interface PersonalAnalysis {
  /** Allergen ids recognised in the profile's allergies. */
  allergens: string[];
  /** Allergy words that are not EU allergens (matched against ingredient names). */
  otherAllergies: string[];
  /** Health concerns recognised in the free text. */
  healthConcerns: string[];
  alerts: PersonalAlert[];
  dietConflicts: DietConflict[];
  healthWarnings: HealthWarning[];
  verdict: 'avoid' | 'caution' | 'ok';
  /** What goes above the score ("Not for you: contains milk (your allergy)"); null when `ok`. */
  headline: PersonalHeadline | null;
}

/** One reason of the personal verdict, grouped: an allergen, a marked ingredient, the diet… */
export interface PersonalReason {
  type: PersonalAlert['type'];
  severity: 'high' | 'moderate';
  /** `contains milk (your allergy)`, in the explanation language. */
  text: string;
  /** Printed names of the ingredients behind it (empty for a `contains`/`may contain` statement). */
  ingredients: string[];
}

export interface PersonalHeadline {
  verdict: 'avoid' | 'caution';
  /** `Not for you: contains milk (your allergy)`. */
  text: string;
  /** Strongest reasons first. */
  reasons: PersonalReason[];
  /** Printed names of every ingredient behind the verdict, in list order, without repeats. */
  ingredients: string[];
}

export interface OverallSafety {
  /** 0–10 with one decimal; null when too few ingredients are recognised to score. */
  score: number | null;
  rating: RiskLevel;
  /** Share of ingredients recognised (0–1). */
  coverage: number;
  counts: { low_risk: number; moderate: number; hazardous: number; unknown: number };
  /** The score rests on `recognised` of `total` ingredients ("based on 8 of 10 ingredients"). */
  recognised: number;
  total: number;
  /** False below the coverage threshold (`MIN_SCORED_COVERAGE`): then there is no score. */
  enoughKnown: boolean;
  /** Printed names of the ingredients that were not recognised, in list order. */
  unrecognised: string[];
}

/**
 * "Choose instead" (issue 18): what to look for on the next label, for a moderate or hazardous
 * ingredient or a personal conflict. Never a brand.
 */
export interface ChooseInstead {
  /** Id of the knowledge-base guidance rule (`nitrite`, `allergy`). */
  rule: string;
  kind: 'finding' | 'allergy' | 'trace' | 'diet' | 'marked' | 'health';
  severity: 'high' | 'moderate';
  /** Printed names of the ingredients it is about (empty for a statement-only allergen). */
  ingredients: string[];
  /** The advice, in `language` (the display language, or English when it has no translation). */
  text: string;
  language: string;
  /** Why, in English. */
  reason: string;
  source: string;
}

export interface AnalysisResult {
  language: string;
  displayLanguage: string;
  explanationLanguage: string;
  productType: ProductType;
  ingredients: IngredientAnalysis[];
  additives: string[];
  allergens: string[];
  traces: string[];
  allergenFindings: AllergenFinding[];
  statements: { contains: string[]; mayContain: string[] };
  diet: { vegan: DietStatus; vegetarian: DietStatus; palmOilFree: DietStatus };
  overallSafety: OverallSafety;
  personal: PersonalAnalysis | null;
  /** "Choose instead" guidance, personal conflicts first. */
  guidance: ChooseInstead[];
  /** `teneur en légumes : 89 %` and the like, when printed. */
  declaredFruitVegetablePercent: number | null;
}
