import type { DatabaseHandle } from '@stride/db';
import { settleCreditsOfCancelled } from '../credits/service';
import {
  lockOverdueCardOrders,
  lockStock,
  markCancelled,
  returnStock,
  stockMovesOf,
  undoCouponUses,
  undoVoucherDebits,
} from './queries';

/** How many overdue orders one sweep cancels in one transaction. */
const BATCH = 50;

/**
 * Cancels card orders whose 30 minutes to pay have passed (issue 12 §3): each in a transaction that
 * locks the order (one another process holds is left to it), returns its pieces to the stock rows
 * they came from (locked in (size, store) order, as orders take them), gives back its coupon use,
 * voucher debit and the member's credits it spent (and takes back credits it earned), and marks it
 * cancelled. Returns how many it cancelled.
 */
export async function cancelOverdueCardOrders(database: DatabaseHandle): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const count = await database.transaction(async (tx) => {
      const due = await lockOverdueCardOrders(tx, BATCH);
      if (due.length === 0) return 0;
      const ids = due.map((order) => order.id);
      const moves = await stockMovesOf(tx, ids);
      await lockStock(
        tx,
        [...new Set(moves.map((move) => move.sizeId))],
        [...new Set(moves.map((move) => move.operationUnitId))],
      );
      await returnStock(tx, moves);
      await undoCouponUses(tx, ids);
      await undoVoucherDebits(tx, ids);
      // Last in the lock order: the members' credit balances (spent credits back, earned ones taken back).
      await settleCreditsOfCancelled(tx, ids);
      await markCancelled(tx, ids);
      return ids.length;
    });
    cancelled += count;
    if (count < BATCH) return cancelled;
  }
}

/**
 * Runs the sweep every `intervalMs` until stopped; a failed sweep is logged and the next one tries
 * again. The timer does not keep the process alive.
 */
export function startOverdueSweeper(
  database: DatabaseHandle,
  intervalMs: number,
  log: { error: (details: object, message: string) => void },
): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = cancelOverdueCardOrders(database).catch((error: unknown) =>
      log.error({ err: error }, 'overdue card orders'),
    );
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
