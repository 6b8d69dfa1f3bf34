/**
 * Knowledge-base indexes built at `kb:build` time (data/knowledge-base.index.json) so that loading
 * only decodes them: the name index (for every distinct matching key, in first-seen order, the
 * entities it names, strongest kind first), the INCI rows' matching keys and the trigram index of
 * the approximate matcher. The runtime builds exactly the same structures when the file does not
 * fit the data (KnowledgeBase checks a fingerprint and falls back), so results never depend on it.
 *
 * Integer arrays travel as base64 of unsigned LEB128 varints (postings delta-coded within each
 * trigram list), so the file stays small and parses as JSON in Node, Jest and the browser. The
 * keys themselves are not stored: the loader reads them off the entities in the same order.
 * Trigram lists are decoded when a search first reads them (most never are: a search reads only
 * the rarest lists of its query).
 */

export const INDEX_FORMAT = 1;

/** Counts that tie an index file to the knowledge base it was built from. */
export interface IndexFingerprint {
  entities: number;
  inci: number;
  /** Distinct matching keys. */
  keys: number;
  /** Total length of the matching keys of every entity and INCI row, repeats included. */
  keyChars: number;
}

export interface RawKbIndex {
  format: number;
  fingerprint: IndexFingerprint;
  /** `matchKey(name)` of each INCI row, joined by `\n`. */
  inciKeys: string;
  /** Per key: number of entity codes (varints). */
  keyCounts: string;
  /** Entity codes (`entity * 64 + language`) of every key, in order (varints). */
  keyCodes: string;
  /** Trigrams of the approximate matcher, concatenated (three UTF-16 units each). */
  grams: string;
  /** Per trigram: length of its posting list (varints). */
  gramCounts: string;
  /** Per trigram: bytes of its encoded posting list (varints). */
  gramBytes: string;
  /** Key ids of each trigram list, delta-coded within the list (varints). */
  gramPostings: string;
  /** The key filter's bits (little-endian 32-bit words); absent in older builds. */
  keyFilter?: string;
}

/** Name index in flat form: key `i` names the codes `codes[starts[i]] .. codes[starts[i+1]-1]`. */
export interface KeyIndexParts {
  keys: string[];
  starts: Int32Array;
  codes: Int32Array;
}

/** Trigram index: trigram `g` lists the key ids `lists[g]` (ascending). */
export interface GramIndexParts {
  grams: string[];
  lists: Int32Array[];
}

/** Trigram index as stored: list `g` has `counts[g]` ids in `bytes[byteStarts[g]..]`. */
export interface EncodedGramIndex {
  grams: string[];
  counts: Int32Array;
  byteStarts: Int32Array;
  bytes: Uint8Array;
}

export interface KbIndexParts {
  fingerprint: IndexFingerprint;
  inciKeys: string[];
  keyIndex: KeyIndexParts;
  gramIndex: GramIndexParts;
  /** The bits of the key filter over the keys. */
  keyFilter: Uint32Array;
}

export interface DecodedKbIndex {
  fingerprint: IndexFingerprint;
  inciKeys: string[];
  /** Name index without its keys (KnowledgeBase reads them off the entities). */
  keyIndex: Omit<KeyIndexParts, 'keys'>;
  gramIndex: EncodedGramIndex;
  keyFilter: Uint32Array | null;
}

// --- encoding (kb:build) ----------------------------------------------------------------------

function varints(values: ArrayLike<number>): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < values.length; i++) {
    let v = values[i];
    if (v < 0 || !Number.isInteger(v)) throw new Error(`varint out of range: ${v}`);
    while (v >= 0x80) {
      out.push((v & 0x7f) | 0x80);
      v >>>= 7;
    }
    out.push(v);
  }
  return Uint8Array.from(out);
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function toBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    parts.push(
      B64[(n >> 18) & 63] +
        B64[(n >> 12) & 63] +
        (i + 1 < bytes.length ? B64[(n >> 6) & 63] : '=') +
        (i + 2 < bytes.length ? B64[n & 63] : '='),
    );
  }
  return parts.join('');
}

function counts(starts: Int32Array): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < starts.length; i++) out.push(starts[i + 1] - starts[i]);
  return out;
}

function joinLines(list: string[], what: string): string {
  for (const s of list) if (s.includes('\n')) throw new Error(`${what} contains a newline: ${s}`);
  return list.join('\n');
}

