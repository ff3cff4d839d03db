import type { LoadFigures } from './load';

export type Row = { engine: string; name: string; path: string } & LoadFigures;

const pad = (value: string, width: number) => value.padEnd(width);
const num = (value: number, digits = 1) => value.toFixed(digits);

/** One line per measurement, each beside the baseline of the same run as a ratio. */
export function printTable(rows: readonly Row[], baseline: LoadFigures): void {
  const header = ['engine', 'endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s ÷ base', 'p99 ÷ base', 'errors'];
  const widths = [9, 34, 9, 8, 8, 8, 13, 11, 7];
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
      num(row.p99 / baseline.p99, 2),
      String(row.errors + row.non2xx),
    ];
    console.log(cells.map((c, i) => pad(c, widths[i] ?? 8)).join(' '));
  }
}
