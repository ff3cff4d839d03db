import { z } from 'zod';
import type { LocaleCode, PickupPointHours, pickupPoints } from '../schema';

/**
 * Packeta's public branch feed (its JSON export, `…/api/v4/<api key>/branch.json`): the fields we
 * keep, with every other field of a branch passed through untouched. Version 4 wraps the branches
 * in `{ "data": { "<id>": branch, … } }`; version 5 is a bare array of branches. Both are read.
 * Values come as strings (`"id": "1234"`, `"latitude": "48.14"`); numbers are taken too.
 */

/** A text field; a number is read as its text, a missing or null one as empty. */
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value)));

/** A required text field: present and not blank. */
const requiredText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1));

/** A coordinate in degrees; missing, blank or not a number is null. */
const coordinate = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || String(value).trim() === '') return null;
    const degrees = Number(value);
    return Number.isFinite(degrees) && Math.abs(degrees) <= 180 ? degrees : null;
  });

export const PACKETA_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** The usual week: a text per day ("08:00–18:00", "08:00–12:00, 13:00–17:00"); empty is closed. */
const RegularHoursSchema = z.looseObject(
  Object.fromEntries(PACKETA_WEEKDAYS.map((day) => [day, text])) as Record<
    (typeof PACKETA_WEEKDAYS)[number],
    typeof text
  >,
);

/** A branch of the feed: what a pickup point row is made of; its other fields pass through. */
export const PacketaBranchSchema = z.looseObject({
  id: z
    .union([z.string().regex(/^\d+$/), z.number()])
    .transform(Number)
    .pipe(z.number().int().positive().max(2_147_483_647)),
  name: requiredText,
  /** The shop or box the point is in ("Trafika", "Z-BOX"). */
  place: text,
  street: requiredText,
  city: requiredText,
  zip: requiredText,
  /** ISO 3166 alpha-2, lower case in the feed ("cz", "sk", "hu", "pl", …). */
  country: z.string().transform((value) => value.trim().toLowerCase()),
  latitude: coordinate,
  longitude: coordinate,
  /** "0" for a branch not to be offered to shoppers; missing means shown. */
  displayFrontend: z.union([z.string(), z.number(), z.boolean()]).nullish(),
  openingHours: z
    .looseObject({ regular: RegularHoursSchema.nullish() })
    .nullish()
    // An empty list instead of an object, as a PHP export writes an empty map.
    .or(z.array(z.unknown()).transform(() => null)),
});
export type PacketaBranch = z.infer<typeof PacketaBranchSchema>;

/** The feed's envelope: v4's `{ data: { id: branch } }` (or `{ data: [branch] }`), or v5's bare array. */
export const PacketaFeedSchema = z.union([
  z.looseObject({ data: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]) }),
  z.array(z.unknown()),
]);
export type PacketaFeed = z.infer<typeof PacketaFeedSchema>;

/** The feed's branches, each still unchecked (a bad branch is skipped alone, not the whole feed). */
export function feedBranches(feed: unknown): unknown[] {
  const checked = PacketaFeedSchema.safeParse(feed);
  if (!checked.success) {
    throw new Error(
      'Not Packeta\'s branch feed: expected { "data": { id: branch, … } } (v4) or a list of branches (v5)',
    );
  }
  const parsed = checked.data;
  if (Array.isArray(parsed)) return parsed;
  return Array.isArray(parsed.data) ? parsed.data : Object.values(parsed.data);
}

/** Packeta's country codes of our shops, to the shop's locale code; other countries are not imported. */
export const PACKETA_COUNTRY_LOCALES: Readonly<Record<string, LocaleCode>> = { sk: 'sk', cz: 'cz', hu: 'hu' };

export type PickupPointRow = Omit<typeof pickupPoints.$inferInsert, 'updatedAt'> & {
  id: number;
  country: LocaleCode;
  openingHours: PickupPointHours;
  searchText: string;
  active: boolean;
};

/** Lower case, accents dropped (á → a, ő → o, ř → r), runs of white space as one space. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A postal code as the search compares it: without spaces ("811 01" → "81101"). */
export function compactZip(zip: string): string {
  return zip.replace(/\s+/g, '');
}

/**
 * What the picker's search matches: the town, the postal code without spaces, the name and the
 * street, folded. The town comes first, so a town prefix is a prefix of the whole text.
 */
export function pickupSearchText(point: { city: string; zip: string; name: string; street: string }): string {
  return [foldText(point.city), compactZip(point.zip), foldText(point.name), foldText(point.street)]
    .filter((part) => part !== '')
    .join(' ');
}

/** A day's text as we keep it: tags out (`<br>` as a comma), white space collapsed. */
function hoursText(value: string): string {
  return value
    .replace(/<br\s*\/?>/gi, ', ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '');
}

/** The regular week as the table keeps it: ISO weekday '1' (Monday) … '7' (Sunday) to its text. */
export function openingHoursOf(branch: PacketaBranch): PickupPointHours {
  const regular = branch.openingHours?.regular;
  const hours: PickupPointHours = {};
  PACKETA_WEEKDAYS.forEach((day, index) => {
    hours[String(index + 1) as keyof PickupPointHours] = hoursText(regular?.[day] ?? '');
  });
  return hours;
}

function shown(flag: PacketaBranch['displayFrontend']): boolean {
  if (flag === null || flag === undefined) return true;
  return !(flag === false || flag === 0 || String(flag).trim() === '0');
}

/** A checked branch as a row of `pickup_points`, or null for a country none of our shops serves. */
export function pickupPointRow(branch: PacketaBranch): PickupPointRow | null {
  const country = PACKETA_COUNTRY_LOCALES[branch.country];
  if (!country) return null;
  const zip = branch.zip.replace(/\s+/g, ' ');
  return {
    id: branch.id,
    country,
    name: branch.name,
    place: branch.place.trim(),
    street: branch.street,
    city: branch.city,
    zip,
    openingHours: openingHoursOf(branch),
    latitude: branch.latitude === null ? null : Math.round(branch.latitude * 1e6) / 1e6,
    longitude: branch.longitude === null ? null : Math.round(branch.longitude * 1e6) / 1e6,
    searchText: pickupSearchText({ city: branch.city, zip, name: branch.name, street: branch.street }),
    active: shown(branch.displayFrontend),
  };
}

export type FeedRows = {
  /** One row per branch id (a branch listed twice: its last entry). */
  rows: PickupPointRow[];
  /** Valid branches of countries we do not ship to. */
  otherCountries: number;
  /** Entries that are not a usable branch (no id, no address…), with the first few problems. */
  invalid: number;
  problems: string[];
};

/** Every usable branch of our countries in a feed, as rows; the feed's envelope must be right. */
export function feedRows(feed: unknown): FeedRows {
  const byId = new Map<number, PickupPointRow>();
  let otherCountries = 0;
  let invalid = 0;
  const problems: string[] = [];
  for (const entry of feedBranches(feed)) {
    const parsed = PacketaBranchSchema.safeParse(entry);
    if (!parsed.success) {
      invalid += 1;
      if (problems.length < 5) {
        const id = typeof entry === 'object' && entry !== null && 'id' in entry ? String(entry.id) : '?';
        const issue = parsed.error.issues[0];
        problems.push(`branch ${id}: ${issue?.path.join('.') || 'entry'} ${issue?.message ?? 'is invalid'}`);
      }
      continue;
    }
    const row = pickupPointRow(parsed.data);
    if (row) byId.set(row.id, row);
    else otherCountries += 1;
  }
  return { rows: [...byId.values()], otherCountries, invalid, problems };
}
