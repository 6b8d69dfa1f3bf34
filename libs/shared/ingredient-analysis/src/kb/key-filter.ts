/**
 * A Bloom filter over the knowledge base's matching keys: `mayHave(key)` is false only for a key
 * that is certainly not one of them. The matcher asks about many rewritten names (singular and
 * plural, qualifiers removed, OCR digits repaired), nearly all absent; the filter answers those
 * from 128 KB of bits instead of a lookup in the 78,000-key map. It never changes an answer:
 * a key it lets through is still looked up.
 */

const BITS = 1 << 20;
const MASK = BITS - 1;
const PROBES = 3;

/** FNV-1a over the UTF-16 code units. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Second hash for double hashing (odd, so the probes differ). */
function step(h: number): number {
  return (Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0) | 1;
}

export class KeyFilter {
  /** The filter's bits (kb:build stores them in the index file). */
  readonly bits: Uint32Array;
  /** Milliseconds spent building the filter. */
  readonly buildMs: number;

  /** Over `keys`, or from `bits` kb:build made over the same keys. */
  constructor(keys: readonly string[], bits?: Uint32Array | null) {
    const started = typeof performance !== 'undefined' ? performance.now() : Date.now();
    if (bits && bits.length === BITS >>> 5) {
      this.bits = bits;
      this.buildMs =
        (typeof performance !== 'undefined' ? performance.now() : Date.now()) - started;
      return;
    }
    this.bits = new Uint32Array(BITS >>> 5);
    for (const k of keys) {
      const h = hash(k);
      const d = step(h);
      for (let i = 0; i < PROBES; i++) {
        const bit = (h + i * d) & MASK;
        this.bits[bit >>> 5] |= 1 << (bit & 31);
      }
    }
    this.buildMs = (typeof performance !== 'undefined' ? performance.now() : Date.now()) - started;
  }

  /** False when `key` is certainly not a matching key; true when it may be. */
  mayHave(key: string): boolean {
    const h = hash(key);
    const d = step(h);
    for (let i = 0; i < PROBES; i++) {
      const bit = (h + i * d) & MASK;
      if ((this.bits[bit >>> 5] & (1 << (bit & 31))) === 0) return false;
    }
    return true;
  }
}
