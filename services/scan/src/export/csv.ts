/**
 * One CSV field: quoted when needed, and defused against spreadsheet formula injection
 * (a leading = + - @ tab or CR is prefixed with ').
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (values: unknown[]): string => values.map(csvField).join(',');
