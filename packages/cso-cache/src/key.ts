// State keys: every cached template is written as a flat list of numbers in a fixed field order, so one
// numeric hash and one comparison loop serve every state type, with no strings on the hot path.

/** Seed of the key hash (FNV offset basis). */
const SEED = 0x811c9dc5;
/** Hash of NaN: every NaN compares equal in a key, so they all hash alike. */
const NAN_WORD = 0x7ff80000;

const float = new Float64Array(1);
const words = new Uint32Array(float.buffer);

/** One FNV-1a step over a 32-bit word. */
function mixWord(h: number, word: number): number {
  return Math.imul(h ^ word, 0x01000193);
}

/**
 * A 30-bit hash of `key[0..length-1]` (30 bits keeps Map keys small integers). Values that compare equal
 * in `keysEqual` hash alike: integers (and -0) hash as themselves, NaNs as one word, other numbers by
 * their IEEE-754 bits. A MurmurHash3 finaliser spreads the bits at the end.
 */
export function hashKey(key: Float64Array, length: number): number {
  let h = mixWord(SEED, length);
  for (let i = 0; i < length; i++) {
    const v = key[i]!;
    if ((v | 0) === v) {
      h = mixWord(h, v);
    } else if (Number.isNaN(v)) {
      h = mixWord(h, NAN_WORD);
    } else {
      float[0] = v;
      h = mixWord(mixWord(h, words[0]!), words[1]!);
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h & 0x3fffffff;
}

/** Whether `stored` equals `key[0..length-1]` (NaN equals NaN, -0 equals 0). */
export function keysEqual(stored: Float64Array, key: Float64Array, length: number): boolean {
  if (stored.length !== length) return false;
  for (let i = 0; i < length; i++) {
    const a = stored[i]!;
    const b = key[i]!;
    if (a !== b && !(Number.isNaN(a) && Number.isNaN(b))) return false;
  }
  return true;
}
