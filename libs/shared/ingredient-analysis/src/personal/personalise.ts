import { allergenName, dietName, t, type LanguageChoice } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import type { Entity, KnowledgeBase } from '../kb/knowledge-base';
import type { Matcher } from '../match/matcher';
import { matchKey } from '../text/normalize';
import type {
  Diet,
  DietConflict,
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
import { dietReasons, healthRules, type PersonalInput } from './rules';

export type { PersonalInput } from './rules';

export interface PersonalOutput {
  personalRisk: PersonalRisk;
  personalAlerts: string[];
  userPreference: 'none' | 'concern' | 'allergy' | 'safe';
}

/** How an ingredient the person marked is flagged: its alert, verdict reason and severity. */
const MARKED: Partial<
  Record<
    string,
    {
      type: PersonalReason['type'];
      severity: PersonalReason['severity'];
      texts: readonly [MessageKey, MessageKey];
    }
  >
> = {
  allergy: {
    type: 'marked-allergy',
    severity: 'high',
    texts: ['alert.markedAllergy', 'verdict.markedAllergy'],
  },
  concern: {
    type: 'marked-concern',
    severity: 'moderate',
    texts: ['alert.markedConcern', 'verdict.markedConcern'],
  },
};

const STRICT_DIETS = new Set<Diet>([
  'vegan',
  'vegetarian',
  'pescatarian',
  'gluten-free',
  'dairy-free',
]);

/** An ingredient the person marked (allergy, concern or safe), matched once. */
interface MarkedIngredient {
  key: string;
  entity: Entity | null;
  preference: IngredientPreference['preference'];
  name: string;
}

function preferenceFor(
  prefs: MarkedIngredient[],
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
  private readonly prefs: MarkedIngredient[];
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
    /** One finding about this ingredient: its alert text, the alert, the verdict's reason. */
    const flag = (
      type: PersonalReason['type'],
      severity: PersonalReason['severity'],
      [alertKey, verdictKey]: readonly [MessageKey, MessageKey],
      params: Record<string, string> = {},
      verdictParams = params,
    ): string => {
      const m = t(L, alertKey, params);
      messages.push(m);
      alerts.push({ type, severity, ingredient: i.name, message: m });
      this.note(type, severity, t(L, verdictKey, verdictParams), i.name);
      raise(severity);
      return m;
    };
    for (const a of i.allergens) {
      if (allergies.allergens.includes(a)) {
        const allergen = allergenName(kb, a, lang.display);
        flag('allergy', 'high', ['alert.allergy', 'verdict.allergy'], { allergen });
      }
    }
    const entityKeys =
      i.entity && allergies.terms.length > 0 ? Object.values(i.entity.keys).flat() : [];
    for (const term of allergies.terms) {
      if (` ${key} `.includes(` ${term} `) || entityKeys.includes(term)) {
        flag('allergy', 'high', ['alert.allergyTerm', 'verdict.allergyTerm'], { term });
      }
    }
    const pref = preferenceFor(this.prefs, i, key);
    let userPreference: PersonalOutput['userPreference'] = 'none';
    if (pref) {
      userPreference = pref.preference;
      const marked = MARKED[pref.preference];
      if (marked) flag(marked.type, marked.severity, marked.texts, { name: i.label });
    }
    if (this.diet !== 'none') {
      const { conflict, maybe } = dietReasons(this.diet, i, key);
      for (const [severity, reasons] of [
        ['conflict', conflict],
        ['maybe', maybe],
      ] as const) {
        for (const reason of reasons) {
          const strict = severity === 'conflict' && STRICT_DIETS.has(this.diet);
          const diet = dietName(this.diet, L);
          const message = flag(
            'diet',
            strict ? 'high' : 'moderate',
            severity === 'conflict'
              ? ['diet.conflict', 'verdict.dietConflict']
              : ['diet.maybe', 'verdict.dietMaybe'],
            { name: i.label, diet, reason: t(L, `reason.${reason}` as MessageKey) },
            { diet },
          );
          this.dietConflicts.push({
            diet: this.diet,
            ingredient: i.name,
            severity,
            reason,
            message,
          });
        }
      }
    }
    for (const c of this.concerns) {
      for (const msgKey of healthRules(c, i, key)) {
        const message = flag('health', 'moderate', [msgKey, 'verdict.health'], { name: i.label });
        this.healthWarnings.push({ concern: c, ingredient: i.name, message });
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
