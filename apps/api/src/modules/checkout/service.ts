import {
  type Cart,
  type Checkout,
  type CheckoutChoiceRequest,
  type CheckoutContact,
  CheckoutContactSchema,
  type CollectionPlace,
  type DeliveryOffer,
  type PickupStore,
} from '@stride/contract';
import type { DatabaseHandle, Executor } from '@stride/db';
import {
  type CartContents,
  choiceProblem,
  contactSchema,
  DELIVERIES_OF_PAYMENT,
  GIFT_VOUCHER_PAYMENTS,
  deliveryNeeded as needsDelivery,
  POSTAL_CODE_FORMAT,
} from '@stride/rules';
import type { RequestContext } from '../../context';
import { BadRequestError, type FieldError, UnprocessableError } from '../../errors';
import { moneyOf } from '../../lib/money';
import type { MessageKey } from '../../messages';
import { cartView } from '../cart/cart-view';
import { type CartRead, lockOpenCart, readCart, readOpenCart } from '../cart/queries';
import { type CartVisitor, onlineUnits } from '../cart/service';
import { getOperationUnit } from '../stores/service';
import {
  type CheckoutState,
  checkoutState,
  findPickupPoint,
  methodsOf,
  setCheckoutChoice,
  setCheckoutContact,
  storesHoldingCart,
} from './queries';

/**
 * Checkout on the visitor's cart (issue 12 §1, §2): the deliveries and payments the shop offers it,
 * the buyer's choice of them with the pickup point or store they need, and the contact details. Each
 * change takes the cart's lock (the cart module's lockOpenCart) and answers the whole checkout, with
 * the cart priced by the chosen delivery and payment.
 */

/** A store as checkout offers it: name, address and opening hours in the shop's language. */
async function pickupStoreOf(database: DatabaseHandle, ctx: RequestContext, id: number): Promise<PickupStore> {
  const unit = await getOperationUnit(database, ctx, id);
  return {
    id: unit.id,
    name: unit.name,
    street: unit.street,
    zip: unit.zip,
    town: unit.town.name,
    openingHours: unit.openingHours,
  };
}

/** The contact the cart keeps, when it still reads as one (a stored form older than the schema does not). */
function storedContact(state: CheckoutState): CheckoutContact | null {
  const parsed = CheckoutContactSchema.safeParse(state.contact);
  return parsed.success ? parsed.data : null;
}

/** Where the buyer collects, per the chosen delivery: the pickup point, or the store. */
async function collectionPlace(
  db: Executor,
  database: DatabaseHandle,
  ctx: RequestContext,
  cart: CartRead,
  state: CheckoutState,
): Promise<CollectionPlace | null> {
  const kind = cart.extras.delivery?.kind;
  if (kind === 'pickup_point' && state.pickupPointId !== null) {
    return (await findPickupPoint(db, state.pickupPointId, ctx.locale)) ?? null;
  }
  if (kind === 'store' && state.pickupStoreId !== null) {
    const store = await pickupStoreOf(database, ctx, state.pickupStoreId);
    return { id: store.id, name: store.name, street: store.street, city: store.town, zip: store.zip };
  }
  return null;
}

