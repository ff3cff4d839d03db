import type { Photo } from '@stride/contract';
import { photos } from '@stride/db';

/** The photo columns to select from `photos` (or an alias of it) in a query's nested `photo` field. */
export function photoColumns(table: typeof photos = photos) {
  return { path: table.path, updateTime: table.updateTime, title: table.title, description: table.description };
}

type PhotoColumnsRow = {
  path: string | null;
  updateTime: number | null;
  title: string | null;
  description: string | null;
};

/** A selected photo in the contract's shape; null when a LEFT JOIN found none. */
export function toPhoto(row: PhotoColumnsRow | null): Photo | null {
  if (!row || row.path === null) return null;
  return {
    path: row.path,
    updateTime: row.updateTime ?? 0,
    title: row.title ?? '',
    description: row.description ?? '',
  };
}
