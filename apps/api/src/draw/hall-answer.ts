// The hall of fame call's answer (docs/adr/0074-the-hall-of-fame.md): one section's rows, as the
// store reads them (store/hall-reads.ts), paged and shaped as core's wire schema of that section
// says (docs/adr/0078-store-returns-data.md).
import { type HallAnswerWire, PAGE_SIZE, paginate } from '@ark/core';
import type { HallSectionRows } from '../store/hall-reads';

/** One page of a list, with the rankings' pagination block (the wire's names its row count). */
const paged = <T>(rows: readonly T[], page: number) => ({
  rows: rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE),
  pagination: { ...paginate(page, rows.length), total_records: rows.length },
});

/** The answer of one section's rows: champions and medals paged at `page`, the others whole. */
export function hallAnswer(read: HallSectionRows, page: number): HallAnswerWire {
  switch (read.section) {
    case 'records':
      return { records: read.records };
    case 'champions': {
      const { rows, pagination } = paged(read.champions, page);
      return { champions: rows, pagination };
    }
    case 'medals': {
      const { rows, pagination } = paged(read.medals, page);
      return { medals: rows, pagination };
    }
    case 'seasons':
      return { seasons: read.seasons };
  }
}
