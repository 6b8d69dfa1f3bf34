import { markUncertain } from '../utils/uncertain-words';

export interface UncertainWordsProps {
  /** The ingredient text as it stands in the text area. */
  text: string;
  /** Words the OCR read with low confidence. */
  words: readonly string[];
  /** Selects a run of the text area, so the word can be typed over. */
  onSelect: (start: number, end: number) => void;
}

/**
 * The ingredient list with the words the OCR was unsure of highlighted: a text area cannot mark
 * words, so the list is shown once more beneath it. Each highlight selects its word for editing.
 */
export function UncertainWords({ text, words, onSelect }: UncertainWordsProps) {
  const segments = markUncertain(text, words);
  const count = segments.filter((s) => s.uncertain).length;
  if (count === 0) return null;
  return (
    <div className="ll-stack scan-uncertain" data-testid="uncertain-words">
      <p className="scan-uncertain__title">
        Check {count === 1 ? 'the highlighted word' : `the ${count} highlighted words`}
      </p>
      <p className="scan-uncertain__hint">The photo was unclear there. Tap a word to edit it.</p>
      <p className="scan-uncertain__text">
        {segments.map((segment) =>
          segment.uncertain ? (
            <mark key={segment.start} className="scan-uncertain__mark">
              <button
                type="button"
                aria-label={`Check this word: ${segment.text}`}
                onClick={() => {
                  onSelect(segment.start, segment.start + segment.text.length);
                }}
              >
                {segment.text}
              </button>
            </mark>
          ) : (
            <span key={segment.start}>{segment.text}</span>
          ),
        )}
      </p>
    </div>
  );
}
