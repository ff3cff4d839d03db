import { and, count, eq, min, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Executor } from './database';
import { newsletterSubscribers, stock, webInstances } from './schema';
import { openTestDatabase } from './test-database';

let handle: DatabaseHandle;
let webInstanceId: number;
/** One stock row to change: the first size in the first store. */
let row: { sizeId: number; operationUnitId: number; quantity: number };

beforeAll(async () => {
  handle = await openTestDatabase();
  const [instance] = await handle.db.select({ id: min(webInstances.id) }).from(webInstances);
  if (!instance?.id) throw new Error('the test catalog has no web instance');
  webInstanceId = instance.id;
  const [first] = await handle.db.select().from(stock).orderBy(stock.sizeId, stock.operationUnitId).limit(1);
  if (!first) throw new Error('the test catalog has no stock');
  row = first;
});
afterAll(() => handle.close());

// Query functions as api modules write them: each takes an executor, the database or a transaction.
async function subscribe(db: Executor, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ webInstanceId, email, channel: 'footer' });
}
async function takeFromStock(db: Executor, pieces: number): Promise<void> {
  await db
    .update(stock)
    .set({ quantity: sql`${stock.quantity} - ${pieces}` })
    .where(and(eq(stock.sizeId, row.sizeId), eq(stock.operationUnitId, row.operationUnitId)));
}
async function subscribers(db: Executor, email: string): Promise<number> {
  const [result] = await db
    .select({ n: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return result?.n ?? 0;
}
async function quantity(db: Executor): Promise<number> {
  const [result] = await db
    .select({ quantity: stock.quantity })
    .from(stock)
    .where(and(eq(stock.sizeId, row.sizeId), eq(stock.operationUnitId, row.operationUnitId)));
  if (!result) throw new Error('the stock row is gone');
  return result.quantity;
}

describe(`a transaction that query functions join (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('commits every query run on it together, and they see each other before the commit', async () => {
    const before = await quantity(handle.db);
    const seenInside = await handle.transaction(async (tx) => {
      await subscribe(tx, 'commit@example.com');
      await takeFromStock(tx, 2);
      return { subscribers: await subscribers(tx, 'commit@example.com'), quantity: await quantity(tx) };
    });
    expect(seenInside).toEqual({ subscribers: 1, quantity: before - 2 });
    expect(await subscribers(handle.db, 'commit@example.com')).toBe(1);
    expect(await quantity(handle.db)).toBe(before - 2);
  });

  it('leaves nothing behind when it fails half-way, and passes the failure on', async () => {
    const before = await quantity(handle.db);
    const failure = new Error('out of stock after the first write');
    await expect(
      handle.transaction(async (tx) => {
        await subscribe(tx, 'rollback@example.com');
        await takeFromStock(tx, 5);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await subscribers(handle.db, 'rollback@example.com')).toBe(0);
    expect(await quantity(handle.db)).toBe(before);
  });

  it('rolls back a statement the database refuses, with the writes before it', async () => {
    const before = await quantity(handle.db);
    await subscribe(handle.db, 'taken@example.com');
    await expect(
      handle.transaction(async (tx) => {
        await takeFromStock(tx, 1);
        // The same address twice in one web instance breaks a unique constraint.
        await subscribe(tx, 'taken@example.com');
      }),
    ).rejects.toThrow();
    expect(await quantity(handle.db)).toBe(before);
    expect(await subscribers(handle.db, 'taken@example.com')).toBe(1);
  });
});
