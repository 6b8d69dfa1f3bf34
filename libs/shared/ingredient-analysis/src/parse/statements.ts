/**
 * Allergen statements taken out of an ingredient list: declared (`Contains: milk`) and
 * precautionary (`May contain nuts`, `Traces possibles : céleri`), wherever they are printed.
 */
import {
  CONTAINS_PATTERNS,
  SENTENCE_START_ONLY,
  STATEMENT_STARTS,
  TRACE_PATTERNS,
} from './lexicon';

export interface LabelStatement {
  /** Statement text as printed (without the `contains:` / `may contain` words). */
  text: string;
  kind: 'contains' | 'may-contain';
}

// ---------------------------------------------------------------------------------------------
// Statements

/** End of a statement: a full stop that is not a decimal point, a line end, or the text end. */
function statementEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') return i;
    if (c === '.' && !(/\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? ''))) return i;
  }
  return text.length;
}

interface StatementPattern {
  kind: LabelStatement['kind'];
  /** Sticky copy of the pattern, run at candidate positions only. */
  re: RegExp;
  sentenceStart: boolean;
}

function sticky(kind: LabelStatement['kind'], re: RegExp): StatementPattern {
  return {
    kind,
    re: new RegExp(re.source, re.flags.replace('g', '') + 'y'),
    sentenceStart: SENTENCE_START_ONLY.has(re.source),
  };
}

// Trace patterns first: `may contain` must not be read as a `contains` statement.
const STATEMENT_PATTERNS: Record<string, StatementPattern[]> = Object.fromEntries(
  [...new Set([...Object.keys(TRACE_PATTERNS), ...Object.keys(CONTAINS_PATTERNS)])].map((lang) => [
    lang,
    [
      ...(TRACE_PATTERNS[lang] ?? []).map((re) => sticky('may-contain', re)),
      ...(CONTAINS_PATTERNS[lang] ?? []).map((re) => sticky('contains', re)),
    ],
  ]),
);
const ALL_STATEMENT_PATTERNS = Object.values(STATEMENT_PATTERNS).flat();

export function extractStatements(
  body: string,
  out: LabelStatement[],
  lang: string | undefined,
): string {
  let text = body;
  const patterns =
    lang !== undefined && lang in STATEMENT_PATTERNS
      ? [...STATEMENT_PATTERNS[lang], ...(lang === 'en' ? [] : STATEMENT_PATTERNS.en)]
      : ALL_STATEMENT_PATTERNS;
  for (let guard = 0; guard < 20; guard++) {
    let best: { kind: LabelStatement['kind']; start: number; end: number; content: string } | null =
      null;
    STATEMENT_STARTS.lastIndex = 0;
    for (
      let c = STATEMENT_STARTS.exec(text);
      c !== null && !best;
      c = STATEMENT_STARTS.exec(text)
    ) {
      for (const { kind, re, sentenceStart } of patterns) {
        re.lastIndex = c.index;
        const m = re.exec(text);
        if (!m) continue;
        if (
          sentenceStart &&
          !/(?:^|[.\n])\s*$/.test(text.slice(Math.max(0, m.index - 40), m.index))
        )
          continue;
        const start = m.index;
        let content: string;
        let end: number;
        const group = m[1] as string | undefined;
        if (group !== undefined) {
          content = group;
          end = m.index + m[0].length;
          const stop = statementEnd(text, end);
          if (/^\s*[.!]?\s*$/.test(text.slice(end, stop))) end = stop;
        } else {
          const cStart = m.index + m[0].length;
          end = statementEnd(text, cStart);
          content = text.slice(cStart, end);
        }
        best = { kind, start, end, content };
        break;
      }
    }
    if (!best) break;
    // A verb-final statement cut at the line end keeps its verb (`Spuren von Milch enthalten`).
    const cleaned = best.content
      .replace(/^[\s:,-]+|[\s.,;:]+$/g, '')
      .replace(/\s+(?:enthalten|bevatten)$/iu, '')
      .trim();
    if (cleaned) out.push({ text: cleaned, kind: best.kind });
    text = `${text.slice(0, best.start)}${text[best.end] === '.' ? '' : ' '}${text.slice(best.end + (text[best.end] === '.' ? 1 : 0))}`;
  }
  return text;
}
