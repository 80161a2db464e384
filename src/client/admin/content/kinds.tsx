/**
 * What differs between the Events and the Updates tabs, as data: the API calls and queries, the
 * form's own fields and how they become the API's body, the row's details and the preview's
 * lines. Everything else (list, search, publish, delete, the edit modal with its live preview)
 * is one panel (story-panel.tsx) and one editor (story-editor.tsx).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { timeRange } from '../../../shared/content-view';
import { formatContentDate, nairobiToday } from '../../../shared/dates';
import {
  EVENT_CATEGORIES,
  UPDATE_CATEGORIES,
  eventInputSchema,
  updateInputSchema,
  type ContentEvent,
  type ContentUpdate,
} from '../../../shared/schemas/content';
import { eventsQuery, keys, updatesQuery } from '../queries';
import { contentApi } from './content-api';
import { SelectField, TextArea, TextField } from './fields';
import { errorOf, linesOf, type FieldOf } from '../form';
import { officialsMessages } from '../../../shared/officials-messages';

const attendanceWords = officialsMessages.attendance;
const swWords = officialsMessages.contentKiswahili;

/** What every story's row has (its category is its own). */
export type Story = Pick<
  ContentEvent & ContentUpdate,
  'id' | 'slug' | 'title' | 'date' | 'excerpt' | 'body' | 'titleSw' | 'excerptSw' | 'bodySw' | 'image' | 'published' | 'version'
> & {
  category: string;
};

/** The fields every story's form has; a kind adds its own. */
export interface StoryForm {
  title: string;
  date: string;
  category: string;
  excerpt: string;
  body: string;
  image: string | null;
  imageAlt: string;
  /** The optional Kiswahili version: all blank, or all written (the shared schema's rule). */
  titleSw: string;
  excerptSw: string;
  bodySw: string;
}

export interface StoryKind<T extends Story, F extends StoryForm> {
  noun: 'event' | 'update';
  query: UseQueryOptions<T[], Error, T[], QueryKey>;
  /** The queries a write of this kind changes. */
  invalidates: readonly QueryKey[];
  /** POST (no id) or PUT. */
  save: (id: string | null, body: object) => Promise<T>;
  remove: (id: string) => Promise<unknown>;
  /** The shared input schema the form is checked with (the API checks the same). */
  schema: z.ZodType;
  /** The kind's own fields of the form for an item (null: a new one). */
  ownForm: (item: T | null) => Omit<F, keyof StoryForm>;
  /** The API's body from the form's values. */
  bodyOf: (values: F, published: boolean, version?: number) => object;
  /** Where an error of the body shows in the form (a list item's error on its textarea). */
  fieldOf?: FieldOf;
  searchFields: readonly ((item: T) => string)[];
  publicPath: (item: T) => string;
  /** What the row shows under its title. */
  details: (item: T) => ReactNode;
  /** The kind's own buttons in the row, after Publish (an event's Check-in). */
  rowActions?: (item: T) => ReactNode;
  /** The kind's own fields, after the title and after the summary. */
  headFields: (form: UseFormReturn<F>) => ReactNode;
  storyFields: (form: UseFormReturn<F>) => ReactNode;
  /**
   * The kind's own Kiswahili twin (an event's place, an update's impact line), shown in the
   * Kiswahili section: optional on its own, outside the version's whole-or-absent rule.
   */
  twin: { name: Path<F>; english: Path<F>; label: string; englishLabel: string };
  words: { summaryHelp: string; body: string; bodyRows: number; placeholderTitle: string };
  /** The preview's kind-specific lines: next to the category, under the title, after the summary. */
  preview: (values: F) => { meta?: ReactNode; subtitle?: ReactNode; afterLead?: ReactNode };
}

/** A kind's list query, what its writes invalidate and its calls. */
const storyData = <T,>(
  noun: 'event' | 'update',
  query: UseQueryOptions<T[], Error, T[], QueryKey>,
  key: QueryKey,
  calls: Pick<StoryKind<Story, StoryForm>, 'save' | 'remove'>,
) => ({
  noun,
  query,
  invalidates: [key],
  save: calls.save as (id: string | null, body: object) => Promise<T>,
  remove: calls.remove,
});

/** The form's values for an item (null: a new one): the fields every story has, and the kind's own. */
export const formOf = <T extends Story, F extends StoryForm>(kind: StoryKind<T, F>, item: T | null): F =>
  ({
    title: item?.title ?? '',
    date: item?.date ?? nairobiToday(),
    category: item?.category ?? '',
    excerpt: item?.excerpt ?? '',
    body: item?.body ?? '',
    image: item?.image?.url ?? null,
    imageAlt: item?.image?.alt ?? '',
    titleSw: item?.titleSw ?? '',
    excerptSw: item?.excerptSw ?? '',
    bodySw: item?.bodySw ?? '',
    ...kind.ownForm(item),
  }) as F;

interface EventForm extends StoryForm {
  startTime: string;
  endTime: string;
  location: string;
  /** Blank: the Kiswahili pages show the English place. */
  locationSw: string;
}

