import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RawQuery } from '../database';

/** Rows per statement: large enough to be fast, small enough to keep each array literal modest. */
const CHUNK_ROWS = 20_000;

/**
 * Inserts many rows with one `INSERT … SELECT FROM unnest(array, array, …)` per chunk: one
 * parameter per column instead of one per value, so there is no 65,535-parameter ceiling and the
 * statement is parsed once. Arrays are sent as text literals, which both engines accept (PGlite
 * cannot serialize arrays of enum types itself).
 */
export async function bulkInsert<T extends PgTable>(
  query: RawQuery,
  table: T,
  rows: readonly T['$inferInsert'][],
  onChunk?: (rowsWritten: number) => void,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in columns);
  const sqlColumns = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`bulkInsert: unknown column ${key}`);
    return { key, name: column.name, type: arrayElementType(column.getSQLType()) };
  });
  const tableName = getTableName(table);
  const columnList = sqlColumns.map((c) => `"${c.name}"`).join(', ');
  const unnestArgs = sqlColumns.map((c, i) => `$${i + 1}::text::${c.type}[]`).join(', ');
  const text = `INSERT INTO "${tableName}" (${columnList}) SELECT * FROM unnest(${unnestArgs})`;
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    const params = sqlColumns.map((c) => arrayLiteral(chunk.map((row) => (row as Record<string, unknown>)[c.key])));
    await query(text, params);
    onChunk?.(chunk.length);
  }
}

function arrayElementType(sqlType: string): string {
  if (sqlType === 'serial') return 'integer';
  if (sqlType === 'bigserial') return 'bigint';
  return sqlType;
}

/** A PostgreSQL array literal; every element quoted, so commas, quotes and braces are safe. */
export function arrayLiteral(values: readonly unknown[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) out += ',';
    out += elementLiteral(values[i]);
  }
  return `${out}}`;
}

function elementLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
