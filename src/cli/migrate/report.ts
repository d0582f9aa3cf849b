// The table `docsgen migrate` prints: what it mapped, what docsgen does differently, what it left out and what to do.
import type { ReportRow, RowKind } from './rows.ts';

const ORDER: RowKind[] = ['mapped', 'different', 'left out'];
/** Past this, the first column wraps onto the next line rather than pushing every note right. */
const MAX_WHAT = 44;

export function formatReport(rows: readonly ReportRow[]): string {
  const sorted = ORDER.flatMap((kind) => rows.filter((r) => r.kind === kind));
  const kindWidth = Math.max(...ORDER.map((k) => k.length));
  const whatWidth = Math.min(MAX_WHAT, Math.max(8, ...sorted.map((r) => r.what.length)));
  const line = (kind: string, what: string, note: string) => {
    const head = `${kind.padEnd(kindWidth)}  ${what}`;
    if (what.length > whatWidth) return `${head}\n${' '.repeat(kindWidth + whatWidth + 4)}${note}`;
    return `${kind.padEnd(kindWidth)}  ${what.padEnd(whatWidth)}  ${note}`;
  };
  const out = [line('', 'Docusaurus', 'docsgen'), `${'-'.repeat(kindWidth)}  ${'-'.repeat(whatWidth)}  ${'-'.repeat(7)}`];
  let previous: RowKind | undefined;
  for (const row of sorted) {
    out.push(line(row.kind === previous ? '' : row.kind, row.what, row.note));
    previous = row.kind;
  }
  return out.join('\n');
}
