import { z } from './zod';
import { DEFAULT_CHAPTER_LEADER } from '../constants';
import { messages } from '../messages';

export const chapterInputSchema = z.object({
  name: z
    .string({ error: messages.chapterNameRequired })
    .trim()
    .min(1, { error: messages.chapterNameRequired })
    .max(100, { error: 'Chapter name must be at most 100 characters' }),
  /** Optional; empty becomes "TBD". */
  leader: z
    .string()
    .trim()
    .max(100)
    .optional()
    .nullable()
    .transform((value) => (value ? value : DEFAULT_CHAPTER_LEADER)),
});
/** What the chapter form holds before the schema's transforms (the leader may be blank). */
export type ChapterInput = z.input<typeof chapterInputSchema>;

export const chapterSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  leader: z.string(),
  members: z.number().int(),
});
export type Chapter = z.infer<typeof chapterSchema>;
