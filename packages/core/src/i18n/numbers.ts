// Numbers as each language writes them, by hand (docs/adr/0062-formatting-and-game-terms.md): the
// first Intl object a page builds loads the browser's locale data, a long task on a slow phone in
// the page's start (docs/adr/0050-first-paint-at-the-floor.md). The tests compare every language
// with Intl.NumberFormat.
import type { NumberSymbols } from './catalog';
import en from './catalogs/en';

const EN_NUMBERS = en.numbers;

/**
 * `n` as Intl.NumberFormat writes it in the language of `symbols`: grouped by thousands, rounded
 * half away from zero at `places` fraction digits of its shortest decimal form, their trailing
 * zeros dropped when `trim`.
 * @example writeDecimal(1234.5, 2, false, { group: '.', decimal: ',', minimumGroupingDigits: 1 }) // "1.234,50"
 */
export function writeDecimal(
  n: number,
  places: number,
  trim: boolean,
  symbols: NumberSymbols = EN_NUMBERS,
): string {
  const sign = n < 0 ? '-' : '';
  // Below 1e-6 String() writes an exponent, and it rounds to 0 anyway; at or above 1e21 (never a
  // leaderboard's figure) the exponent form is kept.
  const text = Math.abs(n) < 1e-6 ? '0' : String(Math.abs(n));
  if (text.includes('e')) return sign + text;
  const [whole, fraction = ''] = text.split('.');
  const kept = BigInt(whole + `${fraction}000`.slice(0, places));
  const digits = String(kept + BigInt(fraction.charAt(places) >= '5')).padStart(places + 1, '0');
  // `places` is never 0: the last `places` digits are the decimals.
  const decimals = digits.slice(-places).replace(trim ? /0+$/ : /^$/, '');
  const integer = digits.slice(0, -places);
  // With a minimum of 2, a four-digit number stays bare (Spanish, Polish: 1234, 12 345).
  const grouped =
    integer.length < 3 + symbols.minimumGroupingDigits
      ? integer
      : integer.replace(/\B(?=(\d{3})+$)/g, symbols.group);
  return `${sign}${grouped}${decimals && symbols.decimal}${decimals}`;
}

/**
 * A number grouped, up to three decimals, as the language writes it.
 * @example writeGrouped(1234567) // "1,234,567"
 */
export function writeGrouped(n: number, symbols: NumberSymbols = EN_NUMBERS): string {
  return writeDecimal(n, 3, true, symbols);
}
