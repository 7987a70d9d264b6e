// Figures, budgets and the one table `npm run bench` prints.

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The 99th percentile by nearest rank: of fewer than 100 values, the largest. */
export function p99(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.ceil(sorted.length * 0.99) - 1];
}

/** KB are 1,000 bytes, as Chrome DevTools and Lighthouse count them. */
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
export const ms = (value) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
export const count = (value) => Math.round(value).toLocaleString('en-US');

/** `≤ label` or `≥ label` (or `check.budget` as it is), and whether `value` keeps to it. */
function judge(value, { atMost, atLeast, label, budget }) {
  const upper = atMost !== undefined;
  const within = upper ? value <= atMost : value >= atLeast;
  return {
    budget: budget ?? `${upper ? '≤' : '≥'} ${label ?? (upper ? atMost : atLeast)}`,
    status: Number.isFinite(value) && within ? 'within' : 'OVER',
  };
}

/**
 * A row of the table. `check` is { atMost } or { atLeast } (a budget) or absent (reported only).
 * `value` is the number compared; `shown` how it is printed.
 */
export function row(section, figure, value, shown, check, note = '') {
  const { budget, status } = check ? judge(value, check) : { budget: '', status: '' };
  if (!Number.isFinite(value) && value !== undefined) shown = shown || 'failed';
  return { section, figure, shown, budget, status, note };
}

/** A plain-text table (also valid Markdown) of the rows. */
export function formatTable(rows) {
  const header = ['', 'figure', 'measured', 'budget', 'result'];
  const lines = rows.map((r) => [r.section, r.figure, r.shown, r.budget, r.status]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const format = (cells) =>
    `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  const separator = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [format(header), separator, ...lines.map(format)].join('\n');
}
