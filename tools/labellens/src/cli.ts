import {
  analyzeIngredients,
  DIETS,
  DISPLAY_LANGUAGES,
  readNutritionTable,
  type AnalysisResult,
  type IngredientPreference,
  type NutritionValues,
  type UserProfile,
} from '@labellens/ingredient-analysis';

/** Exit codes: 0 ok, 1 internal error, 2 usage error, 3 bad input. */
export const EXIT = { ok: 0, internal: 1, usage: 2, input: 3 } as const;

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

export const USAGE = `Usage:
  labellens analyze --lang <code> [--display <code>] [--profile <file.json>]
      Reads an ingredient list on stdin, prints the analysis as one JSON object.
  labellens nutrition
      Reads the OCR text of a nutrition-facts table on stdin, prints the values as one JSON object.
  labellens extract <image file> [--nutrition]
      Reads a label photo (OCR), prints what /api/extract-ingredients (or -nutrition) would answer.
  labellens --help
Language codes: en fr de es it nl pt pl fi sv da (labels); display also zh ja ko ar ru hi tr fa.`;

const LABEL_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'pl', 'fi', 'sv', 'da'];
const LANGUAGES = new Set([...LABEL_LANGUAGES, ...DISPLAY_LANGUAGES]);

/** Largest input accepted on stdin; a label is a few kilobytes. */
export const MAX_INPUT_BYTES = 256 * 1024;
const MAX_LINE_CHARS = 20000;

interface Parsed {
  command: 'analyze' | 'nutrition' | 'help';
  flags: Record<string, string>;
}

function parseArgs(argv: string[]): Parsed {
  if (argv.length === 0) throw new CliError(`missing command\n${USAGE}`, EXIT.usage);
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help')
    return { command: 'help', flags: {} };
  if (command !== 'analyze' && command !== 'nutrition')
    throw new CliError(`unknown command "${command}"\n${USAGE}`, EXIT.usage);
  const allowed = command === 'analyze' ? ['--lang', '--display', '--profile'] : [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--help' || arg === '-h') return { command: 'help', flags: {} };
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    if (!allowed.includes(name))
      throw new CliError(`unknown option "${name}" for ${command}\n${USAGE}`, EXIT.usage);
    const value = inline ?? rest.at(++i);
    if (value === undefined || value.startsWith('--'))
      throw new CliError(`option ${name} needs a value`, EXIT.usage);
    if (name in flags) throw new CliError(`option ${name} given twice`, EXIT.usage);
    flags[name] = value;
  }
  if (command === 'analyze' && !('--lang' in flags))
    throw new CliError(`analyze needs --lang <code>\n${USAGE}`, EXIT.usage);
  for (const f of ['--lang', '--display']) {
    const v = f in flags ? flags[f] : undefined;
    if (v !== undefined && !LANGUAGES.has(v.toLowerCase()))
      throw new CliError(`unsupported language "${v}" for ${f}`, EXIT.usage);
  }
  return { command, flags };
}

/** Validates the bytes read on stdin and returns them as text. */
export function decodeInput(bytes: Buffer): string {
  if (bytes.length > MAX_INPUT_BYTES)
    throw new CliError(
      `input too large: more than ${MAX_INPUT_BYTES / 1024} KiB on stdin`,
      EXIT.input,
    );
  if (bytes.includes(0))
    throw new CliError('input looks binary (NUL bytes); expected text', EXIT.input);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const replacements = (text.match(/\uFFFD/g) ?? []).length;

  const controls = (text.match(/[\u0001-\u0008\u000e-\u001f\u007f]/g) ?? []).length;
  if (replacements + controls > Math.max(3, text.length * 0.05))
    throw new CliError('input looks binary or is not UTF-8 text', EXIT.input);
  if (text.split('\n').some((l) => l.length > MAX_LINE_CHARS))
    throw new CliError(`input has a line longer than ${MAX_LINE_CHARS} characters`, EXIT.input);
  if (text.trim().length === 0) throw new CliError('no text on stdin', EXIT.input);
  return text;
}

const PROFILE_FIELDS = [
  'age',
  'sex',
  'weight',
  'height',
  'activityLevel',
  'goal',
  'diet',
  'allergies',
  'healthConcerns',
  'preferences',
];

