import { allergenName, dietName, t, type LanguageChoice } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import type { Entity, KnowledgeBase } from '../kb/knowledge-base';
import type { Matcher } from '../match/matcher';
import { matchKey } from '../text/normalize';
import type {
  Diet,
  DietConflict,
  DietStatus,
  HealthWarning,
  IngredientPreference,
  PersonalAlert,
  PersonalAnalysis,
  PersonalReason,
  PersonalRisk,
  UserProfile,
} from '../types';
import { personalHeadline } from './headline';
import { parseAllergies, parseHealthConcerns } from './profile';

/** What personalisation needs to know about one analysed ingredient. */
export interface PersonalInput {
  name: string;
  /** Name used in messages: the recognised name (with its code), else the printed one. */
  label: string;
  entity: Entity | null;
  allergens: string[];
  vegan: DietStatus;
  vegetarian: DietStatus;
  additive: string | null;
}

export interface PersonalOutput {
  personalRisk: PersonalRisk;
  personalAlerts: string[];
  userPreference: 'none' | 'concern' | 'allergy' | 'safe';
}

const HYDROGENATED =
  /\b(?:hydrogenated|hydrogene|hydrogenee|hydrogenees|gehartet|gehartete|hidrogenado|hidrogenada|idrogenato|idrogenata|idrogenati|gehard|geharde|hydrogeneerd|utwardzony|kovetettu|hardad|hardnet)\b/;
const STRICT_DIETS = new Set<Diet>([
  'vegan',
  'vegetarian',
  'pescatarian',
  'gluten-free',
  'dairy-free',
]);

function groups(e: Entity | null): string[] {
  return e?.groups ?? [];
}

function isProcessedMeat(e: Entity | null): boolean {
  return (
    (e?.hazards ?? []).some((h) => h.type === 'iarc' && /processed meat/i.test(h.agent)) ||
    groups(e).includes('nitrite')
  );
}

function hasSodium(e: Entity | null): boolean {
  if (!e) return false;
  if (groups(e).includes('salt')) return true;
  return e.kind === 'additive' && (/\bsodium\b/i.test(e.names.en ?? '') || e.code === 'E621');
}

/** Reasons an ingredient does not fit a diet: `conflict` reasons and `maybe` reasons. */
function dietReasons(
  diet: Diet,
  i: PersonalInput,
  key: string,
): { conflict: string[]; maybe: string[] } {
  const g = groups(i.entity);
  const conflict: string[] = [];
  const maybe: string[] = [];
  const animal = () =>
    g.includes('meat')
      ? 'meat'
      : g.includes('fish') || g.includes('seafood')
        ? 'fish'
        : g.includes('dairy')
          ? 'dairy'
          : g.includes('egg')
            ? 'egg'
            : g.includes('honey')
              ? 'honey'
              : 'animal';
  switch (diet) {
    case 'vegan':
      if (i.vegan === 'no') conflict.push(animal());
      else if (i.vegan === 'maybe') maybe.push('animal');
      break;
    case 'vegetarian':
      if (i.vegetarian === 'no') conflict.push(animal());
      else if (i.vegetarian === 'maybe') maybe.push('animal');
      break;
    case 'pescatarian':
      if (
        i.vegetarian === 'no' &&
        !g.includes('fish') &&
        !g.includes('seafood') &&
        !i.allergens.some((a) => a === 'fish' || a === 'crustaceans' || a === 'molluscs')
      )
        conflict.push(g.includes('meat') ? 'meat' : 'animal');
      else if (i.vegetarian === 'maybe') maybe.push('animal');
      break;
    case 'keto':
      if (g.includes('sugar') || g.includes('honey')) conflict.push('sugar');
      else if (g.includes('grain')) conflict.push('grain');
      else if (g.includes('starch')) conflict.push('starch');
      else if (g.includes('legume')) maybe.push('legume');
      break;
    case 'low-carb':
      if (g.includes('sugar') || g.includes('honey')) conflict.push('sugar');
      else if (g.includes('grain')) maybe.push('grain');
      else if (g.includes('starch')) maybe.push('starch');
      break;
    case 'paleo':
      if (g.includes('grain')) conflict.push('grain');
      else if (g.includes('legume')) conflict.push('legume');
      else if (g.includes('dairy')) conflict.push('dairy');
      else if (g.includes('sugar') && !g.includes('honey')) conflict.push('sugar');
      else if (g.includes('vegetable-oil')) maybe.push('vegetable-oil');
      else if (i.entity?.kind === 'additive') maybe.push('additive');
      break;
    case 'mediterranean':
      if (isProcessedMeat(i.entity)) maybe.push('processed');
      else if (HYDROGENATED.test(key)) maybe.push('vegetable-oil');
      break;
    case 'gluten-free':
      if (i.allergens.includes('gluten')) conflict.push('gluten');
      break;
    case 'dairy-free':
      if (i.allergens.includes('milk') || g.includes('dairy')) conflict.push('dairy');
      break;
    case 'whole30':
      if (g.includes('sugar') || g.includes('honey')) conflict.push('sugar');
      else if (g.includes('sweetener') || g.includes('polyol')) conflict.push('sweetener');
      else if (g.includes('alcohol')) conflict.push('alcohol');
      else if (g.includes('grain')) conflict.push('grain');
      else if (g.includes('legume')) conflict.push('legume');
      else if (g.includes('dairy')) conflict.push('dairy');
      else if (g.includes('sulphite') || i.additive === 'E407' || i.additive === 'E621')
        maybe.push('additive');
      break;
    case 'none':
      break;
  }
  return { conflict, maybe };
}

