import { PAGE_SIZE, type Pagination } from '@ark/core';

/** The pagination block for a zero-based page of `total` rows, 20 a page. */
export function paginate(page: number, total: number): Pagination {
  const totalPages = Math.ceil(total / PAGE_SIZE);
  return {
    total_pages: totalPages,
    current_page: page,
    next: page + 1 < totalPages ? page + 1 : null,
    prev: page > 0 ? Math.min(page - 1, Math.max(totalPages - 1, 0)) : null,
    total_records: total,
  };
}
