// The benchmark's table: each figure beside its budget, `MISSED` when it is over, never hidden.
// A row: { section, name, value, unit, budget?, compare?, note?, invalid? } (`invalid`: why the figure
// does not count, shown in its note).
const UNIT_DIGITS = { ms: 0, s: 1, MiB: 0, KB: 1, MB: 1, '×': 1, '': 0 };

export function format(value, unit) {
  if (value === undefined || value === null || Number.isNaN(value)) return 'n/a';
  return `${value.toFixed(UNIT_DIGITS[unit] ?? 1)} ${unit}`.trim();
}

export function status(row) {
  if (row.budget === undefined || row.budget === null) return '';
  if (row.value === undefined || Number.isNaN(row.value)) return 'NOT RUN';
  // A figure that does not measure what its budget asks (a first query that found nothing) is never ok.
  if (row.invalid) return 'MISSED';
  return row.value <= row.budget ? 'ok' : 'MISSED';
}

export function printTable(rows, out = console.log) {
  // Grouped by section, in the order sections first appear.
  const order = [...new Set(rows.map((r) => r.section))];
  rows = [...rows].sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
  let section;
  const nameWidth = Math.max(30, ...rows.map((r) => r.name.length)) + 2;
  for (const row of rows) {
    if (row.section !== section) {
      section = row.section;
      out(`\n${section}`);
      out(['  figure'.padEnd(nameWidth + 2), 'value'.padStart(12), 'budget'.padStart(12), 'status'.padStart(9), '   compare / note'].join(''));
    }
    const budget = row.budget === undefined || row.budget === null ? '—' : format(row.budget, row.unit);
    const notes = [row.compare, row.note].filter(Boolean).join('; ');
    out([`  ${row.name}`.padEnd(nameWidth + 2), format(row.value, row.unit).padStart(12), budget.padStart(12), status(row).padStart(9), notes ? `   ${notes}` : ''].join(''));
  }
}

export function toJson(rows) {
  return rows.map((r) => ({
    section: r.section,
    name: r.name,
    value: r.value === undefined || Number.isNaN(r.value) ? null : Number(r.value.toFixed(3)),
    unit: r.unit,
    budget: r.budget ?? null,
    status: status(r) || null,
    ...(r.compare ? { compare: r.compare } : {}),
    ...(r.note ? { note: r.note } : {}),
    ...(r.runs ? { runs: r.runs.map((v) => Number(v.toFixed(3))) } : {}),
  }));
}
