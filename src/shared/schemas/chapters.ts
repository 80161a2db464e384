import { z } from './zod';
import { DEFAULT_CHAPTER_LEADER } from '../constants';
import { CHAPTER_CODE_PATTERN, NO_CHAPTER_CODE } from '../chapters';
import { serverMessages } from '../server-messages';

/** Two letters, any case (stored upper-case, so "ti" is the same code as "TI"); blank: not given. */
const chapterCodeField = z
  .string({ error: serverMessages.chapterCodeInvalid })
  .trim()
  .max(10, { error: serverMessages.chapterCodeInvalid })
  .optional()
  .nullable()
  .transform((value) => (value ? value.toUpperCase() : undefined))
  .refine((code) => code === undefined || CHAPTER_CODE_PATTERN.test(code), { error: serverMessages.chapterCodeInvalid })
  .refine((code) => code !== NO_CHAPTER_CODE, { error: serverMessages.chapterCodeReserved });

export const chapterInputSchema = z.object({
  name: z
    .string({ error: serverMessages.chapterNameRequired })
    .trim()
    .min(1, { error: serverMessages.chapterNameRequired })
    .max(100, { error: 'Chapter name must be at most 100 characters' }),
  /**
   * The code in membership and leadership numbers. Optional: a new chapter without one gets a
   * free code drawn from its name; an edit without one keeps the chapter's code.
   */
  code: chapterCodeField,
  /** Optional; empty becomes "TBD". */
  leader: z
    .string()
    .trim()
    .max(100)
    .optional()
    .nullable()
    .transform((value) => (value ? value : DEFAULT_CHAPTER_LEADER)),
});
/** What the chapter form holds before the schema's transforms (the leader and code may be blank). */
export type ChapterInput = z.input<typeof chapterInputSchema>;

export const chapterSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  /** The chapter coordinator's name from the leader records when there is one, else the text officials typed. */
  leader: z.string(),
  members: z.number().int(),
  /** Officials' list only; the public list holds no archived chapter. */
  archived: z.boolean(),
});
export type Chapter = z.infer<typeof chapterSchema>;
