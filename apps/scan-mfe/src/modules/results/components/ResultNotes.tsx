import { useResultsText } from '../../common/i18n/context';

export interface ResultNotesProps {
  heading: string;
  /** The engine's notes (concerns, warnings); nothing is shown when there are none. */
  notes: readonly string[];
}

/** A titled list of engine-written notes inside an expanded result card. */
export function ResultNotes({ heading, notes }: ResultNotesProps) {
  const { engine } = useResultsText();
  if (notes.length === 0) return null;
  return (
    <div>
      <p className="ll-caption scan-item__subheading">{heading}</p>
      <ul {...engine}>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
