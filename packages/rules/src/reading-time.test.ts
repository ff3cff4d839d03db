import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from './reading-time';

/** `n` words of running text in paragraphs of ten. */
const body = (n: number) =>
  Array.from(
    { length: Math.ceil(n / 10) },
    (_, p) => `<p>${Array.from({ length: Math.min(10, n - p * 10) }, () => 'beh').join(' ')}</p>`,
  ).join('\n');

describe('countWords', () => {
  it('counts the words of the text, not the markup', () => {
    expect(countWords('<p>Dlhý beh v nedeľu.</p>')).toBe(4);
    expect(countWords('<h2>Tréning</h2><p>Prvé <strong>štyri</strong> týždne</p>')).toBe(4);
    // A tag between two words separates them; a dash or an entity alone is no word.
    expect(countWords('jeden<br>dva – tri &amp; štyri')).toBe(4);
    expect(countWords('<a href="/produkt/a-b-c-d">odkaz</a>')).toBe(1);
    expect(countWords('Futás 12 km-en')).toBe(3);
    expect(countWords('')).toBe(0);
  });
});

describe('readingMinutes', () => {
  it('is at least a minute, then one more for every 200 words begun', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(body(1))).toBe(1);
    expect(readingMinutes(body(200))).toBe(1);
    expect(readingMinutes(body(201))).toBe(2);
    expect(readingMinutes(body(400))).toBe(2);
    expect(readingMinutes(body(401))).toBe(3);
    expect(readingMinutes(body(1000))).toBe(5);
  });
});
