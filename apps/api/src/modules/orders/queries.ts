import {
  and,
  asc,
  carts,
  couponRedemptions,
  coupons,
  deliveryMethods,
  desc,
  type Executor,
  eq,
  giftVouchers,
  inArray,
  type OrderDeliveryAddress,
  type OrderVatRow,
  operationUnits,
  operationUnitTranslations,
  orderGiftVouchers,
  orderItems,
  orderStockMoves,
  orders,
  paymentMethods,
  pickupPoints,
  preparableSql,
  sql,
  statement,
  stock,
  voucherDebits,
  withdrawals,
} from '@stride/db';

/**
 * The order's reads and writes. Creating an order takes its locks in one fixed order — the cart, the
 * stock rows by (size, store), the coupon, the gift voucher — so two orders never wait on each other
 * in a circle; each lock is a statement of its own, and what is checked is read after it.
 */

/**
 * The cart of this token in this shop, open or ordered, locked until the transaction ends, with what
 * an order takes from it besides its lines: its status, the checkout's choices and contact, the
 * pickup point's or store's name and address, its coupon and voucher, and its sizes (to lock their
 * stock next). One statement: every round trip to the database is time the cart stays locked.
 */
const cartToOrderStatement = statement('order_lock_cart', (db) => {
  const storeName = sql<
    string | null
  >`coalesce((select ${operationUnitTranslations.name} from ${operationUnitTranslations}
    where ${operationUnitTranslations.operationUnitId} = ${operationUnits.id}
    and ${operationUnitTranslations.locale} = ${sql.placeholder('locale')}), ${operationUnits.name})`;
  return db
    .select({
      id: carts.id,
      status: carts.status,
      contact: carts.contact,
      couponId: carts.couponId,
      voucherId: carts.giftVoucherId,
      userId: carts.userId,
      creditsUsed: carts.creditsUsed,
      delivery: deliveryMethods.kind,
      payment: paymentMethods.kind,
      pickupPointId: carts.pickupPointId,
      pickupStoreId: carts.pickupStoreId,
      pickupPoint: sql<
        string | null
      >`case when ${pickupPoints.active} and ${pickupPoints.country} = ${sql.placeholder('locale')}
        then concat_ws(', ', ${pickupPoints.name},
          -- Packeta's names often hold the street already ("Z-BOX Bratislava, Dúbravka, Bagarova 1897/62").
          case when strpos(${pickupPoints.name}, ${pickupPoints.street}) = 0 then ${pickupPoints.street} end,
          ${pickupPoints.zip} || ' ' || ${pickupPoints.city}) end`,
      store: sql<string | null>`case when ${operationUnits.id} is not null
        then concat_ws(', ', ${storeName}, ${operationUnits.street}, ${operationUnits.zip} || ' ' || ${operationUnits.town}) end`,
      sizeIds: sql<
        number[]
      >`array(select distinct ci.size_id from cart_items ci where ci.cart_id = ${carts.id} order by 1)`,
      giftVoucherCount: sql<number>`(select count(*) from cart_gift_vouchers g where g.cart_id = ${carts.id})::int`,
      // The order's stock change is counted at its commit but notified after it, once for the
      // orders of the next moment (migration 0015, catalog-notice.ts); set here, not in a statement of its own.
      notifyDeferred: sql<string>`set_config('stride.catalog_notify_deferred', 'on', true)`,
      // The order's prepared statements run on their generic plans: PostgreSQL kept planning the write
      // (data-modifying CTEs) for every order, as long as it then ran, since no plan of it is cheaper.
      genericPlans: sql<string>`set_config('plan_cache_mode', 'force_generic_plan', true)`,
    })
    .from(carts)
    .leftJoin(deliveryMethods, eq(deliveryMethods.id, carts.deliveryMethodId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, carts.paymentMethodId))
    .leftJoin(pickupPoints, eq(pickupPoints.id, carts.pickupPointId))
    .leftJoin(operationUnits, eq(operationUnits.id, carts.pickupStoreId))
    .where(
      and(
        eq(carts.accessTokenHash, sql.placeholder('tokenHash')),
        eq(carts.webInstanceId, sql.placeholder('webInstanceId')),
      ),
    )
    .for('update', { of: carts });
});

