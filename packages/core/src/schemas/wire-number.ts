import * as z from 'zod/mini';
import { NUMERIC_TEXT } from '../contract';

const REQUIRED = Symbol('required');

/**
 * A number as backends send it: a JSON number or a numeric string (BIGINT columns often arrive as
 * strings). `missing` is what null or an absent field becomes, or REQUIRED to refuse it. Built from
 * `unknown` + one transform rather than unions and regex checks, which keeps zod/mini's share of
 * the page's JS budget small.
 */
function wireNumber<Missing>(whole: boolean, missing: Missing) {
  type Out = number | Exclude<Missing, typeof REQUIRED>;
  return z.pipe(
    z.unknown(),
    z.transform((value, ctx): Out => {
      if (value === null || value === undefined) {
        if (missing !== REQUIRED) return missing as Exclude<Missing, typeof REQUIRED>;
      } else {
        const n =
          typeof value === 'number' || (typeof value === 'string' && NUMERIC_TEXT.test(value))
            ? Number(value)
            : Number.NaN;
        if (Number.isFinite(n) && (!whole || (Number.isInteger(n) && n >= 0))) return n;
      }
      ctx.issues.push({
        code: 'custom',
        message: whole ? 'Expected a whole number >= 0' : 'Expected a number',
        input: value,
      });
      return z.NEVER;
    }),
  );
}

/** A statistic: a number or numeric string; missing or null parses to undefined (N/A or 0). */
export const StatNumberSchema = z.optional(wireNumber(false, undefined));

/** A required count (total_pages, current_page, total_records): a whole number >= 0. */
export const CountSchema = wireNumber(true, REQUIRED);

/** What a page reference that is a link (`"https://…?page=2"`) reads as, until resolved. */
export const PAGE_LINK = 'link';

/**
 * A page reference (next, prev): a whole number >= 0 or a numeric string; null or missing at the
 * ends; a link (any other text, as some community backends send) reads as PAGE_LINK, resolved
 * from the page numbers by PaginationSchema (docs/decisions.md#tolerant-reader).
 */
export const PageRefSchema = z._default(
  z.pipe(
    z.unknown(),
    z.transform((value, ctx): number | null | typeof PAGE_LINK => {
      if (typeof value === 'string' && value !== '' && !NUMERIC_TEXT.test(value)) return PAGE_LINK;
      const read = wireNumber(true, null).safeParse(value);
      if (read.success) return read.data;
      ctx.issues.push({ code: 'custom', message: 'Expected a page number or link', input: value });
      return z.NEVER;
    }),
  ),
  null,
);

/**
 * KD as the backend wrote it: a number or numeric string, kept as text so "2.50" or "1999.00"
 * shows with its decimals (docs/decisions.md#kd); missing or null parses to undefined (computed).
 */
export const KdSchema = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value, ctx): string | undefined => {
      if (value === null || value === undefined) return undefined;
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      if (typeof value === 'string' && NUMERIC_TEXT.test(value) && Number.isFinite(Number(value)))
        return value;
      ctx.issues.push({ code: 'custom', message: 'Expected a number', input: value });
      return z.NEVER;
    }),
  ),
);
