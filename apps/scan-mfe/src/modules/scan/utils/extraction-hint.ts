import type { ExtractionHint } from '@labellens/web-api-client';

/** Why no list was read, in words the person can act on at once (issue 19). */
export const HINT_TEXT: Record<ExtractionHint, string> = {
  'no-text': 'No text found — hold the label flat and fill the frame',
  blurry: 'Photo is blurred — hold still and tap to focus',
  'too-small': 'Text too small — move closer',
  glare: 'Glare on the label — tilt it away from the light',
  'no-list': 'No ingredient list found in this photo',
};

/** The reason for a hint from the API; none when a list was found. */
export function hintText(hint: ExtractionHint | null): string | null {
  return hint === null ? null : HINT_TEXT[hint];
}
