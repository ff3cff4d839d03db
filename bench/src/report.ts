import type { LoadFigures } from './load';

export type Row = { engine: string; name: string; path: string } & LoadFigures;

/** What the api adds to the same listing over its plain SQL: api p95 ÷ plain-SQL p95, per engine. */
export type ApiOverhead = {
  engine: string;
  apiP95: number;
  plainSqlP95: number | null;
  ratio: number | null;
  note?: string;
};

const pad = (value: string, width: number) => value.padEnd(width);
/** A figure, or '-' when there is none (no response finished within autocannon's 10 s timeout). */
const num = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/** One line per measurement, each beside the baseline of the same run as a ratio. */
export function printTable(rows: readonly Row[], baseline: LoadFigures): void {
  const header = [
    'engine',
    'endpoint',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'req/s ÷ base',
    'p95 ÷ base',
    'p99 ÷ base',
    'errors',
  ];
  const widths = [9, 46, 9, 8, 8, 8, 13, 11, 11, 7];
  console.log(`\n${header.map((h, i) => pad(h, widths[i] ?? 8)).join(' ')}`);
  for (const row of rows) {
    const cells = [
      row.engine,
      row.name,
      num(row.reqPerSec, 0),
      num(row.p50),
      num(row.p95),
      num(row.p99),
      num(row.reqPerSec / baseline.reqPerSec, 3),
      num(row.p95 / baseline.p95, 2),
      num(row.p99 / baseline.p99, 2),
      String(row.errors + row.non2xx),
    ];
    console.log(cells.map((c, i) => pad(c, widths[i] ?? 8)).join(' '));
  }
}

/** The listing's api p95 beside the p95 of its plain SQL from pg clients in the same run. */
export function printOverhead(overheads: readonly ApiOverhead[]): void {
  if (overheads.length === 0) return;
  console.log('\nfiltered listing: api p95 ÷ plain-SQL p95 (what the api adds)');
  for (const o of overheads) {
    const detail =
      o.ratio === null || o.plainSqlP95 === null
        ? `not applicable (${o.note ?? 'no plain SQL'})`
        : `${num(o.apiP95)} ms ÷ ${num(o.plainSqlP95)} ms = ${num(o.ratio, 2)}`;
    console.log(`  ${pad(o.engine, 9)} ${detail}`);
  }
}
