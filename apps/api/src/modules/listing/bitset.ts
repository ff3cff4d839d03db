/**
 * A fixed-size set of small integers (product positions in a listing index), one bit each: the
 * intersections and unions a filtered listing needs cost one pass over n/32 words, not a query.
 */
export class Bitset {
  readonly words: Uint32Array;
  /** Kept once asked for, until the set changes: a request counts and visits one set many times. */
  private knownCount: number | undefined;
  private knownPositions: Int32Array | undefined;

  constructor(readonly size: number) {
    this.words = new Uint32Array(Math.ceil(size / 32));
  }

  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    const spare = set.words.length * 32 - size;
    if (spare > 0) set.words[set.words.length - 1] = 0xffffffff >>> spare;
    return set;
  }

  add(position: number): void {
    this.changed();
    const index = position >>> 5;
    this.words[index] = (this.words[index] ?? 0) | (1 << (position & 31));
  }

  has(position: number): boolean {
    return ((this.words[position >>> 5] ?? 0) & (1 << (position & 31))) !== 0;
  }

  /** A copy holding the positions in both. */
  and(other: Bitset): Bitset {
    const result = new Bitset(this.size);
    const { words } = result;
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < words.length; i++) words[i] = (a[i] ?? 0) & (b[i] ?? 0);
    return result;
  }

  /** Adds every position of `other` to this set. */
  orInPlace(other: Bitset): this {
    this.changed();
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] = (a[i] ?? 0) | (b[i] ?? 0);
    return this;
  }

  /** How many positions are in both, without building the intersection. */
  countAnd(other: Bitset): number {
    const a = this.words;
    const b = other.words;
    const length = Math.min(a.length, b.length);
    let total = 0;
    for (let i = 0; i < length; i++) {
      // Both indexes are below both lengths; the bit count is written out (it runs per word).
      let bits = (a[i] as number) & (b[i] as number);
      if (bits === 0) continue;
      bits -= (bits >>> 1) & 0x55555555;
      bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
      total += (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return total;
  }

  count(): number {
    if (this.knownCount === undefined) {
      let total = 0;
      for (const word of this.words) total += popcount(word);
      this.knownCount = total;
    }
    return this.knownCount;
  }

  /** The positions in ascending order. Shared: callers must not change it. */
  positions(): Int32Array {
    if (this.knownPositions === undefined) {
      const positions = new Int32Array(this.count());
      let next = 0;
      this.forEach((position) => {
        positions[next++] = position;
      });
      this.knownPositions = positions;
    }
    return this.knownPositions;
  }

  private changed(): void {
    this.knownCount = undefined;
    this.knownPositions = undefined;
  }

  /** Calls `visit` with each position in ascending order until it returns true; true if one did. */
  some(visit: (position: number) => boolean): boolean {
    const { words } = this;
    for (let i = 0; i < words.length; i++) {
      let word = words[i] ?? 0;
      while (word !== 0) {
        const lowest = word & -word;
        if (visit(i * 32 + 31 - Math.clz32(lowest))) return true;
        word ^= lowest;
      }
    }
    return false;
  }

  /** Calls `visit` with each position, in ascending order. */
  forEach(visit: (position: number) => void): void {
    const { words } = this;
    for (let i = 0; i < words.length; i++) {
      let word = words[i] ?? 0;
      while (word !== 0) {
        const lowest = word & -word;
        visit(i * 32 + 31 - Math.clz32(lowest));
        word ^= lowest;
      }
    }
  }
}

function popcount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
