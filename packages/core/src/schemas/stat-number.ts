import * as z from 'zod/mini';

const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * A statistic as backends send it: a number, a numeric string (BIGINT columns often arrive as
 * strings), or missing/null, which parses to undefined so the formatters can show N/A or 0.
 */
export const StatNumberSchema = z.pipe(
  z.optional(z.nullable(z.union([z.number(), z.string().check(z.regex(NUMERIC))]))),
  z.transform((value): number | undefined =>
    value === null || value === undefined ? undefined : Number(value),
  ),
);

/** A name as backends send it: text, a number (some send ids), or missing/null -> ''. */
export const NameSchema = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  z.transform((value): string => (value === null || value === undefined ? '' : String(value))),
);
