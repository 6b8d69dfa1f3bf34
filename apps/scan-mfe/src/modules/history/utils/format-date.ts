/** Scan date for lists; "Recent" when the server sent none or an unreadable one. */
export function formatScanDate(value: string | null | undefined, locale?: string): string {
  if (!value) return 'Recent';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Recent';
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "N products analyzed" with the right plural. */
export function productsAnalyzedLabel(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'} analyzed`;
}