/** Profile JSON (spec: profile setup), optionally with `preferences` (marked ingredients). */
export function parseProfile(
  json: string,
  file: string,
): { profile: UserProfile; preferences: IngredientPreference[] } {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new CliError(`profile ${file} is not valid JSON`, EXIT.input);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new CliError(`profile ${file} must be a JSON object`, EXIT.input);
  const o = data as Record<string, unknown>;
  const bad = (field: string, expected: string) =>
    new CliError(`profile ${file}: "${field}" must be ${expected}`, EXIT.input);
  for (const k of Object.keys(o))
    if (!PROFILE_FIELDS.includes(k))
      throw new CliError(`profile ${file}: unknown field "${k}"`, EXIT.input);
  const num = (k: string, min: number, max: number) => {
    const v = o[k];
    if (v === undefined || v === null) return null;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max)
      throw bad(k, `a number from ${min} to ${max}`);
    return v;
  };
  const oneOf = <T extends string>(k: string, values: readonly T[]): T | null => {
    const v = o[k];
    if (v === undefined || v === null) return null;
    if (typeof v !== 'string' || !values.includes(v as T))
      throw bad(k, `one of ${values.join(', ')}`);
    return v as T;
  };
  const allergies = o.allergies;
  if (
    allergies !== undefined &&
    allergies !== null &&
    typeof allergies !== 'string' &&
    !(Array.isArray(allergies) && allergies.every((a) => typeof a === 'string'))
  ) {
    throw bad('allergies', 'text or a list of texts');
  }
  if (
    o.healthConcerns !== undefined &&
    o.healthConcerns !== null &&
    typeof o.healthConcerns !== 'string'
  )
    throw bad('healthConcerns', 'text');
  const preferences: IngredientPreference[] = [];
  if (o.preferences !== undefined) {
    if (!Array.isArray(o.preferences)) throw bad('preferences', 'a list');
    for (const p of o.preferences as unknown[]) {
      if (typeof p !== 'object' || p === null)
        throw bad('preferences', 'a list of {ingredientName, preference: concern|allergy|safe}');
      const x = p as Record<string, unknown>;
      if (
        typeof x.ingredientName !== 'string' ||
        !['concern', 'allergy', 'safe'].includes(x.preference as string)
      ) {
        throw bad('preferences', 'a list of {ingredientName, preference: concern|allergy|safe}');
      }
      preferences.push({
        ingredientName: x.ingredientName,
        preference: x.preference as IngredientPreference['preference'],
      });
    }
  }
  return {
    profile: {
      age: num('age', 0, 130),
      sex: oneOf('sex', ['male', 'female', 'other'] as const),
      weight: num('weight', 1, 700),
      height: num('height', 30, 280),
      activityLevel: oneOf('activityLevel', ['sedentary', 'moderate', 'active'] as const),
      goal: oneOf('goal', ['lose', 'maintain', 'gain'] as const),
      diet: oneOf('diet', DIETS),
      allergies: allergies ?? null,
      healthConcerns: o.healthConcerns ?? null,
    },
    preferences,
  };
}

/** The stable output of `labellens analyze`. */
export function analyzeOutput(r: AnalysisResult, withPersonal: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {
    ingredients: r.ingredients.map((i) => ({
      name: i.name,
      matched: i.matched,
      confidence: i.confidence,
      riskLevel: i.riskLevel,
      safetyScore: i.safetyScore,
      concerns: i.concerns,
      explanation: i.explanation,
      allergens: i.allergens,
      additive: i.additive,
      sources: i.sources,
    })),
    additives: r.additives,
    allergens: r.allergens,
    traces: r.traces,
    diet: r.diet,
    overallSafety: { score: r.overallSafety.score, rating: r.overallSafety.rating },
  };
  if (withPersonal) {
    out.personal = {
      ...r.personal,
      ingredients: r.ingredients.map((i) => ({
        name: i.name,
        personalRisk: i.personalRisk,
        personalAlerts: i.personalAlerts,
        userPreference: i.userPreference,
      })),
    };
  }
  return out;
}

function nutritionValues(v: NutritionValues) {
  return {
    energyKcal: v.energyKcal,
    fat: v.fat,
    saturatedFat: v.saturatedFat,
    carbohydrates: v.carbohydrates,
    sugars: v.sugars,
    fibre: v.fibre,
    protein: v.protein,
    salt: v.salt,
  };
}

export interface Io {
  readStdin(): Promise<Buffer>;
  readFile(path: string): string;
}

/** Runs one command; returns what to print on stdout (one JSON document, or the usage text). */
export async function run(argv: string[], io: Io): Promise<string> {
  const { command, flags } = parseArgs(argv);
  if (command === 'help') return `${USAGE}\n`;
  let profile: ReturnType<typeof parseProfile> | null = null;
  if ('--profile' in flags) {
    let json: string;
    try {
      json = io.readFile(flags['--profile']);
    } catch {
      throw new CliError(`cannot read profile file ${flags['--profile']}`, EXIT.input);
    }
    profile = parseProfile(json, flags['--profile']);
  }
  const text = decodeInput(await io.readStdin());
  if (command === 'nutrition') {
    const t = readNutritionTable(text);
    return `${JSON.stringify({ per100: nutritionValues(t.per100), perServing: nutritionValues(t.perServing), servingSize: t.servingSize })}\n`;
  }
  const lang = flags['--lang'].toLowerCase();
  const r = analyzeIngredients(text, {
    lang,
    displayLanguage: '--display' in flags ? flags['--display'].toLowerCase() : lang,
    profile: profile?.profile ?? null,
    preferences: profile?.preferences ?? [],
  });
  return `${JSON.stringify(analyzeOutput(r, profile !== null))}\n`;
}