export type CartToOrder = NonNullable<Awaited<ReturnType<typeof lockCartToOrder>>>;

export async function lockCartToOrder(
  tx: Executor,
  webInstanceId: number,
  tokenHash: string,
  locale: 'sk' | 'cz' | 'hu',
) {
  const [row] = await cartToOrderStatement(tx).execute({ tokenHash, webInstanceId, locale });
  return row ?? null;
}

/** An order as its creation answers it. */
export type PlacedOrder = { id: number; orderNumber: string; cartId: number; paymentType: string; status: string };

const placedColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  cartId: orders.cartId,
  paymentType: orders.paymentType,
  status: orders.status,
};

export async function orderOfCart(db: Executor, cartId: number): Promise<PlacedOrder | undefined> {
  const [row] = await db.select(placedColumns).from(orders).where(eq(orders.cartId, cartId));
  return row;
}

export async function orderOfIdempotencyKey(
  db: Executor,
  webInstanceId: number,
  key: string,
): Promise<(PlacedOrder & { cartTokenHash: string }) | undefined> {
  const [row] = await db
    .select({ ...placedColumns, cartTokenHash: carts.accessTokenHash })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(and(eq(orders.webInstanceId, webInstanceId), eq(orders.idempotencyKey, key)));
  return row;
}

/** A stock row, locked: the pieces of a size in one store. */
export type LockedStock = { sizeId: number; operationUnitId: number; quantity: number };

const lockStockStatement = statement('order_lock_stock', (db) =>
  db
    .select({ sizeId: stock.sizeId, operationUnitId: stock.operationUnitId, quantity: stock.quantity })
    .from(stock)
    .where(
      and(
        sql`${stock.sizeId} = any(${sql.placeholder('sizeIds')}::int[])`,
        sql`${stock.operationUnitId} = any(${sql.placeholder('unitIds')}::int[])`,
      ),
    )
    .orderBy(asc(stock.sizeId), asc(stock.operationUnitId))
    .for('update'),
);

/**
 * Locks the stock rows of these sizes in these stores, in (size, store) order — the one order every
 * order takes them in — and reads them under the lock.
 */
export async function lockStock(
  tx: Executor,
  sizeIds: readonly number[],
  unitIds: readonly number[],
): Promise<LockedStock[]> {
  if (sizeIds.length === 0 || unitIds.length === 0) return [];
  return lockStockStatement(tx).execute({ sizeIds: [...sizeIds], unitIds: [...unitIds] });
}

/** Locks a coupon's row, so its uses are counted one order at a time. */
export async function lockCoupon(tx: Executor, couponId: number): Promise<void> {
  await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId)).for('update');
}

/** Locks a gift voucher's row, so its balance is spent one order at a time. */
export async function lockVoucher(tx: Executor, voucherId: number): Promise<void> {
  await tx.select({ id: giftVouchers.id }).from(giftVouchers).where(eq(giftVouchers.id, voucherId)).for('update');
}

/** A move of pieces out of a store's stock (an order's), or back into it (a cancellation's). */
export type StockMove = { sizeId: number; operationUnitId: number; quantity: number };

/** Everything an order writes, priced and checked under its locks. */
export type OrderWrite = {
  order: Omit<typeof orders.$inferInsert, 'orderNumber' | 'termsAcceptedAt' | 'paymentDeadline'> & {
    deliveryAddress: OrderDeliveryAddress | null;
    vat: OrderVatRow[];
  };
  /** Whether the buyer has 30 minutes to pay (a card order). */
  paymentMinutes: number | null;
  locale: 'sk' | 'cz' | 'hu';
  items: {
    productId: number;
    sizeId: number;
    sizeName: string;
    unitPrice: number;
    count: number;
    totalPrice: number;
  }[];
  moves: readonly StockMove[];
  coupon: { id: number; amount: number } | null;
  voucher: { id: number; amount: number } | null;
  /** The cart's gift vouchers to buy that priceCart priced (read under the cart's lock): copied to the order. */
  giftVoucherIds: readonly number[];
};

