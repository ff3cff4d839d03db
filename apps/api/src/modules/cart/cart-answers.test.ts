import { describe, expect, it } from 'vitest';
import { CartAnswers } from './cart-answers';

describe('answers kept for carts', () => {
  it('answer again only under the same stamp', () => {
    const answers = new CartAnswers();
    answers.set('1|cart', 'v1', '{"count":1}');
    expect(answers.get('1|cart', 'v1')).toBe('{"count":1}');
    expect(answers.get('1|other', 'v1')).toBeUndefined();
    // Another stamp: the cart changed; the old answer is gone, not only skipped.
    expect(answers.get('1|cart', 'v2')).toBeUndefined();
    expect(answers.get('1|cart', 'v1')).toBeUndefined();
  });

  it('keep an answer a minute at most, for what the stamp cannot see: the clock', () => {
    let now = 1_000_000;
    const answers = new CartAnswers(10, 60_000, () => now);
    answers.set('1|cart', 'v1', 'answer');
    now += 59_999;
    expect(answers.get('1|cart', 'v1')).toBe('answer');
    now += 1;
    expect(answers.get('1|cart', 'v1')).toBeUndefined();
  });

  it('keep at most maxEntries, dropping the answer set longest ago', () => {
    const answers = new CartAnswers(2);
    answers.set('a', 's', 'A');
    answers.set('b', 's', 'B');
    answers.set('a', 's', 'A2');
    answers.set('c', 's', 'C');
    expect([answers.get('a', 's'), answers.get('b', 's'), answers.get('c', 's')]).toEqual(['A2', undefined, 'C']);
  });
});
