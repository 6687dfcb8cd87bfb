// The reference server's side of the wire: the rankings query as it reads it. The page never
// parses with these. Each schema is built inside a call marked pure, so the page's bundle drops it:
// zod/mini's `.check()` is a method call, which a bundler must otherwise keep
// (docs/decisions.md#page-budget).
import * as z from 'zod/mini';
import { MAX_PAGE, MAX_SEARCH_LENGTH } from './contract';

/**
 * Query params of the two rankings calls as the server reads them (all strings on the wire):
 * search trimmed, page a zero-based number. Shape only: whether `cluster` and `filter` are known
 * is checked against the store and the filter table, which know the allowed values.
 */
export const RankingQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    search: z
      .pipe(
        z.optional(z.string()),
        z.transform((value) => (value ?? '').trim()),
      )
      .check(z.maxLength(MAX_SEARCH_LENGTH)),
    filter: z.optional(z.string()),
    cluster: z.optional(z.string()),
    page: z.pipe(
      z.optional(z.string().check(z.regex(/^\d+$/))),
      z.transform((value, ctx) => {
        const page = value === undefined ? 0 : Number(value);
        if (page <= MAX_PAGE) return page;
        ctx.issues.push({
          code: 'custom',
          message: `page must be at most ${MAX_PAGE}`,
          input: value,
        });
        return z.NEVER;
      }),
    ),
  }))();
export type RankingQuery = z.infer<typeof RankingQuerySchema>;
