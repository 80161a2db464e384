/** `?page=&pageSize=` of every paged list, with the limits of src/shared/paging.ts and one message each. */
import { z } from './zod';
import { messages } from '../messages';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../paging';

const page = z.coerce
  .number({ error: messages.pageInvalid })
  .int({ error: messages.pageInvalid })
  .min(1, { error: messages.pageInvalid })
  .max(MAX_PAGE, { error: messages.pageInvalid });
const pageSize = z.coerce
  .number({ error: messages.pageSizeInvalid })
  .int({ error: messages.pageSizeInvalid })
  .min(1, { error: messages.pageSizeInvalid })
  .max(MAX_PAGE_SIZE, { error: messages.pageSizeInvalid });

/** Spread into a list query: `z.object({ ...pagingQuery, search })`. */
export const pagingQuery = {
  page: page.optional().default(1),
  pageSize: pageSize.optional().default(DEFAULT_PAGE_SIZE),
};
