/** One generated card, ready to preview, download or share. */
export interface GeneratedCard {
  blob: Blob;
  url: string;
  fileName: string;
}

/** Downloads each card as its own file (labellens-card-1.png, …). */
export async function downloadCards(cards: readonly GeneratedCard[], doc: Document = document) {
  for (const card of cards) {
    const link = doc.createElement('a');
    link.href = card.url;
    link.download = card.fileName;
    link.rel = 'noopener';
    doc.body.appendChild(link);
    link.click();
    link.remove();
    // Browsers drop rapid successive downloads; a short pause lets each one start.
    await new Promise((resolve) => setTimeout(resolve, 120));
  }
}

/** PNG files of the cards, for the native share sheet. */
export function cardFiles(cards: readonly GeneratedCard[]): File[] {
  return cards.map((c) => new File([c.blob], c.fileName, { type: 'image/png' }));
}

/** True when the browser can share these files through navigator.share. */
export function canShareFiles(files: File[], nav: Navigator = navigator): boolean {
  return (
    typeof nav.share === 'function' && typeof nav.canShare === 'function' && nav.canShare({ files })
  );
}

/** The user closing the share sheet is not a failure. */
export function isShareAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
