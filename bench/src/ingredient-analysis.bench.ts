/**
 * Ingredient analysis engine: knowledge base ready (fresh process, ready-made indexes, and built
 * in the process for comparison) and its memory, then lists of 30 ingredients analysed per second
 * on one core — the first lists after start, a first pass over new lists once the compiler is warm
 * (the engine's caches emptied), and warm — with p50 / p99 latency.
 * Targets (issues 3 and 16): first pass ≥ 2,000 lists/s, p99 ≤ 5 ms per list, ready ≤ 200 ms,
 * memory ≤ 100 MB.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import {
  analyzeIngredients,
  clearAnalysisCaches,
  loadKnowledgeBase,
  matcherFor,
  type Entity,
} from '@labellens/ingredient-analysis';
import { seededRandom } from '@labellens/eval/src/generated/corpus';

const ROOT = resolve(__dirname, '..', '..');
const LANGS = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'pl', 'fi', 'sv', 'da'];
const HEADERS: Record<string, string> = {
  en: 'Ingredients:',
  fr: 'Ingrédients :',
  de: 'Zutaten:',
  es: 'Ingredientes:',
  it: 'Ingredienti:',
  nl: 'Ingrediënten:',
  pt: 'Ingredientes:',
  pl: 'Składniki:',
  fi: 'Ainesosat:',
  sv: 'Ingredienser:',
  da: 'Ingredienser:',
};

interface List {
  lang: string;
  text: string;
  /** `lang|name` of each of its 30 ingredients (percentages left out). */
  names: string[];
}

/**
 * Label-like lists of 30 ingredients: names from the knowledge base in the label language (some
 * with percentages or sub-ingredients), printed additive codes, a few OCR-damaged names and a few
 * words the knowledge base does not know, plus a "may contain" statement.
 */
