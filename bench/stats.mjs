// Medians and spreads of the benchmark's repeated measurements.

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
export function stats(values) {
  if (values.length === 0) return null;
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), values };
}