/** What checkout answers for a cart as read (or for no cart: nothing offered yet, nothing chosen). */
async function checkoutView(
  database: DatabaseHandle,
  ctx: RequestContext,
  accessToken: string | null,
  read: { cart: CartRead; state: CheckoutState; storeIds: number[] } | null,
): Promise<Checkout> {
  const { deliveries, payments } = await methodsOf(database.db, ctx.webInstanceId);
  const cart: Cart = read
    ? await cartView(database, ctx, read.cart.lines, { accessToken, extras: read.cart.extras })
    : await cartView(database, ctx, [], { accessToken: null });
  const hasGoods = cart.items.length > 0;
  const contents = contentsOf(cart);
  // A cart of gift vouchers only is not delivered (decision 18): no delivery offered or kept.
  const deliveryNeeded = needsDelivery(contents);
  const deliveryFree = hasGoods && cart.sums.missingForFreeDelivery.amount === 0;
  const stores =
    read && deliveryNeeded ? await Promise.all(read.storeIds.map((id) => pickupStoreOf(database, ctx, id))) : [];
  const deliveryOffers: DeliveryOffer[] = deliveryNeeded
    ? deliveries.map((method) => ({
        kind: method.kind,
        price: moneyOf(deliveryFree ? 0 : method.priceMinor, ctx),
        listPrice: moneyOf(method.priceMinor, ctx),
        available: hasGoods && (method.kind !== 'store' || stores.length > 0),
      }))
    : [];
  const delivery = deliveryNeeded ? (read?.cart.extras.delivery?.kind ?? null) : null;
  const payment = read?.cart.extras.payment?.kind ?? null;
  const place =
    read && deliveryNeeded ? await collectionPlace(database.db, database, ctx, read.cart, read.state) : null;
  const contact = read ? storedContact(read.state) : null;
  const storeStillHolds = delivery !== 'store' || (place !== null && stores.some((store) => store.id === place.id));
  const complete =
    (hasGoods || contents.hasGiftVouchers) &&
    cart.items.every((item) => item.charged) &&
    payment !== null &&
    choiceProblem(contents, delivery, payment) === null &&
    (delivery === null || delivery === 'courier' || place !== null) &&
    storeStillHolds &&
    contact !== null;
  // Gift vouchers are paid by card or transfer only (decision 18).
  const offered = contents.hasGiftVouchers
    ? payments.filter((method) => GIFT_VOUCHER_PAYMENTS.includes(method.kind))
    : payments;
  return {
    deliveries: deliveryOffers,
    payments: offered.map((method) => ({
      kind: method.kind,
      fee: moneyOf(method.priceMinor, ctx),
      deliveries: deliveryNeeded ? [...DELIVERIES_OF_PAYMENT[method.kind]] : [],
    })),
    stores,
    choice: { delivery, payment, place },
    contact,
    deliveryNeeded,
    complete,
    cart,
  };
}

/** Whether the cart holds goods and gift vouchers to buy. */
function contentsOf(cart: Pick<Cart, 'items' | 'giftVouchers'>): CartContents {
  return { hasGoods: cart.items.length > 0, hasGiftVouchers: cart.giftVouchers.length > 0 };
}

/** The visitor's checkout: offers, choices, contact, and the cart priced with them. Reads, never writes. */
export async function checkoutOf(database: DatabaseHandle, visitor: CartVisitor): Promise<Checkout> {
  const { ctx, tokenHash } = visitor;
  const cart =
    tokenHash === null
      ? null
      : await readOpenCart(database.db, ctx.webInstanceId, tokenHash, await onlineUnits(database));
  if (cart === null) return checkoutView(database, ctx, null, null);
  const state = await checkoutState(database.db, cart.id);
  const storeIds = await storesHoldingCart(database.db, ctx.locale, cart.id);
  return checkoutView(database, ctx, visitor.token, { cart, state, storeIds });
}

/** Runs `change` on the visitor's locked cart, then answers the checkout as committed. No cart: 422 at `field`. */
async function changeCheckout(
  database: DatabaseHandle,
  visitor: CartVisitor,
  field: string,
  change: (tx: Executor, cartId: number) => Promise<void>,
): Promise<Checkout> {
  const { ctx, tokenHash } = visitor;
  await database.transaction(async (tx) => {
    const cartId = tokenHash === null ? null : await lockOpenCart(tx, ctx.webInstanceId, tokenHash);
    if (cartId === null) throw new UnprocessableError([{ field, key: 'cart_empty' }]);
    await change(tx, cartId);
  });
  return checkoutOf(database, visitor);
}

/**
 * Sets the delivery and payment (PUT /cart/delivery). A payment that does not go with the delivery,
 * a parcel pickup without a pickup point of this country, or a store that does not hold every line
 * is a 422 on its field, and nothing changes. A cart of gift vouchers only takes no delivery (null)
 * and a cart with gift vouchers only card or transfer (decision 18): judged under the cart's lock,
 * on the cart as it is.
 */