const p = (name: string) => sql.placeholder(name);

/**
 * Prepared once per connection, its text built once: PostgreSQL planned these CTEs for as long as it
 * ran them, and Drizzle took as long again to build the text from the template at every order.
 */
const orderWriteStatement = statement('order_write', (tx) =>
  preparableSql(
    tx,
    sql`
    with o as (
      insert into orders (web_instance_id, order_number, access_token_hash, idempotency_key, cart_id, user_id, email, firstname,
        surname, phone, street, city, zip, country, company_name, business_id, tax_id, vat_number, note, delivery_type,
        payment_type, pickup_point, pickup_point_id, pickup_store_id, delivery_address, marketing_consent,
        terms_accepted_at, currency, vat_rate, items_total, shipping_price, payment_price, discount_total, credits_used,
        isic_discount, coupon_id, total_sum, voucher_paid, to_pay, vat, payment_deadline)
      values (${p('webInstanceId')}, ${p('webInstanceId')}::text || lpad(nextval(${p('sequence')}::regclass)::text, 7, '0'),
        ${p('accessTokenHash')}, ${p('idempotencyKey')}, ${p('cartId')},
        (select user_id from carts where id = ${p('cartId')}), ${p('email')}, ${p('firstname')}, ${p('surname')},
        ${p('phone')}, ${p('street')}, ${p('city')}, ${p('zip')}, ${p('country')}, ${p('companyName')}, ${p('businessId')},
        ${p('taxId')}, ${p('vatNumber')}, ${p('note')}, ${p('deliveryType')}, ${p('paymentType')}, ${p('pickupPoint')},
        ${p('pickupPointId')}::int, ${p('pickupStoreId')}::int, ${p('deliveryAddress')}::jsonb, ${p('marketingConsent')},
        now(), ${p('currency')}, ${p('vatRate')}, ${p('itemsTotal')}, ${p('shippingPrice')}, ${p('paymentPrice')},
        ${p('discountTotal')}, ${p('creditsUsed')}::int, ${p('isicDiscount')}, ${p('couponId')}::int, ${p('totalSum')}, ${p('voucherPaid')},
        ${p('toPay')}, ${p('vat')}::jsonb,
        case when ${p('paymentMinutes')}::int is null then null else now() + make_interval(mins => ${p('paymentMinutes')}::int) end)
      returning id, order_number, user_id
    ), lines as (
      insert into order_items (order_id, product_id, size_id, name, size_name, unit_price, count, total_price, vat_rate, earns_credits)
      select o.id, i.product_id, i.size_id,
        coalesce((select t.name from product_translations t where t.product_id = i.product_id and t.locale = ${p('locale')}), ''),
        i.size_name, i.unit_price, i.count, i.total_price, ${p('vatRate')},
        coalesce((select p.kind <> 'electronics' from products p where p.id = i.product_id), false)
      from o, jsonb_to_recordset(${p('items')}::jsonb)
        as i(product_id int, size_id int, size_name text, unit_price int, count int, total_price int)
    ), taken as (
      update stock set quantity = stock.quantity - m.quantity
      from unnest(${p('moveSizes')}::int[], ${p('moveUnits')}::int[], ${p('moveCounts')}::int[])
        as m(size_id, operation_unit_id, quantity)
      where stock.size_id = m.size_id and stock.operation_unit_id = m.operation_unit_id
    ), moved as (
      insert into order_stock_moves (order_id, size_id, operation_unit_id, quantity)
      select o.id, m.size_id, m.operation_unit_id, m.quantity
      from o, unnest(${p('moveSizes')}::int[], ${p('moveUnits')}::int[], ${p('moveCounts')}::int[])
        as m(size_id, operation_unit_id, quantity)
    ), coupon_used as (
      update coupons set uses = uses + 1 where id = ${p('usedCouponId')}::int
    ), redeemed as (
      insert into coupon_redemptions (coupon_id, order_id, amount)
      select ${p('usedCouponId')}::int, o.id, ${p('couponAmount')}::int from o where ${p('usedCouponId')}::int is not null
    ), voucher_spent as (
      update gift_vouchers set balance = balance - ${p('voucherAmount')}::int where id = ${p('voucherId')}::int
    ), debited as (
      insert into voucher_debits (voucher_id, order_id, amount)
      select ${p('voucherId')}::int, o.id, ${p('voucherAmount')}::int from o where ${p('voucherId')}::int is not null
    ), credits_spent as (
      -- The ledger's trigger takes it off the member's balance (locked by the caller), whose CHECK refuses an overdraft.
      insert into credit_ledger (user_id, order_id, delta, reason)
      select o.user_id, o.id, -${p('creditsUsed')}::int, 'spent' from o
      where ${p('creditsUsed')}::int > 0 and o.user_id is not null
    ), closed as (
      update carts set status = 'ordered', updated_at = now() where id = ${p('cartId')}
    ), vouchers_bought as (
      insert into order_gift_vouchers (order_id, value, design, dedication, recipient_email, recipient_name, send_on)
      select o.id, g.value, g.design, g.dedication, g.recipient_email, g.recipient_name, g.send_on
      from o, cart_gift_vouchers g
      where g.cart_id = ${p('cartId')} and g.id = any(${p('giftVoucherIds')}::int[]) order by g.id
    ), mailed as (
      insert into mail_outbox (kind, order_id) select 'order_confirmation', o.id from o
    )
    select id, order_number from o`,
  ),
);

