/** Dashboard tab Events: officials list, add, edit (with a live preview), publish and delete events. */
import { useState } from 'react';
import { EVENT_CATEGORIES, eventInputSchema, type ContentEvent, type EventInput } from '../../../shared/schemas/content';
import { displayDate, timeRange } from '../../../shared/content-view';
import { contentApi } from './content-api';
import { ItemsPanel } from './items-panel';
import { ImageField, SelectField, TextArea, TextField } from './fields';
import { MarkdownPreview } from './markdown-preview';
import { errorsOf, todayInNairobi, validate, type FieldErrors } from './form';

const searchFields = [(e: ContentEvent) => e.title, (e: ContentEvent) => e.excerpt, (e: ContentEvent) => e.location] as const;

/** The body the API takes, from an event as the API gave it (the picture kept by its URL). */
const inputOf = (e: ContentEvent, published = e.published): EventInput => ({
  title: e.title,
  date: e.date,
  startTime: e.startTime,
  endTime: e.endTime,
  location: e.location,
  category: e.category,
  excerpt: e.excerpt,
  body: e.body,
  image: e.image?.url ?? null,
  imageAlt: e.image?.alt ?? '',
  published,
  version: e.version,
});

const blank = (): EventInput => ({
  title: '',
  date: todayInNairobi(),
  startTime: '09:00',
  endTime: '16:00',
  location: '',
  category: '' as EventInput['category'],
  excerpt: '',
  body: '',
  image: null,
  imageAlt: '',
  published: false,
});

function EventEditor({
  item,
  onSaved,
  onCancel,
}: {
  item: ContentEvent | null;
  onSaved: (e: ContentEvent, message: string) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<EventInput>(() => (item ? inputOf(item) : blank()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set =
    <K extends keyof EventInput>(key: K) =>
    (value: EventInput[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      setErrors((e) => ({ ...e, [key]: '' }));
    };
  const save = async (published: boolean) => {
    const body = { ...values, published };
    const invalid = validate(eventInputSchema, body);
    if (invalid) {
      setErrors(invalid);
      return;
    }
    setSaving(true);
    try {
      const { event } = item ? await contentApi.saveEvent(item.id, body) : await contentApi.createEvent(body);
      onSaved(event, published ? `“${event.title}” is on the site.` : `“${event.title}” was saved as a draft.`);
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setSaving(false);
    }
  };
  const errorCount = Object.values(errors).filter(Boolean).length;
  return (
    <div className="cnt-editor">
      <form
        className="cnt-form adm-card"
        noValidate
        aria-labelledby="cnt-editor-title"
        onSubmit={(e) => {
          e.preventDefault();
          void save(true);
        }}
      >
        <h2 id="cnt-editor-title">{item ? 'Edit event' : 'New event'}</h2>
        {errorCount > 0 ? (
          <p className="cnt-error" role="alert">
            {errors.form ?? 'Please correct the fields marked below.'}
          </p>
        ) : null}
        <TextField label="Title" value={values.title ?? ''} onChange={set('title')} error={errors.title} required />
        <div className="cnt-grid-3">
          <TextField label="Date" type="date" value={values.date ?? ''} onChange={set('date')} error={errors.date} required />
          <TextField
            label="Starts"
            type="time"
            value={values.startTime ?? ''}
            onChange={set('startTime')}
            error={errors.startTime}
            required
          />
          <TextField
            label="Ends"
            type="time"
            value={values.endTime ?? ''}
            onChange={set('endTime')}
            error={errors.endTime}
            required
          />
        </div>
        <TextField label="Location" value={values.location ?? ''} onChange={set('location')} error={errors.location} required />
        <SelectField
          label="Category"
          value={values.category ?? ''}
          options={EVENT_CATEGORIES}
          onChange={(v) => set('category')(v as EventInput['category'])}
          error={errors.category}
        />
        <TextArea
          label="Summary"
          help="One or two sentences, shown on the events list."
          value={values.excerpt ?? ''}
          onChange={set('excerpt')}
          error={errors.excerpt}
          required
        />
        <TextArea
          label="Full text"
          help="Markdown: **bold**, *italic*, ## heading, - list, [link](https://…)."
          rows={8}
          value={values.body ?? ''}
          onChange={set('body')}
          error={errors.body}
          required
        />
        <ImageField label="Picture (optional)" value={values.image ?? null} onChange={set('image')} error={errors.image} />
        {values.image ? (
          <TextField
            label="Describe the picture (alt text)"
            value={values.imageAlt ?? ''}
            onChange={set('imageAlt')}
            error={errors.imageAlt}
          />
        ) : null}
        <div className="cnt-actions">
          <button type="button" className="adm-btn" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="adm-btn" disabled={saving} onClick={() => void save(false)}>
            {item?.published ? 'Unpublish and save' : 'Save draft'}
          </button>
          <button type="submit" className="adm-btn adm-btn-primary" disabled={saving}>
            {saving ? 'Saving…' : item?.published ? 'Save' : 'Publish'}
          </button>
        </div>
      </form>
      <aside className="cnt-preview adm-card" aria-label="Preview">
        <p className="cnt-preview-label">Preview</p>
        {values.image ? <img src={values.image} alt={values.imageAlt ?? ''} className="cnt-preview-image" /> : null}
        <p className="card-meta">
          <span className="badge">{values.category || 'category'}</span>
        </p>
        <h1 className="cnt-preview-title">{values.title || 'Event title'}</h1>
        <p className="cnt-muted">
          {values.date ? displayDate(values.date) : ''} ·{' '}
          {values.startTime && values.endTime ? timeRange({ startTime: values.startTime, endTime: values.endTime }) : ''} ·{' '}
          {values.location}
        </p>
        <p className="lead">{values.excerpt}</p>
        <MarkdownPreview markdown={values.body ?? ''} />
      </aside>
    </div>
  );
}

export function EventsTab({ notify }: { notify: (text: string, tone?: 'ok' | 'error') => void }) {
  return (
    <ItemsPanel<ContentEvent>
      noun="event"
      load={loadEvents}
      setPublished={(e, published) => contentApi.saveEvent(e.id, inputOf(e, published))}
      remove={(e) => contentApi.deleteEvent(e.id)}
      searchFields={searchFields}
      details={(e) => (
        <>
          {timeRange(e)} · {e.location}
        </>
      )}
      publicPath={(e) => `/events/${e.slug}`}
      editor={(props) => <EventEditor {...props} />}
      notify={notify}
    />
  );
}

const loadEvents = async () => (await contentApi.events()).events;
