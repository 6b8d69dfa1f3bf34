/** Hands a downloaded blob to the browser as a file with the given name. */
export function saveFile(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started by the next task; the URL is no longer needed after that.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

/** Whether the typed confirmation allows deleting the account. */
export function isDeleteConfirmed(typed: string): boolean {
  return typed.trim() === 'DELETE';
}
