import {
  and,
  asc,
  type CartContact,
  carts,
  type DeliveryKind,
  deliveryMethods,
  type Executor,
  eq,
  operationUnitParameters,
  operationUnits,
  type PaymentKind,
  paymentMethods,
  pickupPoints,
  sql,
  statement,
} from '@stride/db';

/**
 * Checkout's reads and writes on the cart: what the shop offers, what the buyer chose and their
 * contact details. Prices are read from their rows at every call, never from a cache: what takes
 * money must not read a stale price.
 */

export type MethodRow<Kind extends string> = { id: number; kind: Kind; priceMinor: number };

const deliveryMethodsStatement = statement('checkout_delivery_methods', (db) =>
  db
    .select({ id: deliveryMethods.id, kind: deliveryMethods.kind, priceMinor: deliveryMethods.price })
    .from(deliveryMethods)
    .where(eq(deliveryMethods.webInstanceId, sql.placeholder('webInstanceId')))
    .orderBy(asc(deliveryMethods.position)),
);

const paymentMethodsStatement = statement('checkout_payment_methods', (db) =>
  db
    .select({ id: paymentMethods.id, kind: paymentMethods.kind, priceMinor: paymentMethods.price })
    .from(paymentMethods)
    .where(eq(paymentMethods.webInstanceId, sql.placeholder('webInstanceId')))
    .orderBy(asc(paymentMethods.position)),
);

/** The deliveries and payments a shop offers, in its order. */
export async function methodsOf(
  db: Executor,
  webInstanceId: number,
): Promise<{ deliveries: MethodRow<DeliveryKind>[]; payments: MethodRow<PaymentKind>[] }> {
  const deliveries = await deliveryMethodsStatement(db).execute({ webInstanceId });
  const payments = await paymentMethodsStatement(db).execute({ webInstanceId });
  return { deliveries, payments };
}

/** What the buyer chose and gave at checkout, as the cart row keeps it. */
export type CheckoutState = {
  pickupPointId: number | null;
  pickupStoreId: number | null;
  contact: CartContact | null;
};

const checkoutStateStatement = statement('checkout_state', (db) =>
  db
    .select({ pickupPointId: carts.pickupPointId, pickupStoreId: carts.pickupStoreId, contact: carts.contact })
    .from(carts)
    .where(eq(carts.id, sql.placeholder('cartId'))),
);

export async function checkoutState(db: Executor, cartId: number): Promise<CheckoutState> {
  const [row] = await checkoutStateStatement(db).execute({ cartId });
  if (!row) throw new Error(`checkoutState: cart ${cartId} is gone`);
  return row;
}

/**
 * The ids of our stores in the shop's country that sell in store and hold every line of the cart in
 * their own stock: where the buyer may collect it. A cart without lines has none.
 */
export async function storesHoldingCart(db: Executor, country: 'sk' | 'cz' | 'hu', cartId: number): Promise<number[]> {
  const rows = await db
    .select({ id: operationUnits.id })
    .from(operationUnits)
    .where(
      and(
        eq(operationUnits.country, country),
        sql`exists (select 1 from ${operationUnitParameters} where ${operationUnitParameters.operationUnitId} = ${operationUnits.id}
          and ${operationUnitParameters.hash} = 'in_store_purchase' and ${operationUnitParameters.value} = '1')`,
        sql`exists (select 1 from cart_items where cart_items.cart_id = ${cartId})`,
        sql`not exists (select 1 from cart_items where cart_items.cart_id = ${cartId}
          and coalesce((select stock.quantity from stock where stock.size_id = cart_items.size_id
            and stock.operation_unit_id = ${operationUnits.id}), 0) < cart_items.count)`,
      ),
    )
    .orderBy(asc(operationUnits.position));
  return rows.map((row) => row.id);
}

/** An active pickup point of a country, with what checkout shows of it; undefined when there is none. */
export async function findPickupPoint(db: Executor, id: number, country: 'sk' | 'cz' | 'hu') {
  const [row] = await db
    .select({
      id: pickupPoints.id,
      name: pickupPoints.name,
      street: pickupPoints.street,
      city: pickupPoints.city,
      zip: pickupPoints.zip,
    })
    .from(pickupPoints)
    .where(and(eq(pickupPoints.id, id), eq(pickupPoints.country, country), eq(pickupPoints.active, true)));
  return row;
}

/** The delivery and payment chosen, with the pickup point or store they need (the others cleared). */
export async function setCheckoutChoice(
  tx: Executor,
  cartId: number,
  choice: {
    /** null for a cart that needs no delivery (gift vouchers only). */
    deliveryMethodId: number | null;
    paymentMethodId: number;
    pickupPointId: number | null;
    pickupStoreId: number | null;
  },
): Promise<void> {
  await tx.update(carts).set(choice).where(eq(carts.id, cartId));
}

export async function setCheckoutContact(tx: Executor, cartId: number, contact: CartContact | null): Promise<void> {
  await tx.update(carts).set({ contact }).where(eq(carts.id, cartId));
}
