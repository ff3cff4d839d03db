import { MENU_COLUMN_SPAN_MANY, MENU_EQUAL_COLUMNS_BELOW, MENU_GRID_COLUMNS } from './constants';

/**
 * Width (of 12 grid columns) of each child column in the desktop mega menu (spec §2): fewer than 4
 * children share the row equally (1 → 12, 2 → 6, 3 → 4); 4 or more take 3 each and wrap. A category
 * without children gets the whole row.
 */
export function menuColumnSpan(childCount: number): number {
  const count = Number.isFinite(childCount) ? Math.max(0, Math.floor(childCount)) : 0;
  if (count === 0) return MENU_GRID_COLUMNS;
  if (count < MENU_EQUAL_COLUMNS_BELOW) return MENU_GRID_COLUMNS / count;
  return MENU_COLUMN_SPAN_MANY;
}
