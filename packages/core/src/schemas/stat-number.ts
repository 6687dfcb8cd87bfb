import * as z from 'zod/mini';

export { StatNumberSchema } from './wire-number';

/** A name as backends send it: text, a number (some send ids), or missing/null -> ''. */
export const NameSchema = z._default(
  z.pipe(
    z.unknown(),
    z.transform((value, ctx): string => {
      if (value === null || value === undefined) return '';
      if (typeof value === 'string' || typeof value === 'number') return String(value);
      ctx.issues.push({ code: 'custom', message: 'Expected a name', input: value });
      return z.NEVER;
    }),
  ),
  '',
);
