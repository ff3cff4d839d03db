import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Executor } from './database';
import { webInstances } from './schema';
import { preparableSql, statement } from './statement';
import { openTestDatabase } from './test-database';

let handle: DatabaseHandle;
let instances: { id: number; name: string }[];

beforeAll(async () => {
  handle = await openTestDatabase();
  instances = await handle.db
    .select({ id: webInstances.id, name: webInstances.name })
    .from(webInstances)
    .orderBy(webInstances.id);
  if (instances.length < 2) throw new Error('the test catalog has fewer than two web instances');
});
afterAll(() => handle.close());

/** A statement whose builds are counted, as a query module would write one. */
function countedStatement(name: string) {
  const built: Executor[] = [];
  const nameOf = statement(name, (db) => {
    built.push(db);
    return db
      .select({ name: webInstances.name })
      .from(webInstances)
      .where(eq(webInstances.id, sql.placeholder('id')));
  });
  return { built, nameOf };
}

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`a prepared statement (${engine})`, () => {
  it('is built once for the database and answers each call with its own values', async () => {
    const { built, nameOf } = countedStatement('test_name_of_db');
    for (const instance of instances) {
      expect(await nameOf(handle.db).execute({ id: instance.id })).toEqual([{ name: instance.name }]);
    }
    expect(await nameOf(handle.db).execute({ id: -1 })).toEqual([]);
    expect(built).toEqual([handle.db]);
  });

  it('runs in the transaction it is called in, and is built once per transaction executor', async () => {
    const { built, nameOf } = countedStatement('test_name_of_tx');
    const [first, second] = instances;
    if (!first || !second) throw new Error('unreachable');
    let seen: unknown;
    const rollBack = new Error('undo the rename');
    await expect(
      handle.transaction(async (tx) => {
        await tx.update(webInstances).set({ name: 'Renamed in the transaction' }).where(eq(webInstances.id, first.id));
        // The transaction's own uncommitted write, read by one statement object twice.
        seen = [await nameOf(tx).execute({ id: first.id }), await nameOf(tx).execute({ id: second.id })];
        throw rollBack;
      }),
    ).rejects.toBe(rollBack);
    expect(seen).toEqual([[{ name: 'Renamed in the transaction' }], [{ name: second.name }]]);
    expect(built).toHaveLength(1);
    expect(await nameOf(handle.db).execute({ id: first.id })).toEqual([{ name: first.name }]);
  });
});

describe(`prepared statements across transactions (${engine})`, () => {
  // On PostgreSQL a transaction runs on its connection's one Drizzle database, so a statement is
  // built once per pooled connection; PGlite hands each transaction a new Drizzle transaction.
  it('are built once per pooled connection on PostgreSQL, once per transaction on PGlite', async () => {
    const { built, nameOf } = countedStatement('test_name_of_reused');
    const [first] = instances;
    if (!first) throw new Error('unreachable');
    for (let i = 0; i < 20; i++) {
      await handle.transaction((tx) => nameOf(tx).execute({ id: first.id }));
    }
    // One after another, the transactions reuse the pool's one idle connection.
    expect(built).toHaveLength(engine === 'PostgreSQL' ? 1 : 20);
  });

  it('are named statements the server keeps on PostgreSQL: parsed once per connection', async () => {
    const { nameOf } = countedStatement('test_name_of_named');
    const [first] = instances;
    if (!first) throw new Error('unreachable');
    const kept = await handle.transaction(async (tx) => {
      await nameOf(tx).execute({ id: first.id });
      return tx.execute<{ name: string }>(
        sql`select name from pg_prepared_statements where name = 'test_name_of_named'`,
      );
    });
    // PGlite is one session inside this process, where parsing costs no round trip; its driver does not name them.
    expect(kept.rows).toEqual(engine === 'PostgreSQL' ? [{ name: 'test_name_of_named' }] : []);
  });
});

describe(`raw SQL as a named statement (${engine})`, () => {
  it('answers each call with its own values, and PostgreSQL keeps it parsed by its name', async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('unreachable');
    const nameOf = statement('test_raw_name_of', (tx) =>
      preparableSql(
        tx,
        sql`with picked as (select ${webInstances.name} as name from ${webInstances}
          where ${webInstances.id} = ${sql.placeholder('id')}) select name from picked`,
      ),
    );
    const rowsOf = async (tx: Executor, id: number) =>
      ((await nameOf(tx).execute({ id })) as { rows: { name: string }[] }).rows;
    const { answers, kept } = await handle.transaction(async (tx) => ({
      answers: [await rowsOf(tx, first.id), await rowsOf(tx, second.id), await rowsOf(tx, -1)],
      kept: await tx.execute<{ name: string }>(
        sql`select name from pg_prepared_statements where name = 'test_raw_name_of'`,
      ),
    }));
    expect(answers).toEqual([[{ name: first.name }], [{ name: second.name }], []]);
    expect(kept.rows).toEqual(engine === 'PostgreSQL' ? [{ name: 'test_raw_name_of' }] : []);
  });
});
