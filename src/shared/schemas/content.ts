/**
 * What officials send to publish events, updates (achievements) and gallery photos, shared by
 * the dashboard's forms and the API (docs/content.md). The server checks an image's bytes
 * itself; here an image is only a data URL of bounded length.
 */
import { z } from './zod';
import { messages } from '../messages';
import { serverMessages } from '../server-messages';
import { MAX_PHOTO_DATA_URL_LENGTH } from '../photo';

export const EVENT_CATEGORIES = ['workshop', 'business', 'career', 'community', 'leadership', 'charity'] as const;
export const UPDATE_CATEGORIES = ['community', 'health', 'education', 'charity', 'events'] as const;
export const GALLERY_CATEGORIES = ['charity', 'meetings', 'events', 'outreach', 'workshops', 'leadership'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export type UpdateCategory = (typeof UPDATE_CATEGORIES)[number];
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

const tooLong = (max: number) => messages.contentTooLong.replace('{max}', String(max));

/** Required text: blank after trimming counts as missing. */
const text = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong(max) });

/** A calendar date as YYYY-MM-DD that exists (no 31 February). */
const isoDate = z
  .string({ error: serverMessages.contentDateRequired })
  .trim()
  .min(1, { error: serverMessages.contentDateRequired })
  .refine(
    (value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: serverMessages.contentDateInvalid },
  );

/** 24-hour HH:MM. */
const time = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: message });

const category = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: serverMessages.contentCategoryRequired });

/**
 * An image field: a data URL (a new picture), null (remove the picture) or, when editing, the
 * picture's current URL sent back unchanged. Anything else is refused by the server.
 */
const contentImageField = z
  .string({ error: serverMessages.contentImageInvalid })
  .max(MAX_PHOTO_DATA_URL_LENGTH, { error: serverMessages.contentImageTooLarge });

const listItems = z
  .array(text(serverMessages.contentListItemRequired, 200), { error: serverMessages.contentListItemRequired })
  .max(30)
  .default([]);

/** The fields every story (event, update) ends with: its picture, whether it is on the site, its version. */
const storyInputFields = {
  image: contentImageField.nullish(),
  /** Alt text of the picture; blank for a decorative one. */
  imageAlt: z
    .string()
    .trim()
    .max(300, { error: tooLong(300) })
    .optional(),
  published: z.boolean({ error: serverMessages.contentPublishedInvalid }).default(false),
  /** The version the official edited (optional): a newer one on the server answers 409. */
  version: z.number().int().positive().optional(),
};

/**
 * A Kiswahili text beside an English one (docs/content.md, "Kiswahili versions"): optional, with
 * the English field's length. Blank or null is no Kiswahili text; when every Kiswahili field of
 * an item is absent, an edit keeps the version it has (a tool that knows nothing of Kiswahili
 * does not erase it). An event's place and an update's impact line use it too, each on its own
 * (absent keeps, blank removes), outside the whole-or-absent rule below.
 */
const kiswahiliText = (max: number) =>
  z
    .string({ error: serverMessages.contentTextInvalid })
    .trim()
    .max(max, { error: tooLong(max) })
    .nullish();

/** A story's Kiswahili version: title, summary and body (rendered and sanitised as the English body is). */
const storyKiswahiliFields = {
  titleSw: kiswahiliText(150),
  excerptSw: kiswahiliText(400),
  bodySw: kiswahiliText(50_000),
};

/** Each Kiswahili field, the English field it translates and the message when it is missing. */
const STORY_KISWAHILI = [
  ['titleSw', 'title', serverMessages.contentTitleSwRequired],
  ['excerptSw', 'excerpt', serverMessages.contentExcerptSwRequired],
  ['bodySw', 'body', serverMessages.contentBodySwRequired],
] as const;
const GALLERY_KISWAHILI = [
  ['altSw', 'alt', serverMessages.contentAltSwRequired],
  ['descriptionSw', 'description', serverMessages.contentDescriptionSwRequired],
] as const;

/**
 * The one rule of a Kiswahili version: absent (every Kiswahili field blank), or whole (each text
 * the English version has, in Kiswahili too). A page then shows one language throughout: a
 * Kiswahili title over an English body would read as a mistake, and quietly dropping half a
 * translation would lose the official's work, so a partial one is refused with the missing field
 * named, and the form keeps what was written.
 */
const wholeOrNoKiswahili =
  (pairs: readonly (readonly [string, string, string])[]) => (value: Record<string, unknown>, ctx: z.core.$RefinementCtx) => {
    const blank = (key: string) => value[key] === undefined || value[key] === null || value[key] === '';
    if (pairs.every(([sw]) => blank(sw))) return;
    for (const [sw, en, message] of pairs)
      if (blank(sw) && !blank(en)) ctx.addIssue({ code: 'custom', message, path: [sw], input: value[sw] });
  };

