/** A regular-expression group or indexed value that may be absent at run time, as text. */
export function orEmpty(value: string | undefined): string {
  return value ?? '';
}
