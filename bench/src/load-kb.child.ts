/**
 * Child process of the ingredient-analysis bench: measures readying the knowledge base in a fresh
 * process — read + JSON parse of data/knowledge-base.json and of the indexes kb:build made for it
 * (data/knowledge-base.index.json), assembling the KnowledgeBase, and the approximate-match index
 * ready for the first OCR-damaged name — and the memory it keeps. With `--no-index`, the same
 * without the ready-made indexes (built in the process, as before they were shipped). Prints one
 * JSON line.
 */
import { readFileSync } from 'node:fs';
import {
  decodeKbIndex,
  KnowledgeBase,
  Matcher,
  type RawKbIndex,
  type RawKnowledgeBase,
} from '@labellens/ingredient-analysis';

const withIndex = !process.argv.includes('--no-index');
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const before = process.memoryUsage();
const started = performance.now();
const file = require.resolve('@labellens/ingredient-analysis/data/knowledge-base.json');
const raw = JSON.parse(readFileSync(file, 'utf8')) as RawKnowledgeBase;
const parsedAt = performance.now();
const indexFile = require.resolve('@labellens/ingredient-analysis/data/knowledge-base.index.json');
const index = withIndex
  ? decodeKbIndex(JSON.parse(readFileSync(indexFile, 'utf8')) as RawKbIndex)
  : null;
const indexReadAt = performance.now();
const kb = new KnowledgeBase(raw, index);
const loadMs = performance.now() - started;
const matcher = new Matcher(kb);
const fuzzyMs = matcher.warmUp();
const readyMs = performance.now() - started;
gc?.();
const after = process.memoryUsage();
process.stdout.write(
  `${JSON.stringify({
    readyMs,
    loadMs,
    parseMs: parsedAt - started,
    indexReadMs: indexReadAt - parsedAt,
    indexMs: kb.indexMs,
    prebuilt: kb.prebuilt,
    heapMb: (after.heapUsed - before.heapUsed) / 1048576,
    rssMb: (after.rss - before.rss) / 1048576,
    fuzzyMs,
    entities: kb.entities.length,
    gc: !!gc,
  })}\n`,
);
