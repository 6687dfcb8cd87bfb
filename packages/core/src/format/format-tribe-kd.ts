/**
 * A tribe's KD as given, "0" when missing (docs/behaviour.md#formatting).
 * @example formatTribeKd('1.50') // "1.50"
 */
export function formatTribeKd(kd: string | undefined): string {
  return kd ?? '0';
}
