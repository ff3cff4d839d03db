import type { Locale, Product } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { referenceDataCache } from '../../lib/ttl-cache';
import { loadReferenceRows } from './reference-queries';

type Label = { code: string; color: string; rank: number; names: Map<Locale, string> };
type CardValue = { rank: number; texts: Map<Locale, { name: string; value: string }> };

/**
 * What a product card shows of labels and parameters, by id, and which operation units' stock
 * counts as available online: products carry only the ids, so a page of products needs no join to
 * these small tables.
 */
export class ProductReference {
  private readonly labels = new Map<number, Label>();
  private readonly cardValues = new Map<number, CardValue>();
  /** Operation units whose stock ships (available online); the others sell in store only. */
  readonly onlineUnitIds: readonly number[];

  constructor([labelRows, valueRows, onlineUnits]: Awaited<ReturnType<typeof loadReferenceRows>>) {
    this.onlineUnitIds = onlineUnits.map((unit) => unit.id);
    for (const row of labelRows) {
      let label = this.labels.get(row.id);
      if (!label) {
        label = { code: row.code, color: row.color, rank: this.labels.size, names: new Map() };
        this.labels.set(row.id, label);
      }
      if (row.locale !== null && row.name !== null) label.names.set(row.locale, row.name);
    }
    for (const row of valueRows) {
      let value = this.cardValues.get(row.id);
      if (!value) {
        value = { rank: this.cardValues.size, texts: new Map() };
        this.cardValues.set(row.id, value);
      }
      value.texts.set(row.locale, { name: row.name, value: row.value });
    }
  }

  /** The labels in display order; an untranslated one shows its code. */
  labelsOf(locale: Locale, ids: readonly number[]): Product['labels'] {
    return ids
      .flatMap((id) => {
        const label = this.labels.get(id);
        return label ? [label] : [];
      })
      .sort((a, b) => a.rank - b.rank)
      .map((label) => ({ code: label.code, name: label.names.get(locale) ?? label.code, color: label.color }));
  }

  /** The values of card parameters (surface, drop…) translated in the locale, in filter order. */
  cardParametersOf(locale: Locale, valueIds: readonly number[]): Product['cardParameters'] {
    return valueIds
      .flatMap((id) => {
        const value = this.cardValues.get(id);
        const text = value?.texts.get(locale);
        return value && text ? [{ rank: value.rank, text }] : [];
      })
      .sort((a, b) => a.rank - b.rank)
      .map(({ text }) => ({ name: text.name, value: text.value }));
  }
}

const references = referenceDataCache<'all', ProductReference>();

/** The reference data of this database, read again after a catalog change (REFERENCE_DATA_TTL_MS at most). */
export function productReference(database: DatabaseHandle): Promise<ProductReference> {
  return references(database).get('all', async () => new ProductReference(await loadReferenceRows(database.db)));
}
