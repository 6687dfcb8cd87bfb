import { groupDigits, isShown } from './number-format';

/**
 * Tribe Score with thousands separators, N/A when missing (docs/behaviour.md#formatting).
 * @example formatScore(1234567) // "1,234,567"
 */
export function formatScore(n: number | undefined): string {
  return isShown(n) ? groupDigits(n) : 'N/A';
}
