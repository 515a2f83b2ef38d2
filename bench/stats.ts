/** Percentile helpers for the benchmarks. Values in whatever unit the caller measured. */

/** The p-th percentile (0-100) by nearest rank; throws on an empty sample. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of an empty sample');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

/** Prints one figure a line: `name: value unit`. */
export function report(name: string, value: number, unit: string): void {
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(2);
  console.log(`${name}: ${shown} ${unit}`);
}
