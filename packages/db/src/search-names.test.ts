import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { openTestDatabase } from './test-database';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

/** What the triggers of migrations 0006 and 0008 must keep, computed from product_translations directly. */
async function expectedAndKept(database: DatabaseHandle) {
  const names = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT locale, name FROM product_translations
       EXCEPT SELECT locale, name FROM search_names
       UNION ALL
       (SELECT locale, name FROM search_names EXCEPT SELECT locale, name FROM product_translations)) d`,
  );
  const words = await database.query<{ n: number }>(
    `WITH wanted AS (
       SELECT locale, word, count(*)::int AS names FROM (SELECT DISTINCT locale, name FROM product_translations) n,
              unnest(tsvector_to_array(to_tsvector('simple', stride_search_text(name)))) AS word GROUP BY locale, word)
     SELECT count(*)::int AS n FROM (
       (SELECT locale, word, names FROM wanted EXCEPT SELECT locale, word, names FROM search_words)
       UNION ALL
       (SELECT locale, word, names FROM search_words EXCEPT SELECT locale, word, names FROM wanted)) d`,
  );
  return { namesOff: names[0]?.n, wordsOff: words[0]?.n };
}

describe(`search names and words (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('follow product names as they are added, renamed and removed', async () => {
    handle = await openTestDatabase();
    const database = handle;
    expect(await expectedAndKept(database)).toEqual({ namesOff: 0, wordsOff: 0 });
    const [product] = await database.query<{ id: number }>('SELECT min(product_id) AS id FROM product_translations');

    await database.query(`UPDATE product_translations SET name = 'Zephyrion Bežecká' WHERE product_id = $1`, [
      product?.id,
    ]);
    expect(await expectedAndKept(database)).toEqual({ namesOff: 0, wordsOff: 0 });
    const [added] = await database.query<{ names: number }>(
      `SELECT names FROM search_words WHERE word = 'zephyrion' AND locale = 'sk'`,
    );
    expect(added?.names).toBe(1);

    await database.query('DELETE FROM product_translations WHERE product_id = $1', [product?.id]);
    expect(await expectedAndKept(database)).toEqual({ namesOff: 0, wordsOff: 0 });
    expect(await database.query(`SELECT 1 FROM search_words WHERE word = 'zephyrion'`)).toEqual([]);
  });

  it('find the words one typo away from a typed one', async () => {
    handle = await openTestDatabase();
    const rows = await handle.query<{ word: string }>(
      `SELECT word FROM search_words WHERE locale = 'sk' AND levenshtein_less_equal(word, 'pegasys', 1) = 1`,
    );
    expect(rows.map((row) => row.word)).toEqual(['pegasus']);
  });
});
