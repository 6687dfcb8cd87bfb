import { describe, expect, it } from 'vitest';
import { PaginationSchema } from './pagination';

describe('PaginationSchema', () => {
  it('reads total_pages, current_page, next, prev and total_records, numbers or numeric strings', () => {
    expect(
      PaginationSchema.parse({
        total_pages: '2',
        current_page: 0,
        next: '1',
        prev: null,
        total_records: 40,
      }),
    ).toEqual({ total_pages: 2, current_page: 0, next: 1, prev: null, total_records: 40 });
  });

  it('reads a missing next or prev as null', () => {
    const parsed = PaginationSchema.parse({ total_pages: 1, current_page: 0, total_records: 3 });
    expect(parsed).toMatchObject({ next: null, prev: null });
  });

  it('reads next and prev sent as links as the page numbers they stand for', () => {
    const links = { next: 'https://x.example/?page=1', prev: '/api?page=0', total_records: 9 };
    expect(PaginationSchema.parse({ total_pages: 2, current_page: 0, ...links })).toMatchObject({
      next: 1,
      prev: null,
    });
    expect(PaginationSchema.parse({ total_pages: 2, current_page: 1, ...links })).toMatchObject({
      next: null,
      prev: 0,
    });
  });

  it('accepts a missing total_records', () => {
    expect(
      PaginationSchema.parse({ total_pages: 1, current_page: 0 }).total_records,
    ).toBeUndefined();
  });

  it('rejects a missing or non-numeric total', () => {
    expect(PaginationSchema.safeParse({ current_page: 0, total_records: 0 }).success).toBe(false);
    const wrong = { total_pages: 'two', current_page: 0, total_records: 0 };
    expect(PaginationSchema.safeParse(wrong).success).toBe(false);
  });

  it('rejects counts and page numbers that are negative or not whole (total_pages is at least 0)', () => {
    const base = { total_pages: 2, current_page: 0, next: 1, prev: null, total_records: 40 };
    for (const bad of [
      { total_pages: -1 },
      { current_page: 0.5 },
      { next: '-1' },
      { total_records: '1e3' },
    ]) {
      expect(PaginationSchema.safeParse({ ...base, ...bad }).success).toBe(false);
    }
  });
});
