/**
 * One CSV field: quoted when needed, and defused against spreadsheet formula injection
 * (a leading = + - @ tab or CR is prefixed with ').
 */
/** What a CSV field is made from: a list becomes `a; b`. */
export type CsvValue = string | number | boolean | Date | null | undefined | readonly CsvValue[];

export function csvField(value: CsvValue): string {
  let text =
    value === null || value === undefined
      ? ''
      : Array.isArray(value)
        ? value.join('; ')
        : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (values: readonly CsvValue[]): string => values.map(csvField).join(',');
