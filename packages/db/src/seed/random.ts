/** mulberry32: a tiny, fast, seedable PRNG; the same seed gives the same sequence on every machine. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Derives an independent stream per purpose, so adding draws in one place does not shift another. */
export function hashSeed(...parts: (string | number)[]): number {
  let h = 2_166_136_261;
  for (const ch of parts.join('\u0000')) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16_777_619);
  }
  return h >>> 0;
}

export class Random {
  private readonly next: () => number;

  constructor(...seedParts: (string | number)[]) {
    this.next = mulberry32(hashSeed(...seedParts));
  }

  float(): number {
    return this.next();
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Random.pick: empty list');
    return item;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
}
