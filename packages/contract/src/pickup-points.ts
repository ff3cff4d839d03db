import { z } from 'zod';

/** The longest search the pickup point picker sends (a town, a postal code, a street). */
export const PICKUP_POINT_SEARCH_MAX_LENGTH = 100;
/** Points in one answer: by default, and at most. */
export const PICKUP_POINTS_DEFAULT_LIMIT = 20;
export const PICKUP_POINTS_MAX_LIMIT = 50;

/**
 * GET /api/lib/v1/pickup-points?search=&limit=: the shop's country's points whose town, postal code
 * (with or without its space), name or street match the search, accents and case ignored. A blank
 * or missing search lists the points of the largest towns first.
 */
export const PickupPointQuerySchema = z.object({
  search: z.string().trim().max(PICKUP_POINT_SEARCH_MAX_LENGTH).optional().default(''),
  limit: z.coerce.number().int().min(1).max(PICKUP_POINTS_MAX_LIMIT).optional().default(PICKUP_POINTS_DEFAULT_LIMIT),
});
export type PickupPointQuery = z.infer<typeof PickupPointQuerySchema>;

/** A day of the point's usual week: ISO weekday 1 (Monday) … 7 (Sunday); empty hours: closed. */
export const PickupPointHoursSchema = z.object({
  day: z.number().int().min(1).max(7),
  hours: z.string(),
});
export type PickupPointHours = z.infer<typeof PickupPointHoursSchema>;

/** A parcel pickup point (Packeta's branch id) as the picker shows it. */
export const PickupPointSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** The shop or box it is in ("Trafika", "Z-BOX"); may be empty. */
  place: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  /** Seven entries, Monday … Sunday. */
  openingHours: z.array(PickupPointHoursSchema),
});
export type PickupPoint = z.infer<typeof PickupPointSchema>;

export const PickupPointListSchema = z.object({ items: z.array(PickupPointSchema) });
export type PickupPointList = z.infer<typeof PickupPointListSchema>;
