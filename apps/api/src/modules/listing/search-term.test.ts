import { describe, expect, it } from 'vitest';
import { correctedQuery, likeLiteral, MAX_WORDS, swapsOf, synonymsOf, toSearchTerm } from './search-term';

describe('toSearchTerm', () => {
  it('drops accents and case the way the database does, in all three languages', () => {
    expect(toSearchTerm('Bežecké TOPÁNKY').text).toBe('bezecke topanky');
    expect(toSearchTerm('futócipő').text).toBe('futocipo');
    expect(toSearchTerm('Běžecké boty').text).toBe('bezecke boty');
  });

  it('splits words on anything but letters and digits, and runs them together for compound names', () => {
    for (const typed of ['gel-kay', 'gel kay', ' gel  kay ', 'GEL_KAY']) {
      expect(toSearchTerm(typed)).toMatchObject({ words: ['gel', 'kay'], compact: 'gelkay' });
    }
    expect(toSearchTerm('gelkay')).toMatchObject({ words: ['gelkay'], compact: 'gelkay' });
    expect(toSearchTerm('nike pegasus 41').prefixQuery).toBe('nike:* & pegasus:* & 41:*');
  });

  it('makes any input safe: empty, whitespace, SQL and tsquery syntax, regex characters, emoji, 500 characters', () => {
    expect(toSearchTerm('')).toEqual({ text: '', words: [], compact: '', prefixQuery: '' });
    expect(toSearchTerm('   \t ').words).toEqual([]);
    expect(toSearchTerm("'; DROP TABLE products; --").words).toEqual(['drop', 'table', 'products']);
    expect(toSearchTerm('nike & !(peg | :*) <-> x').prefixQuery).toBe('nike:* & peg:* & x:*');
    expect(toSearchTerm('.*+?^\u0024{}()|[]\\').words).toEqual([]);
    expect(toSearchTerm('🏃‍♀️ pegasus 👟').words).toEqual(['pegasus']);
    const long = toSearchTerm('pegasus '.repeat(70));
    expect(long.words).toHaveLength(MAX_WORDS);
    for (const word of long.words) expect(word).toMatch(/^[a-z0-9]+$/);
  });

  it("lets a runner's word stand for the catalog's, per language", () => {
    expect(toSearchTerm('bežecké topánky', 'sk').prefixQuery).toBe('(bezecke:* | bezecka:*) & (topanky:* | obuv:*)');
    expect(toSearchTerm('topánky', 'cz').prefixQuery).toBe('topanky:*');
    expect(synonymsOf('cz', 'obuv')).toEqual(['boty']);
  });

  it('finds no synonyms for the names of Object’s properties', () => {
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'tostring']) {
      for (const locale of ['sk', 'cz', 'hu'] as const) expect(synonymsOf(locale, word)).toEqual([]);
    }
    expect(toSearchTerm('constructor', 'sk').prefixQuery).toBe('constructor:*');
    expect(toSearchTerm('__proto__ valueOf', 'hu').prefixQuery).toBe('proto:* & valueof:*');
  });

  it('escapes LIKE wildcards so a term means itself', () => {
    expect(likeLiteral('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('offers typo corrections as alternatives, and every neighbour swap of a word', () => {
    const term = toSearchTerm('nike pegasys 41');
    expect(correctedQuery(term, new Map([['pegasys', ['pegasus']]]))).toBe('nike:* & (pegasys:* | pegasus:*) & 41:*');
    expect(correctedQuery(term, new Map())).toBe(term.prefixQuery);
    expect(swapsOf('pegsaus')).toContain('pegasus');
    expect(swapsOf('abc')).toEqual(['bac', 'acb']);
    expect(swapsOf('aab')).toEqual(['aba']);
  });
});
