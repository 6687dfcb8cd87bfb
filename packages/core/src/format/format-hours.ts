import { groupTwoDecimals, isShown } from './number-format';

/**
 * Minutes played as hours to two decimals, grouped, or N/A when missing (docs/behaviour.md#formatting).
 * @example formatHours(90) // "1.50 hrs"
 * @example formatHours(74070) // "1,234.50 hrs"
 */
export function formatHours(minutes: number | undefined): string {
  return isShown(minutes) ? `${groupTwoDecimals(minutes / 60)} hrs` : 'N/A';
}
