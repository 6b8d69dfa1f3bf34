/**
 * Child process of the ingredient-analysis bench: measures loading the knowledge base in a fresh
 * process (read + JSON parse + indexes) and the memory it keeps. Prints one JSON line.
 */
import { readFileSync } from 'node:fs';
import { KnowledgeBase, Matcher, type RawKnowledgeBase } from '@labellens/ingredient-analysis';

const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const before = process.memoryUsage();
const started = performance.now();
const file = require.resolve('@labellens/ingredient-analysis/data/knowledge-base.json');
const raw = JSON.parse(readFileSync(file, 'utf8')) as RawKnowledgeBase;
const parsedAt = performance.now();
const kb = new KnowledgeBase(raw);
const loadMs = performance.now() - started;
gc?.();
const after = process.memoryUsage();
// The approximate-match index is built on first use; its memory is reported separately.
const matcher = new Matcher(kb);
const fuzzyMs = matcher.warmUp();
gc?.();
const afterFuzzy = process.memoryUsage();
process.stdout.write(
  `${JSON.stringify({
    loadMs,
    parseMs: parsedAt - started,
    indexMs: kb.indexMs,
    heapMb: (after.heapUsed - before.heapUsed) / 1048576,
    rssMb: (after.rss - before.rss) / 1048576,
    fuzzyMs,
    fuzzyHeapMb: (afterFuzzy.heapUsed - after.heapUsed) / 1048576,
    entities: kb.entities.length,
    gc: !!gc,
  })}\n`,
);
