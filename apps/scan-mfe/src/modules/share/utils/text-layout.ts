/** Width of a string in the current font (canvas measureText, or a stand-in in tests). */
export type MeasureText = (text: string) => number;

/**
 * Greedy word wrap into at most `maxLines` lines no wider than `maxWidth`; a word longer than a
 * line is broken by characters, and text that does not fit ends the last line with an ellipsis.
 */
export function wrapLines(
  text: string,
  maxWidth: number,
  maxLines: number,
  measure: MeasureText,
): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let overflow = false;

  const pushWordPieces = (word: string) => {
    // Break an over-long word (long chemical names) by characters.
    let piece = '';
    for (const ch of word) {
      if (measure(piece + ch) > maxWidth && piece) {
        lines.push(piece);
        piece = ch;
      } else {
        piece += ch;
      }
    }
    return piece;
  };

  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = measure(word) > maxWidth ? pushWordPieces(word) : word;
    if (lines.length >= maxLines) {
      overflow = true;
      break;
    }
  }
  if (!overflow && current) lines.push(current);
  if (lines.length > maxLines) overflow = true;

  const kept = lines.slice(0, maxLines);
  if (overflow && kept.length > 0) {
    let last = kept[kept.length - 1];
    while (last && measure(`${last}…`) > maxWidth) last = last.slice(0, -1).trimEnd();
    kept[kept.length - 1] = `${last.replace(/[\s.,;:]+$/, '')}…`;
  }
  return kept;
}
