import { z } from 'zod';
import { CartSchema, MoneySchema } from './cart';
import { OpeningHoursSchema } from './stores';

const IdSchema = z.number().int().positive().max(2_147_483_647);

/** How an order reaches the buyer: a courier to an address, a parcel pickup point, or one of our stores. */
export const DeliveryKindSchema = z.enum(['courier', 'pickup_point', 'store']);
export type DeliveryKind = z.infer<typeof DeliveryKindSchema>;

/** How it is paid: by card through the gateway, by bank transfer, in cash on delivery, or in the store. */
export const PaymentKindSchema = z.enum(['card', 'bank_transfer', 'cash_on_delivery', 'in_store']);
export type PaymentKind = z.infer<typeof PaymentKindSchema>;

/** A delivery the shop offers this cart: its price now (0 above the free-delivery threshold) and its list price. */
export const DeliveryOfferSchema = z.object({
  kind: DeliveryKindSchema,
  price: MoneySchema,
  listPrice: MoneySchema,
  /** False when the cart cannot take it now (store pickup when no store holds every line). */
  available: z.boolean(),
});
export type DeliveryOffer = z.infer<typeof DeliveryOfferSchema>;

/** A payment the shop offers, its fee, and the deliveries it goes with. */
export const PaymentOfferSchema = z.object({
  kind: PaymentKindSchema,
  fee: MoneySchema,
  deliveries: z.array(DeliveryKindSchema),
});
export type PaymentOffer = z.infer<typeof PaymentOfferSchema>;

/** One of our stores where the buyer can collect the order: only those that hold every line in stock. */
export const PickupStoreSchema = z.object({
  id: IdSchema,
  name: z.string(),
  street: z.string(),
  zip: z.string(),
  town: z.string(),
  openingHours: z.array(OpeningHoursSchema),
});
export type PickupStore = z.infer<typeof PickupStoreSchema>;

/** Where the buyer collects: the chosen pickup point or store, named and addressed. */
export const CollectionPlaceSchema = z.object({
  id: IdSchema,
  name: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
});
export type CollectionPlace = z.infer<typeof CollectionPlaceSchema>;

/** A different delivery address: who receives the parcel, and where (a saved address of the profile too). */
export const DeliveryAddressSchema = z.object({
  firstname: z.string(),
  surname: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.enum(['sk', 'cz', 'hu']),
});

/** The buyer's contact details as the cart keeps them (what @stride/rules' contactSchema gave back). */
export const CheckoutContactSchema = z.object({
  email: z.string(),
  firstname: z.string(),
  surname: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.enum(['sk', 'cz', 'hu']),
  note: z.string(),
  buyer: z.enum(['person', 'company']),
  company: z
    .object({
      name: z.string(),
      businessId: z.string(),
      taxId: z.string().optional(),
      vatNumber: z.string().optional(),
    })
    .nullable(),
  deliveryAddress: DeliveryAddressSchema.nullable(),
  termsAccepted: z.literal(true),
  marketingConsent: z.boolean(),
});
export type CheckoutContact = z.infer<typeof CheckoutContactSchema>;

/**
 * GET /api/lib/v1/checkout, and the answer of every checkout change: what the shop offers this cart,
 * what the buyer chose, their contact details, and the cart priced with the chosen delivery and payment.
 */
export const CheckoutSchema = z.object({
  deliveries: z.array(DeliveryOfferSchema),
  payments: z.array(PaymentOfferSchema),
  stores: z.array(PickupStoreSchema),
  choice: z.object({
    delivery: DeliveryKindSchema.nullable(),
    payment: PaymentKindSchema.nullable(),
    /** The parcel pickup point or the store, per the delivery. */
    place: CollectionPlaceSchema.nullable(),
  }),
  contact: CheckoutContactSchema.nullable(),
  /**
   * False for a cart holding only gift vouchers (decision 18): nothing is shipped, so `deliveries` is
   * empty, the choice's delivery and place stay null (PUT /cart/delivery with `delivery: null`), the
   * contact needs no delivery address, and `payments` holds only card and bank transfer. A cart with
   * goods and gift vouchers is delivered as usual (its payments are card and bank transfer too: a
   * voucher is issued when the order is paid).
   */
  deliveryNeeded: z.boolean(),
  /** Whether everything an order needs is there: lines to charge, delivery (when needed), payment, place, contact. */
  complete: z.boolean(),
  cart: CartSchema,
});
export type Checkout = z.infer<typeof CheckoutSchema>;

/** PUT /api/lib/v1/cart/delivery: the delivery and payment, with the pickup point or store they need. */
export const CheckoutChoiceRequestSchema = z.object({
  /** null only for a cart that needs no delivery (see Checkout.deliveryNeeded). */
  delivery: DeliveryKindSchema.nullable(),
  payment: PaymentKindSchema,
  pickupPointId: IdSchema.optional(),
  storeId: IdSchema.optional(),
});
export type CheckoutChoiceRequest = z.infer<typeof CheckoutChoiceRequestSchema>;

/**
 * POST /api/lib/v1/cart/contact: the contact form (spec §7 "contact data"). Its fields are checked by
 * @stride/rules' contactSchema in the service, so each message lands on its named field.
 */
export const CheckoutContactRequestSchema = z.object({ contact: z.record(z.string(), z.unknown()) });