function makeLists(count: number, seed: number): List[] {
  const r = seededRandom(seed);
  const kb = loadKnowledgeBase();
  const food = kb.entities.filter((e) => e.kind === 'ingredient' || e.kind === 'additive');
  const additives = kb.entities.filter((e) => e.kind === 'additive' && e.euAuthorised);
  const pick = <T>(list: T[]) => list[Math.floor(r() * list.length)];
  const nameIn = (e: Entity, lang: string) => e.names[lang] ?? e.keys[lang]?.[0];
  const out: List[] = [];
  for (let n = 0; n < count; n++) {
    const lang = LANGS[n % LANGS.length];
    const items: string[] = [];
    while (items.length < 30) {
      const x = r();
      if (x < 0.1) {
        items.push(pick(additives).code!);
        continue;
      }
      if (x < 0.14) {
        items.push(`zq${Math.floor(r() * 1e6).toString(36)} extract`);
        continue;
      }
      const name = nameIn(pick(food), lang);
      if (
        !name ||
        name.length < 3 ||
        /[,;:()[\]%.]|\b(?:and|or|et|ou|und|oder|y|e|en|og|och|ja|i)\b/i.test(name)
      )
        continue;
      if (x < 0.19 && name.length > 6) items.push(name.replace(/i/, '1').replace(/o/, '0'));
      else if (x < 0.27) items.push(`${name} (${Math.floor(r() * 30) + 1}%)`);
      else items.push(name);
    }
    // Two of the 30 become sub-ingredients of a third.
    const text = `${HEADERS[lang]} ${items.slice(0, 27).join(', ')}, ${items[27]} (${items[28]}, ${items[29]}). May contain traces of nuts.`;
    out.push({ lang, text, names: items.map((i) => `${lang}|${i.replace(/ \(\d+%\)$/, '')}`) });
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function measure(
  lists: List[],
  passes: number,
): { perSecond: number; perCpuSecond: number; p50: number; p99: number; n: number } {
  const times: number[] = [];
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let p = 0; p < passes; p++) {
    for (const l of lists) {
      const t0 = performance.now();
      const res = analyzeIngredients(l.text, { lang: l.lang });
      times.push(performance.now() - t0);
      // Names are split and recognised by the engine itself; a list must still come out near 30.
      if (res.ingredients.length < 27)
        throw new Error(`list parsed into ${res.ingredients.length} ingredients: ${l.text}`);
    }
  }
  const total = performance.now() - started;
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  return {
    perSecond: (times.length / total) * 1000,
    // CPU time of the process (GC threads included): robust to other jobs on the machine.
    perCpuSecond: (times.length / (used.user + used.system)) * 1e6,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    n: times.length,
  };
}

const f = (n: number, d = 1) => n.toFixed(d);

interface LoadFigures {
  readyMs: number;
  loadMs: number;
  parseMs: number;
  indexReadMs: number;
  indexMs: number;
  prebuilt: boolean;
  heapMb: number;
  rssMb: number;
  fuzzyMs: number;
  entities: number;
}

/** Readies the knowledge base in a fresh process (see load-kb.child.ts). */
function loadInChild(args: string[] = []): LoadFigures {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '-r', './scripts/register.js', join(__dirname, 'load-kb.child.ts'), ...args],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(`load child failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}') as LoadFigures;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export function run(): Promise<void> {
  // Three fresh processes each way, the median reported (single loads vary by ±20% here).
  const runs = [0, 1, 2].map(() => loadInChild());
  const built = [0, 1, 2].map(() => loadInChild(['--no-index']));
  const load = runs.find((r) => r.readyMs === median(runs.map((x) => x.readyMs))) ?? runs[0];
  const noIndex = median(built.map((x) => x.readyMs));
  if (!load.prebuilt)
    console.log('WARNING: data/knowledge-base.index.json does not fit the data (npm run kb:build)');
  console.log(
    `knowledge base ready (fresh process, median of 3): ${f(load.readyMs, 0)} ms — JSON parse ${f(load.parseMs, 0)} ms, ready-made indexes read ${f(load.indexReadMs, 0)} ms, assembly ${f(load.indexMs, 0)} ms, approximate-match index and key filter ${f(load.fuzzyMs, 0)} ms; ${load.entities} entries — target ≤ 200 ms (indexes built in the process instead: ${f(noIndex, 0)} ms)`,
  );
  console.log(
    `knowledge-base memory (indexes included): heap +${f(load.heapMb)} MB, RSS +${f(load.rssMb)} MB — target ≤ 100 MB`,
  );

  const kb = loadKnowledgeBase();
  matcherFor(kb).warmUp();

  // The first lists after start, for comparison: V8's optimising compiler is still at work on
  // another thread (the process used about 1.6 CPU-seconds a second) and the main thread runs
  // code not yet optimised.
  const first = makeLists(500, 3);
  const started = measure(first, 1);
  // The compiler warmed on 1,500 more lists (2,000 in all): with 200, it went on compiling through
  // the first 1,500 measured lists, so the first-pass figure was partly about V8, not the engine.
  const seenTexts = new Set(first.map((l) => l.text));
  for (const seed of [20, 21, 22]) {
    const lists = makeLists(500, seed);
    for (const l of lists) seenTexts.add(l.text);
    measure(lists, 1);
  }
  // Then every cache the engine fills as it meets names is emptied (matcher, entity ratings,
  // texts and names; compiled code and indexes stay): the warm-up's names are unknown again.
  clearAnalysisCaches(kb);
  // Three sets of 500 new lists, each analysed once; the median set is reported. No list was
  // seen before; a name may have been, in an earlier set (labels share names): the share that
  // was not is printed.
  const seenNames = new Set<string>();
  let names = 0;
  let newNames = 0;
  const freshRuns = [1, 4, 5].map((seed) => {
    const lists = makeLists(500, seed);
    for (const l of lists) {
      if (seenTexts.has(l.text)) throw new Error(`first-pass list seen before: ${l.text}`);
      seenTexts.add(l.text);
      for (const n of l.names) {
        names++;
        if (!seenNames.has(n)) newNames++;
        seenNames.add(n);
      }
    }
    return measure(lists, 1);
  });
  const freshRun =
    freshRuns.find((r) => r.perSecond === median(freshRuns.map((x) => x.perSecond))) ??
    freshRuns[0];
  const warm = makeLists(500, 2);
  measure(warm, 1);
  const steady = measure(warm, 4);
  console.log(
    `30-ingredient lists, the first 500 after start (optimising compiler still at work; one core): ${f(started.perSecond, 0)} lists/s (${f(started.perCpuSecond, 0)} per CPU-second), p50 ${f(started.p50, 2)} ms, p99 ${f(started.p99, 2)} ms`,
  );
  console.log(
    `30-ingredient lists, first pass over 500 new distinct lists (compiler warmed on 2,000 others, then the engine's caches emptied; ${f((newNames / names) * 100, 0)}% of their names new to the process; one core, median of 3 sets): ${f(freshRun.perSecond, 0)} lists/s (${f(freshRun.perCpuSecond, 0)} per CPU-second), p50 ${f(freshRun.p50, 2)} ms, p99 ${f(freshRun.p99, 2)} ms — target ≥ 2000 lists/s`,
  );
  console.log(
    `30-ingredient lists, warm (${steady.n} analyses of seen lists, one core): ${f(steady.perSecond, 0)} lists/s (${f(steady.perCpuSecond, 0)} per CPU-second), p50 ${f(steady.p50, 2)} ms, p99 ${f(steady.p99, 2)} ms — target p99 ≤ 5 ms`,
  );
  console.log(`first pass / warm: ${f((freshRun.perSecond / steady.perSecond) * 100, 0)}%`);
  const heap = process.memoryUsage();
  console.log(
    `process after the runs: heap ${f(heap.heapUsed / 1048576)} MB, RSS ${f(heap.rss / 1048576)} MB`,
  );
  return Promise.resolve();
}