/**
 * Writes the order in one statement (data-modifying CTEs): the order with the next number of its
 * shop's sequence, its lines with their names in the shop's language, the stock taken and where from,
 * the coupon's use, the voucher's debit, the member's credits spent (a 'spent' ledger row), the gift
 * vouchers bought (copied from the cart's, issued when the order is paid), the closed cart and the
 * confirmation e-mail's outbox row.
 * The stock, coupon and voucher rows are locked by the caller; their CHECKs refuse a stock, a use
 * count or a balance that would break them, whatever was computed.
 */
export async function writeOrder(tx: Executor, write: OrderWrite): Promise<{ id: number; orderNumber: string }> {
  const o = write.order;
  const result = (await orderWriteStatement(tx).execute({
    webInstanceId: o.webInstanceId,
    sequence: `order_number_${o.webInstanceId}`,
    accessTokenHash: o.accessTokenHash,
    idempotencyKey: o.idempotencyKey ?? null,
    cartId: o.cartId,
    email: o.email,
    firstname: o.firstname,
    surname: o.surname,
    phone: o.phone,
    street: o.street,
    city: o.city,
    zip: o.zip,
    country: o.country,
    companyName: o.companyName ?? null,
    businessId: o.businessId ?? null,
    taxId: o.taxId ?? null,
    vatNumber: o.vatNumber ?? null,
    note: o.note ?? '',
    deliveryType: o.deliveryType,
    paymentType: o.paymentType,
    pickupPoint: o.pickupPoint ?? null,
    pickupPointId: o.pickupPointId ?? null,
    pickupStoreId: o.pickupStoreId ?? null,
    deliveryAddress: o.deliveryAddress === null ? null : JSON.stringify(o.deliveryAddress),
    marketingConsent: o.marketingConsent ?? false,
    currency: o.currency,
    vatRate: o.vatRate,
    itemsTotal: o.itemsTotal,
    shippingPrice: o.shippingPrice ?? 0,
    paymentPrice: o.paymentPrice ?? 0,
    discountTotal: o.discountTotal ?? 0,
    creditsUsed: o.creditsUsed ?? 0,
    isicDiscount: o.isicDiscount ?? 0,
    couponId: o.couponId ?? null,
    totalSum: o.totalSum,
    voucherPaid: o.voucherPaid ?? 0,
    toPay: o.toPay,
    vat: JSON.stringify(o.vat),
    paymentMinutes: write.paymentMinutes,
    locale: write.locale,
    items: JSON.stringify(
      write.items.map((item) => ({
        product_id: item.productId,
        size_id: item.sizeId,
        size_name: item.sizeName,
        unit_price: item.unitPrice,
        count: item.count,
        total_price: item.totalPrice,
      })),
    ),
    moveSizes: write.moves.map((move) => move.sizeId),
    moveUnits: write.moves.map((move) => move.operationUnitId),
    moveCounts: write.moves.map((move) => move.quantity),
    usedCouponId: write.coupon?.id ?? null,
    couponAmount: write.coupon?.amount ?? 0,
    voucherId: write.voucher?.id ?? null,
    voucherAmount: write.voucher?.amount ?? 0,
    giftVoucherIds: [...write.giftVoucherIds],
  })) as { rows: { id: number; order_number: string }[] };
  const [row] = result.rows;
  if (!row) throw new Error('writeOrder: no order written');
  return { id: row.id, orderNumber: row.order_number };
}