export const eventInputSchema = z
  .object({
    title: text(serverMessages.contentTitleRequired, 150),
    date: isoDate,
    startTime: time(serverMessages.contentStartTimeRequired),
    endTime: time(serverMessages.contentEndTimeRequired),
    location: text(serverMessages.contentLocationRequired, 200),
    /** The place in Kiswahili: optional on its own, outside the version's whole-or-absent rule. */
    locationSw: kiswahiliText(200),
    category: category(EVENT_CATEGORIES),
    excerpt: text(serverMessages.contentExcerptRequired, 400),
    body: text(serverMessages.contentBodyRequired, 50_000),
    ...storyKiswahiliFields,
    ...storyInputFields,
  })
  .refine((event) => event.endTime > event.startTime, { error: serverMessages.contentEndBeforeStart, path: ['endTime'] })
  .superRefine(wholeOrNoKiswahili(STORY_KISWAHILI));

/** Optional text: blank (or absent) is stored as ''. */
const optionalText = (max: number) =>
  z
    .string({ error: serverMessages.contentTextInvalid })
    .trim()
    .max(max, { error: tooLong(max) })
    .default('');

/**
 * An achievement's details. All optional: an update may be plain news (a meeting announced, a
 * new office), with no place, participants or results to report; the pages show what is given.
 */
const updateDetailsSchema = z
  .object(
    {
      location: optionalText(200),
      participants: optionalText(200),
      partners: listItems,
      services: listItems,
      outcomes: listItems,
    },
    { error: serverMessages.contentDetailsInvalid },
  )
  .default({ location: '', participants: '', partners: [], services: [], outcomes: [] });

export const updateInputSchema = z
  .object({
    title: text(serverMessages.contentTitleRequired, 150),
    date: isoDate,
    category: category(UPDATE_CATEGORIES),
    excerpt: text(serverMessages.contentExcerptRequired, 400),
    /** The result in a line ("420 residents screened"); blank for plain news. */
    impact: optionalText(300),
    /** The impact line in Kiswahili: optional on its own, as an event's locationSw. */
    impactSw: kiswahiliText(300),
    details: updateDetailsSchema,
    body: text(serverMessages.contentBodyRequired, 50_000),
    ...storyKiswahiliFields,
    ...storyInputFields,
  })
  .superRefine(wholeOrNoKiswahili(STORY_KISWAHILI));

export const galleryInputSchema = z
  .object({
    /** Required when adding a photo; when editing, absent keeps the current picture. */
    image: contentImageField.optional(),
    alt: text(serverMessages.contentAltRequired, 300),
    category: category(GALLERY_CATEGORIES),
    date: isoDate,
    description: z
      .string()
      .trim()
      .max(500, { error: tooLong(500) })
      .default(''),
    altSw: kiswahiliText(300),
    descriptionSw: kiswahiliText(500),
    version: z.number().int().positive().optional(),
  })
  .superRefine(wholeOrNoKiswahili(GALLERY_KISWAHILI));
export type GalleryInput = z.input<typeof galleryInputSchema>;

/** One encoded size of a picture. */
const imageVariantSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  format: z.enum(['avif', 'webp', 'jpeg', 'svg']),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** A picture as pages use it: the fallback URL, its intrinsic size (no layout shift) and every variant. */
const contentImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  variants: z.array(imageVariantSchema),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

const stamps = {
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
};

/** A story's Kiswahili version as stored: all null when it has none. */
const storyKiswahiliAnswer = {
  titleSw: z.string().nullable(),
  excerptSw: z.string().nullable(),
  bodySw: z.string().nullable(),
  bodyHtmlSw: z.string().nullable(),
};

export const contentEventSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string(),
  /** The place in Kiswahili; null: none, the Kiswahili pages show the English one. */
  locationSw: z.string().nullable(),
  category: z.enum(EVENT_CATEGORIES),
  excerpt: z.string(),
  /** Markdown as written. */
  body: z.string(),
  /** The body rendered and sanitised: safe to insert into a page. */
  bodyHtml: z.string(),
  ...storyKiswahiliAnswer,
  image: contentImageSchema.nullable(),
  published: z.boolean(),
  ...stamps,
});
export type ContentEvent = z.infer<typeof contentEventSchema>;

export const contentUpdateSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  date: z.string(),
  category: z.enum(UPDATE_CATEGORIES),
  excerpt: z.string(),
  impact: z.string(),
  /** The impact line in Kiswahili; null: none (as locationSw). */
  impactSw: z.string().nullable(),
  details: z.object({
    location: z.string(),
    participants: z.string(),
    partners: z.array(z.string()),
    services: z.array(z.string()),
    outcomes: z.array(z.string()),
  }),
  body: z.string(),
  bodyHtml: z.string(),
  ...storyKiswahiliAnswer,
  image: contentImageSchema.nullable(),
  published: z.boolean(),
  ...stamps,
});
export type ContentUpdate = z.infer<typeof contentUpdateSchema>;

export const galleryPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  category: z.enum(GALLERY_CATEGORIES),
  date: z.string(),
  description: z.string(),
  altSw: z.string().nullable(),
  descriptionSw: z.string().nullable(),
  variants: z.array(imageVariantSchema),
  ...stamps,
});
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;
