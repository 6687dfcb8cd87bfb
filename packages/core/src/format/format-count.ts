import { groupDigits, isShown } from './number-format';

/**
 * A count (kills, deaths, tame kills) with thousands separators, "0" when missing.
 * Spec section 5 says so for tribes; player counts follow the same rule.
 * @example formatCount(12345) // "12,345"
 */
export function formatCount(n: number | undefined): string {
  return isShown(n) ? groupDigits(n) : '0';
}
