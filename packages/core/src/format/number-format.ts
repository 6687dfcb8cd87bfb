// One formatter each, built once: Intl.NumberFormat is costly to construct per cell.
const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const TWO_DECIMALS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** en-US grouping ("1,234"), up to three decimals. */
export function groupDigits(n: number): string {
  return GROUPED.format(n);
}

/** en-US grouping with exactly two decimals ("1,234.50"). */
export function groupTwoDecimals(n: number): string {
  return TWO_DECIMALS.format(n);
}

/** True for a number the formatters can show (not missing, not NaN or infinite). */
export function isShown(n: number | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}
