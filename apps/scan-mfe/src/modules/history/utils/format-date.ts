import { formatDate } from '@labellens/web-ui';

/** Scan date for lists; "Recent" when the server sent none or an unreadable one. */
export function formatScanDate(value: string | null | undefined, locale?: string): string {
  return formatDate(value, locale) ?? 'Recent';
}

/** "N products analyzed" with the right plural. */
export function productsAnalyzedLabel(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'} analyzed`;
}