export function encodeKbIndex(index: KbIndexParts): RawKbIndex {
  const { keyIndex, gramIndex } = index;
  const encodedLists = gramIndex.lists.map((list) => {
    const deltas: number[] = [];
    let prev = 0;
    for (const id of list) {
      if (id < prev) throw new Error('trigram postings must be ascending');
      deltas.push(id - prev);
      prev = id;
    }
    return varints(deltas);
  });
  const bytes = new Uint8Array(encodedLists.reduce((n, b) => n + b.length, 0));
  let at = 0;
  for (const b of encodedLists) {
    bytes.set(b, at);
    at += b.length;
  }
  for (const g of gramIndex.grams) if (g.length !== 3) throw new Error(`bad trigram "${g}"`);
  return {
    format: INDEX_FORMAT,
    fingerprint: index.fingerprint,
    inciKeys: joinLines(index.inciKeys, 'INCI key'),
    keyCounts: toBase64(varints(counts(keyIndex.starts))),
    keyCodes: toBase64(varints(keyIndex.codes)),
    grams: gramIndex.grams.join(''),
    gramCounts: toBase64(varints(gramIndex.lists.map((l) => l.length))),
    gramBytes: toBase64(varints(encodedLists.map((b) => b.length))),
    gramPostings: toBase64(bytes),
    keyFilter: toBase64(wordBytes(index.keyFilter)),
  };
}

/** 32-bit words as little-endian bytes, whatever the machine's order. */
function wordBytes(words: Uint32Array): Uint8Array {
  const out = new Uint8Array(words.length * 4);
  const view = new DataView(out.buffer);
  for (let i = 0; i < words.length; i++) view.setUint32(i * 4, words[i], true);
  return out;
}

function bytesWords(bytes: Uint8Array): Uint32Array {
  const out = new Uint32Array(bytes.length >>> 2);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < out.length; i++) out[i] = view.getUint32(i * 4, true);
  return out;
}

// --- decoding (load) --------------------------------------------------------------------------

const B64_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < B64.length; i++) B64_VALUE[B64.charCodeAt(i)] = i;

interface BufferLike {
  from(s: string, encoding: 'base64'): Uint8Array;
}

/** Node's Buffer when there is one (native speed), otherwise a plain decoder (browsers). */
function fromBase64(s: string): Uint8Array {
  const nodeBuffer = (globalThis as { Buffer?: BufferLike }).Buffer;
  if (nodeBuffer) return nodeBuffer.from(s, 'base64');
  let len = (s.length / 4) * 3;
  if (s.endsWith('==')) len -= 2;
  else if (s.endsWith('=')) len -= 1;
  const out = new Uint8Array(len);
  let o = 0;
  for (let i = 0; i < s.length; i += 4) {
    const n =
      (B64_VALUE[s.charCodeAt(i)] << 18) |
      (B64_VALUE[s.charCodeAt(i + 1)] << 12) |
      ((B64_VALUE[s.charCodeAt(i + 2)] & 63) << 6) |
      (B64_VALUE[s.charCodeAt(i + 3)] & 63);
    if (o < len) out[o++] = (n >> 16) & 255;
    if (o < len) out[o++] = (n >> 8) & 255;
    if (o < len) out[o++] = n & 255;
  }
  return out;
}

/** Decodes `count` varints. */
function readVarints(b64: string, count: number): Int32Array {
  return decodeVarints(fromBase64(b64), 0, count, false);
}

/** `count` varints from `bytes[at]`; `delta`: each is the difference from the one before. */
function decodeVarints(bytes: Uint8Array, at: number, count: number, delta: boolean): Int32Array {
  const out = new Int32Array(count);
  let p = at;
  let prev = 0;
  for (let k = 0; k < count; k++) {
    let b = bytes[p++];
    let v = b & 0x7f;
    let shift = 7;
    while (b >= 0x80) {
      b = bytes[p++];
      v |= (b & 0x7f) << shift;
      shift += 7;
    }
    prev = delta ? prev + v : v;
    out[k] = prev;
  }
  return out;
}

function startsFrom(c: Int32Array): Int32Array {
  const starts = new Int32Array(c.length + 1);
  for (let i = 0; i < c.length; i++) starts[i + 1] = starts[i] + c[i];
  return starts;
}

/** Decodes one trigram list (`count` delta-coded ids from `bytes[at]`). */
export function decodePostings(bytes: Uint8Array, at: number, count: number): Int32Array {
  return decodeVarints(bytes, at, count, true);
}

/** Decodes the index file (trigram lists stay encoded), or returns null for another format. */
export function decodeKbIndex(raw: RawKbIndex): DecodedKbIndex | null {
  if (raw.format !== INDEX_FORMAT) return null;
  const keyCount = raw.fingerprint.keys;
  const keyStarts = startsFrom(readVarints(raw.keyCounts, keyCount));
  const keyCodes = readVarints(raw.keyCodes, keyStarts[keyCount]);
  const gramCount = raw.grams.length / 3;
  const grams: string[] = new Array<string>(gramCount);
  for (let g = 0; g < gramCount; g++) grams[g] = raw.grams.slice(g * 3, g * 3 + 3);
  return {
    fingerprint: raw.fingerprint,
    inciKeys: raw.inciKeys.length > 0 ? raw.inciKeys.split('\n') : [],
    keyIndex: { starts: keyStarts, codes: keyCodes },
    gramIndex: {
      grams,
      counts: readVarints(raw.gramCounts, gramCount),
      byteStarts: startsFrom(readVarints(raw.gramBytes, gramCount)),
      bytes: fromBase64(raw.gramPostings),
    },
    keyFilter: raw.keyFilter ? bytesWords(fromBase64(raw.keyFilter)) : null,
  };
}