/** Health rules written from facts (docs/method.md, "Health concerns"). */
function healthRules(concern: string, i: PersonalInput, key: string): MessageKey[] {
  const g = groups(i.entity);
  const out: MessageKey[] = [];
  switch (concern) {
    case 'hypertension':
      if (hasSodium(i.entity)) out.push('health.sodium');
      break;
    case 'diabetes':
      if (g.includes('sugar') || g.includes('honey')) out.push('health.sugar');
      break;
    case 'pregnancy':
      if (g.includes('caffeine')) out.push('health.caffeine');
      if (g.includes('alcohol')) out.push('health.alcohol');
      break;
    case 'phenylketonuria':
      if (g.includes('phenylalanine')) out.push('health.phenylalanine');
      break;
    case 'asthma':
      if (g.includes('sulphite')) out.push('health.sulphite');
      break;
    case 'kidney-disease':
      if (g.includes('phosphate')) out.push('health.phosphate');
      break;
    case 'high-cholesterol':
      if (g.includes('palm-oil') || HYDROGENATED.test(key)) out.push('health.satfat');
      if (isProcessedMeat(i.entity)) out.push('health.processedMeat');
      break;
    case 'ibs':
      if (g.includes('polyol')) out.push('health.polyol');
      break;
    case 'adhd':
      if (g.includes('southampton-colour')) out.push('health.colour');
      break;
    case 'celiac-disease':
      if (i.allergens.includes('gluten')) out.push('health.gluten');
      break;
    case 'lactose-intolerance':
      if (i.allergens.includes('milk')) out.push('health.lactose');
      break;
  }
  return out;
}

function preferenceFor(
  prefs: {
    key: string;
    entity: Entity | null;
    preference: IngredientPreference['preference'];
    name: string;
  }[],
  i: PersonalInput,
  key: string,
): { preference: IngredientPreference['preference']; name: string } | null {
  for (const p of prefs) {
    if (
      p.key === key ||
      (p.entity && p.entity === i.entity) ||
      (p.key.length >= 4 && ` ${key} `.includes(` ${p.key} `))
    )
      return p;
  }
  return null;
}

/**
 * Applies the profile and the marked ingredients to analysed ingredients: per-ingredient personal
 * risk and alerts (`evaluate`, usable while streaming), then the product-level summary.
 */
