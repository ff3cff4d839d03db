import { and, type Executor, eq, testGatewayTransactions } from '@stride/db';

/** The local test gateway's side of a transaction: what Comgate keeps on its servers. */
export type TestTransaction = {
  transactionId: string;
  merchant: string;
  price: number;
  currency: string;
  label: string;
  refId: string;
  email: string;
  status: string;
};

const columns = {
  transactionId: testGatewayTransactions.transactionId,
  merchant: testGatewayTransactions.merchant,
  price: testGatewayTransactions.price,
  currency: testGatewayTransactions.currency,
  label: testGatewayTransactions.label,
  refId: testGatewayTransactions.refId,
  email: testGatewayTransactions.email,
  status: testGatewayTransactions.status,
};

export async function insertTestTransaction(db: Executor, transaction: Omit<TestTransaction, 'status'>): Promise<void> {
  await db.insert(testGatewayTransactions).values({ ...transaction, status: 'PENDING' });
}

export async function testTransaction(db: Executor, transactionId: string): Promise<TestTransaction | null> {
  const [row] = await db
    .select(columns)
    .from(testGatewayTransactions)
    .where(eq(testGatewayTransactions.transactionId, transactionId));
  return row ?? null;
}

/**
 * Decides a transaction still PENDING (the buyer paid or cancelled on the payment page); one
 * statement, so of two processes deciding it at once only one does. Whether this one did.
 */
export async function decideTestTransaction(
  db: Executor,
  transactionId: string,
  status: 'PAID' | 'CANCELLED',
): Promise<boolean> {
  const rows = await db
    .update(testGatewayTransactions)
    .set({ status })
    .where(and(eq(testGatewayTransactions.transactionId, transactionId), eq(testGatewayTransactions.status, 'PENDING')))
    .returning({ transactionId: testGatewayTransactions.transactionId });
  return rows.length > 0;
}