export const eventKind: StoryKind<ContentEvent, EventForm> = {
  ...storyData('event', eventsQuery, keys.events, contentApi.events),
  schema: eventInputSchema,
  ownForm: (e) => ({
    startTime: e?.startTime ?? '09:00',
    endTime: e?.endTime ?? '16:00',
    location: e?.location ?? '',
    locationSw: e?.locationSw ?? '',
  }),
  bodyOf: (values, published, version) => ({ ...values, published, version }),
  searchFields: [(e) => e.title, (e) => e.excerpt, (e) => e.location],
  publicPath: (e) => `/events/${e.slug}`,
  // The door screen for this event (the Check-in tab reads the event from its address).
  rowActions: (e) => (
    <Link className="adm-btn" to={`/admin/check-in/${e.id}`} aria-label={attendanceWords.checkInFor(e.title)}>
      {attendanceWords.checkIn}
    </Link>
  ),
  details: (e) => (
    <>
      {timeRange(e)} · {e.location}
    </>
  ),
  headFields: (form) => (
    <>
      <div className="cnt-grid-3">
        <TextField label="Date" type="date" field={form.register('date')} error={errorOf(form, 'date')} required />
        <TextField label="Starts" type="time" field={form.register('startTime')} error={errorOf(form, 'startTime')} required />
        <TextField label="Ends" type="time" field={form.register('endTime')} error={errorOf(form, 'endTime')} required />
      </div>
      <TextField label="Location" field={form.register('location')} error={errorOf(form, 'location')} required />
      <SelectField
        label="Category"
        field={form.register('category')}
        options={EVENT_CATEGORIES}
        error={errorOf(form, 'category')}
      />
    </>
  ),
  storyFields: () => null,
  twin: { name: 'locationSw', english: 'location', label: swWords.location, englishLabel: 'Location' },
  words: {
    summaryHelp: 'One or two sentences, shown on the events list.',
    body: 'Full text',
    bodyRows: 8,
    placeholderTitle: 'Event title',
  },
  preview: (v) => ({
    subtitle: (
      <p className="cnt-muted">
        {v.date ? formatContentDate(v.date) : ''} · {v.startTime && v.endTime ? timeRange(v) : ''} · {v.location}
      </p>
    ),
  }),
};

/** An update's details are edited as one textarea per list, one item a line. */
interface UpdateForm extends StoryForm {
  impact: string;
  /** Blank: the Kiswahili pages show the English impact line. */
  impactSw: string;
  details: { location: string; participants: string; partners: string; services: string; outcomes: string };
}
const LISTS = ['partners', 'services', 'outcomes'] as const;

export const updateKind: StoryKind<ContentUpdate, UpdateForm> = {
  ...storyData('update', updatesQuery, keys.updates, contentApi.updates),
  schema: updateInputSchema,
  ownForm: (u) => ({
    impact: u?.impact ?? '',
    impactSw: u?.impactSw ?? '',
    details: {
      location: u?.details.location ?? '',
      participants: u?.details.participants ?? '',
      partners: u?.details.partners.join('\n') ?? '',
      services: u?.details.services.join('\n') ?? '',
      outcomes: u?.details.outcomes.join('\n') ?? '',
    },
  }),
  bodyOf: ({ details, ...values }, published, version) => ({
    ...values,
    details: {
      ...details,
      partners: linesOf(details.partners),
      services: linesOf(details.services),
      outcomes: linesOf(details.outcomes),
    },
    published,
    version,
  }),
  // A list item's error shows on its list; the details as a whole on the first of them.
  fieldOf: (path) => (path === 'details' ? 'details.location' : path.replace(/^(details\.\w+)\.\d+$/, '$1')),
  searchFields: [(u) => u.title, (u) => u.excerpt],
  publicPath: (u) => `/updates/${u.slug}`,
  details: (u) => <>{u.impact}</>,
  headFields: (form) => (
    <div className="cnt-grid-2">
      <TextField label="Date" type="date" field={form.register('date')} error={errorOf(form, 'date')} required />
      <SelectField
        label="Category"
        field={form.register('category')}
        options={UPDATE_CATEGORIES}
        error={errorOf(form, 'category')}
      />
    </div>
  ),
  storyFields: (form) => (
    <>
      <TextField
        label="Impact"
        help="The result in a line, e.g. “420 residents screened”. Leave the details blank for plain news."
        field={form.register('impact')}
        error={errorOf(form, 'impact')}
      />
      <div className="cnt-grid-2">
        <TextField label="Where" field={form.register('details.location')} error={errorOf(form, 'details.location')} />
        <TextField
          label="Participants"
          field={form.register('details.participants')}
          error={errorOf(form, 'details.participants')}
        />
      </div>
      <div className="cnt-grid-3">
        {LISTS.map((list) => (
          <TextArea
            key={list}
            label={`${list.charAt(0).toUpperCase()}${list.slice(1)} (one a line)`}
            field={form.register(`details.${list}`)}
            error={errorOf(form, `details.${list}`)}
          />
        ))}
      </div>
    </>
  ),
  twin: { name: 'impactSw', english: 'impact', label: swWords.impact, englishLabel: 'Impact' },
  words: {
    summaryHelp: 'One or two sentences, shown on the achievements list.',
    body: 'Full story',
    bodyRows: 10,
    placeholderTitle: 'Update title',
  },
  preview: (v) => ({
    meta: v.date ? formatContentDate(v.date) : '',
    afterLead: v.impact ? (
      <p>
        <strong>Impact:</strong> {v.impact}
      </p>
    ) : null,
  }),
};
