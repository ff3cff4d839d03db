/**
 * A fixed-size set of small integers (product positions in a listing index), one bit each: the
 * intersections and unions a filtered listing needs cost one pass over n/32 words, not a query.
 */
export class Bitset {
  readonly words: Uint32Array;

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
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] = (a[i] ?? 0) | (b[i] ?? 0);
    return this;
  }

  count(): number {
    let total = 0;
    for (const word of this.words) total += popcount(word);
    return total;
  }

  /** The positions, in ascending order. */
  toArray(): number[] {
    const positions: number[] = [];
    this.forEach((position) => {
      positions.push(position);
    });
    return positions;
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
