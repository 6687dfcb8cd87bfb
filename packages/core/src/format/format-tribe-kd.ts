import { isShown } from './number-format';

/**
 * A tribe's KD as given, "0" when missing (docs/behaviour.md#formatting).
 * @example formatTribeKd(1.5) // "1.5"
 */
export function formatTribeKd(kd: number | undefined): string {
  return isShown(kd) ? String(kd) : '0';
}
