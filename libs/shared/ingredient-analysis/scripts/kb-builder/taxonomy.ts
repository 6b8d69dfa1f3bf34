/**
 * Reader for the Open Food Facts taxonomy text format (entries separated by blank lines,
 * `<lang:parent` lines, `lang: name, synonym` lines and `property:lang: value` lines).
 */
import { matchKey, slug } from '../../src/text/normalize';

export interface TaxonomyEntry {
  /** `lang:slug` of the first name of the first language line, as Open Food Facts does. */
  id: string;
  /** Names per language, first name first, in file order (escaped commas resolved). */
  names: Partial<Record<string, string[]>>;
  /** Parent references as written (`en:pork meat`). */
  parentRefs: string[];
  /** Property values keyed `property:lang` (`vegan:en` → `yes`). */
  props: Partial<Record<string, string>>;
  /** Resolved parent entries (filled by `resolveParents`). */
  parents: TaxonomyEntry[];
  /** File order, used to keep builds deterministic. */
  order: number;
}

export interface Taxonomy {
  entries: TaxonomyEntry[];
  stopwords: Partial<Record<string, string[]>>;
  /** Lookup `lang:matchKey(name)` → entry, for parent resolution and cross-references. */
  byName: Map<string, TaxonomyEntry>;
}

const LANGUAGE_LINE = /^([a-z]{2,3}(?:_[a-z]{2,4})?)\s*:(.*)$/;
const PROPERTY_LINE = /^([a-z0-9_-]+):([a-z]{2,3}(?:_[a-z]{2,4})?):(.*)$/;

/** Languages whose names are kept; `nl_be` etc. are folded into their base language. */
export function baseLanguage(lang: string): string {
  return lang.split('_')[0];
}

function splitNames(value: string): string[] {
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '\\' && value[i + 1] === ',') {
      current += ',';
      i++;
    } else if (c === ',') {
      out.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  out.push(current);
  return out.map((s) => s.trim().replace(/\s+/g, ' ')).filter((s) => s.length > 0);
}

export function parseTaxonomy(text: string): Taxonomy {
  const entries: TaxonomyEntry[] = [];
  const stopwords: Record<string, string[]> = {};
  let current: TaxonomyEntry | null = null;
  let order = 0;

  const finish = () => {
    if (current && Object.keys(current.names).length > 0) entries.push(current);
    current = null;
  };

  for (const rawLine of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '') {
      finish();
      continue;
    }
    if (line.startsWith('#')) continue;
    if (line.startsWith('stopwords:') || line.startsWith('synonyms:')) {
      const m = /^(stopwords|synonyms):([a-z_]+):(.*)$/.exec(line);
      if (m && m[1] === 'stopwords') {
        const lang = baseLanguage(m[2]);
        stopwords[lang] = [...(stopwords[lang] ?? []), ...splitNames(m[3])];
      }
      continue;
    }
    current ??= { id: '', names: {}, parentRefs: [], props: {}, parents: [], order: order++ };
    if (line.startsWith('<')) {
      current.parentRefs.push(line.slice(1).trim());
      continue;
    }
    const lang = LANGUAGE_LINE.exec(line);
    if (lang && !PROPERTY_LINE.test(line)) {
      const code = baseLanguage(lang[1]);
      const names = splitNames(lang[2]);
      if (names.length === 0) continue;
      if (current.id === '') current.id = `${code}:${slug(names[0])}`;
      const list = (current.names[code] ??= []);
      for (const n of names) if (!list.includes(n)) list.push(n);
      continue;
    }
    const prop = PROPERTY_LINE.exec(line);
    if (prop) {
      current.props[`${prop[1]}:${prop[2]}`] = prop[3].trim();
    }
  }
  finish();

  const byName = new Map<string, TaxonomyEntry>();
  for (const e of entries) {
    for (const [lang, names] of Object.entries(e.names)) {
      for (const n of names ?? []) {
        const k = `${lang}:${matchKey(n)}`;
        if (!byName.has(k)) byName.set(k, e);
      }
    }
  }
  for (const e of entries) {
    for (const ref of e.parentRefs) {
      const m = /^([a-z_]+)\s*:\s*(.*)$/.exec(ref);
      if (!m) continue;
      const parent = byName.get(`${baseLanguage(m[1])}:${matchKey(m[2])}`);
      if (parent && parent !== e && !e.parents.includes(parent)) e.parents.push(parent);
    }
  }
  return { entries, stopwords, byName };
}

/** Value of a property on the entry or, failing that, on the nearest ancestor that has it. */
export function inheritedProp(
  entry: TaxonomyEntry,
  key: string,
  seen = new Set<TaxonomyEntry>(),
): string | undefined {
  if (seen.has(entry)) return undefined;
  seen.add(entry);
  const own = entry.props[key];
  if (own !== undefined) return own;
  for (const p of entry.parents) {
    const v = inheritedProp(p, key, seen);
    if (v !== undefined) return v;
  }
  return undefined;
}

/** All ancestors (transitive), nearest first, without duplicates. */
export function ancestors(entry: TaxonomyEntry): TaxonomyEntry[] {
  const out: TaxonomyEntry[] = [];
  const queue = [...entry.parents];
  for (let e = queue.shift(); e !== undefined; e = queue.shift()) {
    if (e === entry || out.includes(e)) continue;
    out.push(e);
    queue.push(...e.parents);
  }
  return out;
}

/** Strips the `en:` prefix and surrounding spaces of a taxonomy value such as ` en:high`. */
export function tagValue(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return value
    .trim()
    .replace(/^[a-z]{2}:/, '')
    .trim();
}
