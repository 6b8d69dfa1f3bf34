/**
 * Insertion-ordered cache with a size bound: when full, the oldest tenth is dropped (a cheap
 * approximation of least-recently-used that keeps the hot names of a long-running service).
 */
export function boundedSet<K, V>(cache: Map<K, V>, key: K, value: V, max: number): void {
  if (cache.size >= max) {
    let drop = Math.ceil(max / 10);
    for (const k of cache.keys()) {
      if (drop-- <= 0) break;
      cache.delete(k);
    }
  }
  cache.set(key, value);
}