export class Personaliser {
  private readonly L: LanguageChoice['explanation'];
  private readonly allergies: ReturnType<typeof parseAllergies>;
  private readonly concerns: string[];
  private readonly diet: Diet;
  private readonly prefs: {
    key: string;
    entity: Entity | null;
    preference: IngredientPreference['preference'];
    name: string;
  }[];
  private readonly alerts: PersonalAlert[] = [];
  private readonly dietConflicts: DietConflict[] = [];
  private readonly healthWarnings: HealthWarning[] = [];
  /** Reasons of the headline, one per allergen / marked ingredient / diet rule, in list order. */
  private readonly reasons = new Map<string, PersonalReason>();
  readonly enabled: boolean;

  constructor(
    private readonly kb: KnowledgeBase,
    matcher: Matcher,
    private readonly lang: LanguageChoice,
    labelLang: string,
    profile: UserProfile | null | undefined,
    preferences: IngredientPreference[] | undefined,
  ) {
    this.L = lang.explanation;
    this.enabled = !!profile || (preferences?.length ?? 0) > 0;
    this.allergies = parseAllergies(kb, profile?.allergies);
    this.concerns = parseHealthConcerns(profile?.healthConcerns);
    if (this.concerns.includes('celiac-disease') && !this.allergies.allergens.includes('gluten'))
      this.allergies.allergens.push('gluten');
    this.diet = profile?.diet ?? 'none';
    this.prefs = (preferences ?? []).map((p) => ({
      key: matchKey(p.ingredientName),
      entity: matcher.matchName(p.ingredientName, labelLang).entity,
      preference: p.preference,
      name: p.ingredientName,
    }));
  }

  /** Groups alerts for the headline: `contains milk` once, with every milk ingredient named. */
  private note(
    type: PersonalReason['type'],
    severity: PersonalReason['severity'],
    text: string,
    ingredient: string | null,
  ): void {
    const key = `${type}|${severity}|${text}`;
    let reason = this.reasons.get(key);
    if (!reason) {
      reason = { type, severity, text, ingredients: [] };
      this.reasons.set(key, reason);
    }
    if (ingredient !== null && !reason.ingredients.includes(ingredient))
      reason.ingredients.push(ingredient);
  }

