import type { Locale, OperationUnit } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { referenceDataCache } from '../../lib/ttl-cache';
import { loadAllOperationUnits, type OperationUnitRows } from './queries';

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * Every store in every language, built once from the stores' rows: a store page is a map lookup,
 * and an unknown id a 404 without a query.
 */
class StoreDirectory {
  private readonly built = new Map<string, OperationUnit>();

  constructor(private readonly rows: OperationUnitRows) {}

  /** A store with exactly seven opening-hours entries, Monday … Sunday; a missing day is closed. */
  find(id: number, locale: Locale): OperationUnit | undefined {
    const key = `${id}|${locale}`;
    const known = this.built.get(key);
    if (known) return known;
    const unit = this.rows.units.find((row) => row.id === id);
    if (!unit) return undefined;
    const texts = this.rows.translations.find((row) => row.operationUnitId === id && row.locale === locale);
    const byDay = new Map(this.rows.hours.filter((row) => row.operationUnitId === id).map((row) => [row.day, row]));
    const store: OperationUnit = {
      id: unit.id,
      name: texts?.name ?? unit.name,
      // Sanitized once per store and language: the directory keeps what it built.
      description: sanitizeHtml(texts?.description ?? unit.description),
      street: unit.street,
      zip: unit.zip,
      town: { name: unit.town },
      district: { name: unit.district },
      phone: unit.phone,
      email: unit.email,
      openingHours: WEEK.map((day) => ({
        day,
        from: byDay.get(day)?.opensAt ?? null,
        to: byDay.get(day)?.closesAt ?? null,
      })),
      parameters: this.rows.parameters
        .filter((row) => row.operationUnitId === id)
        .map(({ hash, value }) => ({ hash, value })),
    };
    // Bounded: only stores that exist get an entry, one per locale.
    this.built.set(key, store);
    return store;
  }
}

const directories = referenceDataCache<'all', StoreDirectory>();

/** A store in the web instance's language; answers are shared between requests: do not change them. */
export async function getOperationUnit(
  database: DatabaseHandle,
  ctx: RequestContext,
  id: number,
): Promise<OperationUnit> {
  const directory = await directories(database).get(
    'all',
    async () => new StoreDirectory(await loadAllOperationUnits(database.db)),
  );
  const unit = directory.find(id, ctx.locale);
  if (!unit) throw new NotFoundError('operation_unit_not_found', { value: id }, 'id');
  return unit;
}
