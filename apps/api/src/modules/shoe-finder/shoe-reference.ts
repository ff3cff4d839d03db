import type { Locale } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import type { ShoeCushioning, ShoeParameters, ShoeSupport, ShoeSurface, ShoeUse } from '@stride/rules';
import { referenceDataCache } from '../../lib/ttl-cache';
import type { IndexedFilter, ListingIndex } from '../listing/listing-index';
import { type ScoredParameter, selectScoredParameterValues, selectTagSlugs } from './queries';

/** The tags that say what a shoe is made for; a carbon plate makes it a racing shoe. */
const USE_OF_TAG: Readonly<Record<string, ShoeUse>> = {
  'daily-trainer': 'daily-trainer',
  tempo: 'tempo',
  'carbon-plate': 'racing',
};

/**
 * How to read a shoe's scored parameters out of the listing index in one locale: the index's
 * filters hold each value's localized slug, the scoring wants the codes (and the drop's number).
 */
export type ShoeReference = {
  parameterIds: Partial<Record<ScoredParameter, number>>;
  /** Per scored parameter: the slug of a value → its code. */
  codeOfSlug: Record<ScoredParameter, Map<string, string>>;
  /** Per scored parameter: a value's code → its slug (to print a filter path). */
  slugOfCode: Record<ScoredParameter, Map<string, string>>;
  dropOfSlug: Map<string, number>;
  useOfTagSlug: Map<string, ShoeUse>;
};

async function loadShoeReference(database: DatabaseHandle, locale: Locale): Promise<ShoeReference> {
  const [values, tagRows] = await Promise.all([
    selectScoredParameterValues(database.db, locale),
    selectTagSlugs(database.db, locale),
  ]);
  const empty = () => ({ support: new Map(), cushioning: new Map(), surface: new Map(), drop: new Map() });
  const reference: ShoeReference = {
    parameterIds: {},
    codeOfSlug: empty(),
    slugOfCode: empty(),
    dropOfSlug: new Map(),
    useOfTagSlug: new Map(),
  };
  for (const row of values) {
    const parameter = row.parameter as ScoredParameter;
    reference.parameterIds[parameter] = row.parameterId;
    reference.codeOfSlug[parameter].set(row.slug, row.code);
    reference.slugOfCode[parameter].set(row.code, row.slug);
    if (parameter === 'drop' && row.number !== null) reference.dropOfSlug.set(row.slug, row.number);
  }
  for (const { code, slug } of tagRows) {
    const use = USE_OF_TAG[code];
    if (use) reference.useOfTagSlug.set(slug, use);
  }
  return reference;
}

const references = referenceDataCache<Locale, ShoeReference>(10);

/** The shoe reference of a locale, read again after a catalog change like the other reference data. */
export function shoeReference(database: DatabaseHandle, locale: Locale): Promise<ShoeReference> {
  return references(database).get(locale, () => loadShoeReference(database, locale));
}

/** The slugs the product at `position` has in a filter of the index. */
function slugsAt(filter: IndexedFilter | undefined, position: number): string[] {
  if (!filter) return [];
  const slugs: string[] = [];
  const end = filter.starts[position + 1] ?? 0;
  for (let at = filter.starts[position] ?? 0; at < end; at += 1) {
    const value = filter.values[filter.valueIndexes[at] ?? -1];
    if (value) slugs.push(value.value);
  }
  return slugs;
}

const SUPPORTS: readonly ShoeSupport[] = ['neutral', 'stability'];
const CUSHIONINGS: readonly ShoeCushioning[] = ['low', 'medium', 'max'];
const SURFACES: readonly ShoeSurface[] = ['road', 'trail'];

/** Whether a parameter's code is one the scoring knows (a code added to the seed later is not). */
function isOneOf<T extends string>(known: readonly T[], code: string | undefined): code is T {
  return (known as readonly (string | undefined)[]).includes(code);
}

function codeAt(index: ListingIndex, reference: ShoeReference, parameter: ScoredParameter, position: number) {
  const id = reference.parameterIds[parameter];
  const [slug] = id === undefined ? [] : slugsAt(index.filters.get(id), position);
  return slug === undefined ? undefined : reference.codeOfSlug[parameter].get(slug);
}

/**
 * The scored parameters of the product at `position`, or null when it lacks one (it is no shoe, or
 * a shoe the seed test would catch).
 */
export function shoeParametersAt(
  index: ListingIndex,
  reference: ShoeReference,
  position: number,
): ShoeParameters | null {
  const support = codeAt(index, reference, 'support', position);
  const cushioning = codeAt(index, reference, 'cushioning', position);
  const surface = codeAt(index, reference, 'surface', position);
  const dropId = reference.parameterIds.drop;
  const [dropSlug] = dropId === undefined ? [] : slugsAt(index.filters.get(dropId), position);
  const drop = dropSlug === undefined ? undefined : reference.dropOfSlug.get(dropSlug);
  if (
    !isOneOf(SUPPORTS, support) ||
    !isOneOf(CUSHIONINGS, cushioning) ||
    !isOneOf(SURFACES, surface) ||
    drop === undefined
  )
    return null;
  const uses = [
    ...new Set(slugsAt(index.filters.get('tags'), position).flatMap((slug) => reference.useOfTagSlug.get(slug) ?? [])),
  ];
  return { support, cushioning, surface, drop, uses };
}
