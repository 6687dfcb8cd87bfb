import * as z from 'zod/mini';
import { CountSchema, PAGE_LINK, PageRefSchema } from './wire-number';

/**
 * Paging facts of a rankings answer; pages are zero-based, `next`/`prev` null at the ends. The
 * page needs only `total_pages` and `current_page`; `total_records` may be missing, and a
 * `next`/`prev` sent as a link is read as the page number it must be
 * (docs/decisions.md#tolerant-reader).
 */
export const PaginationSchema = z.pipe(
  z.object({
    total_pages: CountSchema,
    current_page: CountSchema,
    next: PageRefSchema,
    prev: PageRefSchema,
    total_records: z.optional(CountSchema),
  }),
  z.transform(({ next, prev, ...counts }) => ({
    ...counts,
    next:
      next !== PAGE_LINK
        ? next
        : counts.current_page + 1 < counts.total_pages
          ? counts.current_page + 1
          : null,
    prev: prev !== PAGE_LINK ? prev : counts.current_page > 0 ? counts.current_page - 1 : null,
  })),
);
export type Pagination = z.output<typeof PaginationSchema>;
