/** Paging of the dashboard tables: one rule for the server's OFFSET and the footer's "Showing a to b of n". */

/** Rows a table page shows unless the request asks otherwise, and the most it may ask for. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
/** Past this page number a request is refused rather than turned into a huge OFFSET. */
export const MAX_PAGE = 100_000;

export const pageOffset = (page: number, pageSize: number): number => (Math.max(1, page) - 1) * pageSize;

/** "Showing {from} to {to} of {total}": 0 to 0 when the page is empty. */
export function showingRange(page: number, pageSize: number, itemsOnPage: number, total: number): { from: number; to: number } {
  if (itemsOnPage === 0) return { from: 0, to: 0 };
  const from = pageOffset(page, pageSize) + 1;
  return { from, to: Math.min(total, from + itemsOnPage - 1) };
}

export const pageCount = (pageSize: number, total: number): number => Math.max(1, Math.ceil(total / pageSize));
export const hasPreviousPage = (page: number): boolean => page > 1;
export const hasNextPage = (page: number, pageSize: number, total: number): boolean => page < pageCount(pageSize, total);
