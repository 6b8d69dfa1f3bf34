const suffixes: Record<string, number> = {
  m: 1e-3,
  '': 1,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  Ki: 1024,
  Mi: 1024 ** 2,
  Gi: 1024 ** 3,
};

/** A Kubernetes resource quantity ("250m", "1", "512Mi") as a number, for comparisons. */
export function quantity(value: string | number): number {
  const match = /^(\d+(?:\.\d+)?)(m|k|M|G|Ki|Mi|Gi)?$/.exec(String(value));
  if (!match) throw new Error(`unsupported quantity ${value}`);
  return Number(match[1]) * suffixes[match.at(2) ?? ''];
}
