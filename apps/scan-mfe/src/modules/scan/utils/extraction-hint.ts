import type { ExtractionHint } from '@labellens/web-api-client';

/** Why no list was read, in words the person can act on at once (issue 19). */
export const HINT_TEXT: Record<ExtractionHint, string> = {
  'no-text': 'No text found — hold the label flat and fill the frame',
  blurry: 'Photo is blurred — hold still and tap to focus',
  'too-small': 'Text too small — move closer',
  glare: 'Glare on the label — tilt it away from the light',
  'no-list': 'No ingredient list found in this photo',
};

/** The reason for a hint from the API; unknown values (a newer server) give no reason. */
export function hintText(hint: string | null | undefined): string | null {
  return hint && Object.hasOwn(HINT_TEXT, hint) ? HINT_TEXT[hint as ExtractionHint] : null;
}
