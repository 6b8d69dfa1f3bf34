/** A run of the ingredient text, marked when OCR was unsure of it. */
export interface TextSegment {
  text: string;
  /** Offset of the run in the text, to select it in the text area. */
  start: number;
  uncertain: boolean;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits the text into runs, marking whole-word occurrences of the uncertain words. Words the
 * person has since corrected are no longer in the text, so their highlight goes with them.
 */
export function markUncertain(text: string, words: readonly string[]): TextSegment[] {
  const wanted = [...new Set(words.map((w) => w.trim()).filter(Boolean))];
  if (wanted.length === 0 || text === '') return text ? [{ text, start: 0, uncertain: false }] : [];
  // Longest first, so "MILK powder" wins over "MILK" where both were returned.
  wanted.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${wanted.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  );
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last)
      segments.push({ text: text.slice(last, start), start: last, uncertain: false });
    segments.push({ text: match[0], start, uncertain: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), start: last, uncertain: false });
  return segments;
}

/** The uncertain words that are still in the text. */
export function uncertainInText(text: string, words: readonly string[]): string[] {
  return [
    ...new Set(
      markUncertain(text, words)
        .filter((s) => s.uncertain)
        .map((s) => s.text),
    ),
  ];
}