/** Tells every listener that the catalog changed (after orders whose transactions deferred it). */
export async function notifyCatalogChanged(db: Executor, channel: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, '')`);
}

// --- The thank-you page -------------------------------------------------------------------------

export async function orderOfTokenHash(db: Executor, webInstanceId: number, tokenHash: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.accessTokenHash, tokenHash), eq(orders.webInstanceId, webInstanceId)));
  return row;
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof orderOfTokenHash>>>;

export async function itemsOfOrder(db: Executor, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** The gift vouchers an order bought, in the order they were put in the cart. */
export async function giftVouchersOfOrder(db: Executor, orderId: number) {
  return db
    .select({
      id: orderGiftVouchers.id,
      value: orderGiftVouchers.value,
      design: orderGiftVouchers.design,
      dedication: orderGiftVouchers.dedication,
      recipientEmail: orderGiftVouchers.recipientEmail,
      recipientName: orderGiftVouchers.recipientName,
      sendOn: orderGiftVouchers.sendOn,
    })
    .from(orderGiftVouchers)
    .where(eq(orderGiftVouchers.orderId, orderId))
    .orderBy(asc(orderGiftVouchers.id));
}

// --- Cancelling unpaid card orders ---------------------------------------------------------------

/** Card orders still waiting for their payment past the deadline, locked; ones another process holds are skipped. */
export async function lockOverdueCardOrders(
  tx: Executor,
  limit: number,
): Promise<{ id: number; couponId: number | null }[]> {
  return tx
    .select({ id: orders.id, couponId: orders.couponId })
    .from(orders)
    .where(and(eq(orders.status, 'new'), eq(orders.paymentType, 'card'), sql`${orders.paymentDeadline} < now()`))
    .orderBy(asc(orders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function stockMovesOf(tx: Executor, orderIds: readonly number[]): Promise<StockMove[]> {
  if (orderIds.length === 0) return [];
  return tx
    .select({
      sizeId: orderStockMoves.sizeId,
      operationUnitId: orderStockMoves.operationUnitId,
      quantity: sql<number>`sum(${orderStockMoves.quantity})::int`,
    })
    .from(orderStockMoves)
    .where(inArray(orderStockMoves.orderId, [...orderIds]))
    .groupBy(orderStockMoves.sizeId, orderStockMoves.operationUnitId)
    .orderBy(asc(orderStockMoves.sizeId), asc(orderStockMoves.operationUnitId));
}

/** Puts pieces back into the stock rows they came from (locked by the caller, in (size, store) order). */
export async function returnStock(tx: Executor, moves: readonly StockMove[]): Promise<void> {
  if (moves.length === 0) return;
  await tx.execute(sql`update ${stock} set quantity = ${stock.quantity} + m.quantity
    from unnest(${sql.param(moves.map((m) => m.sizeId))}::int[], ${sql.param(moves.map((m) => m.operationUnitId))}::int[],
      ${sql.param(moves.map((m) => m.quantity))}::int[])
      as m(size_id, operation_unit_id, quantity)
    where ${stock.sizeId} = m.size_id and ${stock.operationUnitId} = m.operation_unit_id`);
}

/** Gives the cancelled orders' coupon uses back. */
export async function undoCouponUses(tx: Executor, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const undone = await tx
    .delete(couponRedemptions)
    .where(inArray(couponRedemptions.orderId, [...orderIds]))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of undone.sort((a, b) => a.couponId - b.couponId)) {
    await tx
      .update(coupons)
      .set({ uses: sql`${coupons.uses} - 1` })
      .where(eq(coupons.id, couponId));
  }
}

/** Gives the cancelled orders' voucher debits back to the vouchers' balances. */
export async function undoVoucherDebits(tx: Executor, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const undone = await tx
    .delete(voucherDebits)
    .where(inArray(voucherDebits.orderId, [...orderIds]))
    .returning({ voucherId: voucherDebits.voucherId, amount: voucherDebits.amount });
  for (const { voucherId, amount } of undone.sort((a, b) => a.voucherId - b.voucherId)) {
    await tx
      .update(giftVouchers)
      .set({ balance: sql`${giftVouchers.balance} + ${amount}` })
      .where(eq(giftVouchers.id, voucherId));
  }
}

export async function markCancelled(tx: Executor, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: sql`now()` })
    .where(inArray(orders.id, [...orderIds]));
}

// --- Withdrawal ----------------------------------------------------------------------------------

/** The order of this number in this shop, when the e-mail is the buyer's (any case). */
export async function orderForWithdrawal(db: Executor, webInstanceId: number, orderNumber: string, email: string) {
  const [row] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(
      and(
        eq(orders.webInstanceId, webInstanceId),
        eq(orders.orderNumber, orderNumber),
        sql`lower(${orders.email}) = lower(${email})`,
      ),
    );
  return row;
}

/** Records the withdrawal once; a repeat finds the first one. Returns it and whether it is new. */
export async function recordWithdrawal(
  tx: Executor,
  orderId: number,
  email: string,
): Promise<{ id: number; createdAt: Date; created: boolean }> {
  const [inserted] = await tx
    .insert(withdrawals)
    .values({ orderId, email })
    .onConflictDoNothing({ target: withdrawals.orderId })
    .returning({ id: withdrawals.id, createdAt: withdrawals.createdAt });
  if (inserted) return { ...inserted, created: true };
  const [existing] = await tx
    .select({ id: withdrawals.id, createdAt: withdrawals.createdAt })
    .from(withdrawals)
    .where(eq(withdrawals.orderId, orderId));
  if (!existing) throw new Error('recordWithdrawal: neither written nor found');
  return { ...existing, created: false };
}

// --- The account's orders ------------------------------------------------------------------------

/** A user's orders in the shop, newest first, with how many pieces each holds. */
export async function ordersOfUser(db: Executor, webInstanceId: number, userId: number) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      totalSum: orders.totalSum,
      // Written out: inside a subquery Drizzle names columns unqualified, and `id` would be the line's.
      itemCount: sql<number>`(select coalesce(sum(i.count), 0)::int from order_items i where i.order_id = orders.id)`,
    })
    .from(orders)
    .where(and(eq(orders.webInstanceId, webInstanceId), eq(orders.userId, userId)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** One of a user's orders by id: never another user's, whatever id is asked for. */
export async function orderOfUser(db: Executor, webInstanceId: number, userId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.webInstanceId, webInstanceId), eq(orders.userId, userId)));
  return row;
}
