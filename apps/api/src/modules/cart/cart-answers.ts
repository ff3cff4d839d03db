import { type Cart, CartSchema } from '@stride/contract';

/**
 * Answers to GET /cart, kept serialized in this process, each with the stamp of the cart it was read
 * under (queries.ts, cartStamp). The header of every storefront page asks for the cart, and a cart
 * changes far less often than it is read, so a read that finds the same stamp answers with the kept
 * text: one indexed read instead of reading the lines, pricing them and serializing the answer.
 *
 * The stamp covers what the database holds; the clock is the one thing it cannot (a time-limited
 * offer ending meanwhile), so an answer is kept for a minute at most. Bounded: past
 * `maxEntries` the oldest answer goes first.
 */
export class CartAnswers {
  private readonly answers = new Map<string, { stamp: string; json: string; keptUntil: number }>();

  constructor(
    readonly maxEntries = 10_000,
    readonly keepMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The answer kept for this cart under this stamp, if it is still fresh. */
  get(cartKey: string, stamp: string): string | undefined {
    const kept = this.answers.get(cartKey);
    if (!kept) return undefined;
    if (kept.stamp !== stamp || kept.keptUntil <= this.now()) {
      this.answers.delete(cartKey);
      return undefined;
    }
    return kept.json;
  }

  set(cartKey: string, stamp: string, json: string): void {
    this.answers.delete(cartKey);
    this.answers.set(cartKey, { stamp, json, keptUntil: this.now() + this.keepMs });
    if (this.answers.size > this.maxEntries) {
      const oldest = this.answers.keys().next();
      if (!oldest.done) this.answers.delete(oldest.value);
    }
  }
}

/** The cart as its answer's JSON text, checked against the contract as every other answer is. */
export function serializeCart(cart: Cart): string {
  return JSON.stringify(CartSchema.parse(cart));
}