export async function chooseDelivery(
  database: DatabaseHandle,
  visitor: CartVisitor,
  request: CheckoutChoiceRequest,
): Promise<Checkout> {
  const { ctx } = visitor;
  const units = await onlineUnits(database);
  return changeCheckout(database, visitor, 'delivery', async (tx, cartId) => {
    const held = await readCart(tx, cartId, ctx.webInstanceId, units);
    const problem = choiceProblem(
      { hasGoods: held.lines.length > 0, hasGiftVouchers: (held.extras.giftVouchers?.length ?? 0) > 0 },
      request.delivery,
      request.payment,
    );
    if (problem) {
      throw new UnprocessableError([
        {
          field: problem === 'delivery_required' || problem === 'delivery_not_needed' ? 'delivery' : 'payment',
          key: problem,
        },
      ]);
    }
    const { deliveries, payments } = await methodsOf(tx, ctx.webInstanceId);
    const delivery = request.delivery === null ? null : deliveries.find((method) => method.kind === request.delivery);
    const payment = payments.find((method) => method.kind === request.payment);
    if (delivery === undefined) throw new UnprocessableError([{ field: 'delivery', key: 'delivery_not_offered' }]);
    if (!payment) throw new UnprocessableError([{ field: 'payment', key: 'payment_not_offered' }]);
    let pickupPointId: number | null = null;
    let pickupStoreId: number | null = null;
    if (request.delivery === 'pickup_point') {
      if (request.pickupPointId === undefined) {
        throw new UnprocessableError([{ field: 'pickupPointId', key: 'pickup_point_required' }]);
      }
      if (!(await findPickupPoint(tx, request.pickupPointId, ctx.locale))) {
        throw new UnprocessableError([{ field: 'pickupPointId', key: 'pickup_point_unknown' }]);
      }
      pickupPointId = request.pickupPointId;
    }
    if (request.delivery === 'store') {
      if (request.storeId === undefined) throw new UnprocessableError([{ field: 'storeId', key: 'store_required' }]);
      const holding = await storesHoldingCart(tx, ctx.locale, cartId);
      if (!holding.includes(request.storeId)) {
        throw new UnprocessableError([{ field: 'storeId', key: 'store_cannot_supply' }]);
      }
      pickupStoreId = request.storeId;
    }
    await setCheckoutChoice(tx, cartId, {
      deliveryMethodId: delivery?.id ?? null,
      paymentMethodId: payment.id,
      pickupPointId,
      pickupStoreId,
    });
  });
}

/** The form's messages for a contact that breaks the rules: each on its field, the postal code with its format. */
function contactErrors(input: Record<string, unknown>, issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    const country = field.startsWith('deliveryAddress.')
      ? (input.deliveryAddress as Record<string, unknown> | undefined)?.country
      : input.country;
    const format = POSTAL_CODE_FORMAT[country === 'cz' || country === 'hu' ? country : 'sk'];
    errors.push({ field, key: issue.message as MessageKey, params: { format } });
  }
  return errors;
}

/**
 * Keeps the buyer's contact details on the cart (POST /cart/contact) once @stride/rules' contact
 * schema accepts them; otherwise a 400 with each field's message, and nothing changes.
 */
export async function saveContact(
  database: DatabaseHandle,
  visitor: CartVisitor,
  input: Record<string, unknown>,
): Promise<Checkout> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) throw new BadRequestError(contactErrors(input, parsed.error.issues));
  return changeCheckout(database, visitor, 'email', (tx, cartId) => setCheckoutContact(tx, cartId, parsed.data));
}

/** Forgets the contact details (DELETE /cart/contact). */
export async function removeContact(database: DatabaseHandle, visitor: CartVisitor): Promise<Checkout> {
  const { ctx, tokenHash } = visitor;
  await database.transaction(async (tx) => {
    const cartId = tokenHash === null ? null : await lockOpenCart(tx, ctx.webInstanceId, tokenHash);
    if (cartId !== null) await setCheckoutContact(tx, cartId, null);
  });
  return checkoutOf(database, visitor);
}
