import * as z from 'zod/mini';
import { CountSchema, PageRefSchema } from './wire-number';

/** Paging facts of a rankings answer; pages are zero-based, `next`/`prev` null at the ends. */
export const PaginationSchema = z.object({
  total_pages: CountSchema,
  current_page: CountSchema,
  next: PageRefSchema,
  prev: PageRefSchema,
  total_records: CountSchema,
});
export type Pagination = z.infer<typeof PaginationSchema>;
