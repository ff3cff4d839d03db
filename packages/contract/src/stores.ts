import { z } from 'zod';
import { LocaleSchema, PageLinkSchema } from './common';

export const OpeningHoursSchema = z.object({
  /** ISO weekday 1 (Monday) … 7 (Sunday). */
  day: z.number().int().min(1).max(7),
  /** HH:mm, null when closed that day. */
  from: z.string().nullable(),
  to: z.string().nullable(),
});

/** Where a store stands (WGS 84 degrees): the contact page's own map draws its pin from it. */
export const StorePositionSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type StorePosition = z.infer<typeof StorePositionSchema>;

/** GET /api/lib/v1/operation-units/{id}: a store (operation unit, spec §3). */
export const OperationUnitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** HTML. */
  description: z.string(),
  street: z.string(),
  zip: z.string(),
  town: z.object({ name: z.string() }),
  district: z.object({ name: z.string() }),
  phone: z.string(),
  email: z.string(),
  /** The store's country: the shop whose store-location filter lists it. */
  country: LocaleSchema,
  /** Null when the store's position is not known: it is then listed without a pin. */
  position: StorePositionSchema.nullable(),
  /** Seven entries Monday … Sunday: the first is the weekday hours, the sixth Saturday (spec §3). */
  openingHours: z.array(OpeningHoursSchema),
  parameters: z.array(z.object({ hash: z.string(), value: z.string() })),
});
export type OperationUnit = z.infer<typeof OperationUnitSchema>;

/**
 * A store as one shop presents it (decision 20): the operation unit with its page in that shop and
 * the value of the store-location filter (`predajna/{value}`) that lists the store's stock there —
 * null when the shop's filter does not offer the store (a store of another country, or the filter
 * switched off).
 */
export const ShopStoreSchema = OperationUnitSchema.extend({
  page: PageLinkSchema.nullable(),
  stockFilterValue: z.string().nullable(),
});
export type ShopStore = z.infer<typeof ShopStoreSchema>;

/** GET /api/lib/v1/operation-units: every store in the shop's order (contact page, map). */
export const ShopStoreListSchema = z.object({ items: z.array(ShopStoreSchema) });
export type ShopStoreList = z.infer<typeof ShopStoreListSchema>;
