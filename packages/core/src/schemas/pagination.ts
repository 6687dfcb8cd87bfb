import * as z from 'zod/mini';

const Count = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\d+$/))]),
  z.transform((value) => Number(value)),
);
const PageRef = z.pipe(
  z.optional(z.nullable(z.union([z.number(), z.string().check(z.regex(/^\d+$/))]))),
  z.transform((value): number | null =>
    value === null || value === undefined ? null : Number(value),
  ),
);

/** Paging facts of a rankings answer; pages are zero-based, `next`/`prev` null at the ends. */
export const PaginationSchema = z.object({
  total_pages: Count,
  current_page: Count,
  next: PageRef,
  prev: PageRef,
  total_records: Count,
});
export type Pagination = z.infer<typeof PaginationSchema>;