  evaluate(i: PersonalInput): PersonalOutput {
    if (!this.enabled) return { personalRisk: 'none', personalAlerts: [], userPreference: 'none' };
    const { kb, lang, L, allergies, alerts } = this;
    const key = matchKey(i.name);
    let risk: PersonalRisk = 'none';
    const messages: string[] = [];
    const raise = (r: PersonalRisk) => {
      if (r === 'high' || (r === 'moderate' && risk === 'none')) risk = r;
    };
    for (const a of i.allergens) {
      if (allergies.allergens.includes(a)) {
        const allergen = allergenName(kb, a, lang.display);
        const m = t(L, 'alert.allergy', { allergen });
        messages.push(m);
        alerts.push({ type: 'allergy', severity: 'high', ingredient: i.name, message: m });
        this.note('allergy', 'high', t(L, 'verdict.allergy', { allergen }), i.name);
        raise('high');
      }
    }
    const entityKeys =
      i.entity && allergies.terms.length > 0 ? Object.values(i.entity.keys).flat() : [];
    for (const term of allergies.terms) {
      if (` ${key} `.includes(` ${term} `) || entityKeys.includes(term)) {
        const m = t(L, 'alert.allergyTerm', { term });
        messages.push(m);
        alerts.push({ type: 'allergy', severity: 'high', ingredient: i.name, message: m });
        this.note('allergy', 'high', t(L, 'verdict.allergyTerm', { term }), i.name);
        raise('high');
      }
    }
    const pref = preferenceFor(this.prefs, i, key);
    let userPreference: PersonalOutput['userPreference'] = 'none';
    if (pref) {
      userPreference = pref.preference;
      if (pref.preference === 'allergy') {
        const m = t(L, 'alert.markedAllergy', { name: i.label });
        messages.push(m);
        alerts.push({ type: 'marked-allergy', severity: 'high', ingredient: i.name, message: m });
        this.note(
          'marked-allergy',
          'high',
          t(L, 'verdict.markedAllergy', { name: i.label }),
          i.name,
        );
        raise('high');
      } else if (pref.preference === 'concern') {
        const m = t(L, 'alert.markedConcern', { name: i.label });
        messages.push(m);
        alerts.push({
          type: 'marked-concern',
          severity: 'moderate',
          ingredient: i.name,
          message: m,
        });
        this.note(
          'marked-concern',
          'moderate',
          t(L, 'verdict.markedConcern', { name: i.label }),
          i.name,
        );
        raise('moderate');
      }
    }
    if (this.diet !== 'none') {
      const { conflict, maybe } = dietReasons(this.diet, i, key);
      for (const [severity, reasons] of [
        ['conflict', conflict],
        ['maybe', maybe],
      ] as const) {
        for (const reason of reasons) {
          const m = t(L, severity === 'conflict' ? 'diet.conflict' : 'diet.maybe', {
            name: i.label,
            diet: dietName(this.diet, L),
            reason: t(L, `reason.${reason}` as MessageKey),
          });
          this.dietConflicts.push({
            diet: this.diet,
            ingredient: i.name,
            severity,
            reason,
            message: m,
          });
          messages.push(m);
          const strict = severity === 'conflict' && STRICT_DIETS.has(this.diet);
          alerts.push({
            type: 'diet',
            severity: strict ? 'high' : 'moderate',
            ingredient: i.name,
            message: m,
          });
          this.note(
            'diet',
            strict ? 'high' : 'moderate',
            t(L, severity === 'conflict' ? 'verdict.dietConflict' : 'verdict.dietMaybe', {
              diet: dietName(this.diet, L),
            }),
            i.name,
          );
          raise(strict ? 'high' : 'moderate');
        }
      }
    }
    for (const c of this.concerns) {
      for (const msgKey of healthRules(c, i, key)) {
        const m = t(L, msgKey, { name: i.label });
        this.healthWarnings.push({ concern: c, ingredient: i.name, message: m });
        messages.push(m);
        alerts.push({ type: 'health', severity: 'moderate', ingredient: i.name, message: m });
        this.note('health', 'moderate', t(L, 'verdict.health'), i.name);
        raise('moderate');
      }
    }
    return { personalRisk: risk, personalAlerts: messages, userPreference };
  }

  /** Product-level summary, once every ingredient has been evaluated. */
  summary(traces: string[], declared: string[]): PersonalAnalysis | null {
    if (!this.enabled) return null;
    const { kb, lang, L, allergies, alerts } = this;
    const flagged = new Set(alerts.filter((a) => a.type === 'allergy').map((a) => a.message));
    for (const a of declared) {
      if (!allergies.allergens.includes(a)) continue;
      const allergen = allergenName(kb, a, lang.display);
      const m = t(L, 'alert.allergy', { allergen });
      if (!flagged.has(m)) {
        alerts.push({ type: 'allergy', severity: 'high', ingredient: null, message: m });
        // Declared only by a `contains` statement: a reason with no ingredient to name.
        this.note('allergy', 'high', t(L, 'verdict.allergy', { allergen }), null);
      }
    }
    for (const a of traces) {
      if (allergies.allergens.includes(a) && !declared.includes(a)) {
        const allergen = allergenName(kb, a, lang.display);
        this.note('trace', 'moderate', t(L, 'verdict.trace', { allergen }), null);
        alerts.push({
          type: 'trace',
          severity: 'moderate',
          ingredient: null,
          message: t(L, 'alert.allergyTrace', { allergen: allergenName(kb, a, lang.display) }),
        });
      }
    }
    const verdict = alerts.some((a) => a.severity === 'high')
      ? 'avoid'
      : alerts.length > 0
        ? 'caution'
        : 'ok';
    return {
      allergens: allergies.allergens,
      otherAllergies: allergies.terms,
      healthConcerns: this.concerns,
      alerts,
      dietConflicts: this.dietConflicts,
      healthWarnings: this.healthWarnings,
      verdict,
      headline: personalHeadline([...this.reasons.values()], L),
    };
  }
}
