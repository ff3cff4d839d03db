import type { PickupPoint, PickupPointList, PickupPointQuery } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import { findActivePickupPoint, type PickupPointRecord, searchPickupPoints, toPickupSearch } from './queries';

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** A point as the picker shows it: the usual week Monday … Sunday, an empty text for a closed day. */
export function pickupPointOf(row: PickupPointRecord): PickupPoint {
  return {
    id: row.id,
    name: row.name,
    place: row.place,
    street: row.street,
    city: row.city,
    zip: row.zip,
    openingHours: WEEK.map((day) => ({ day, hours: row.openingHours[String(day)] ?? '' })),
  };
}

/**
 * GET /pickup-points: the shop's country's active points matching the search (town, postal code
 * with or without its space, name or street; accents and case ignored), best matches first.
 */
export async function listPickupPoints(
  database: DatabaseHandle,
  ctx: RequestContext,
  query: PickupPointQuery,
): Promise<PickupPointList> {
  const search = toPickupSearch(query.search);
  // Only punctuation typed ("(", "%"): nothing can match it; the first points are for an empty field.
  if (search.words.length === 0 && query.search !== '') return { items: [] };
  const rows = await searchPickupPoints(database.db, ctx.locale, search, query.limit);
  return { items: rows.map(pickupPointOf) };
}

/** GET /pickup-points/:id: an active point of the shop's country; any other id is a 404. */
export async function getPickupPoint(database: DatabaseHandle, ctx: RequestContext, id: number): Promise<PickupPoint> {
  const row = await findActivePickupPoint(database.db, ctx.locale, id);
  if (!row) throw new NotFoundError('pickup_point_not_found', { value: id }, 'id');
  return pickupPointOf(row);
}
