/** Dashboard tab Updates: officials list, add, edit (with a live preview), publish and delete achievement stories. */
import { useState } from 'react';
import { UPDATE_CATEGORIES, updateInputSchema, type ContentUpdate, type UpdateInput } from '../../../shared/schemas/content';
import { displayDate } from '../../../shared/content-view';
import { contentApi } from './content-api';
import { ItemsPanel } from './items-panel';
import { ImageField, SelectField, TextArea, TextField } from './fields';
import { MarkdownPreview } from './markdown-preview';
import { errorsOf, linesOf, todayInNairobi, validate, type FieldErrors } from './form';

const searchFields = [(u: ContentUpdate) => u.title, (u: ContentUpdate) => u.excerpt] as const;

const inputOf = (u: ContentUpdate, published = u.published): UpdateInput => ({
  title: u.title,
  date: u.date,
  category: u.category,
  excerpt: u.excerpt,
  impact: u.impact,
  details: u.details,
  body: u.body,
  image: u.image?.url ?? null,
  imageAlt: u.image?.alt ?? '',
  published,
  version: u.version,
});

/** The form's own state: list details are edited as one item per line. */
interface Draft {
  title: string;
  date: string;
  category: string;
  excerpt: string;
  impact: string;
  location: string;
  participants: string;
  partners: string;
  services: string;
  outcomes: string;
  body: string;
  image: string | null;
  imageAlt: string;
}

const draftOf = (u: ContentUpdate | null): Draft =>
  u
    ? {
        title: u.title,
        date: u.date,
        category: u.category,
        excerpt: u.excerpt,
        impact: u.impact,
        location: u.details.location,
        participants: u.details.participants,
        partners: u.details.partners.join('\n'),
        services: u.details.services.join('\n'),
        outcomes: u.details.outcomes.join('\n'),
        body: u.body,
        image: u.image?.url ?? null,
        imageAlt: u.image?.alt ?? '',
      }
    : {
        title: '',
        date: todayInNairobi(),
        category: '',
        excerpt: '',
        impact: '',
        location: '',
        participants: '',
        partners: '',
        services: '',
        outcomes: '',
        body: '',
        image: null,
        imageAlt: '',
      };

const bodyOf = (d: Draft, published: boolean, version?: number): UpdateInput => ({
  title: d.title,
  date: d.date,
  category: d.category as UpdateInput['category'],
  excerpt: d.excerpt,
  impact: d.impact,
  details: {
    location: d.location,
    participants: d.participants,
    partners: linesOf(d.partners),
    services: linesOf(d.services),
    outcomes: linesOf(d.outcomes),
  },
  body: d.body,
  image: d.image,
  imageAlt: d.imageAlt,
  published,
  version,
});

function UpdateEditor({
  item,
  onSaved,
  onCancel,
}: {
  item: ContentUpdate | null;
  onSaved: (u: ContentUpdate, message: string) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof Draft) => (value: string | null) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '', [`details.${key}`]: '' }));
  };
  const save = async (published: boolean) => {
    const body = bodyOf(draft, published, item?.version);
    const invalid = validate(updateInputSchema, body);
    if (invalid) {
      setErrors(invalid);
      return;
    }
    setSaving(true);
    try {
      const { update } = item ? await contentApi.saveUpdate(item.id, body) : await contentApi.createUpdate(body);
      onSaved(update, published ? `“${update.title}” is on the site.` : `“${update.title}” was saved as a draft.`);
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setSaving(false);
    }
  };
  const errorCount = Object.values(errors).filter(Boolean).length;
  const listError = (key: string) =>
    errors[`details.${key}`] || Object.entries(errors).find(([k, v]) => k.startsWith(`details.${key}.`) && v)?.[1];
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
        <h2 id="cnt-editor-title">{item ? 'Edit update' : 'New update'}</h2>
        {errorCount > 0 ? (
          <p className="cnt-error" role="alert">
            {errors.form ?? 'Please correct the fields marked below.'}
          </p>
        ) : null}
        <TextField label="Title" value={draft.title} onChange={set('title')} error={errors.title} required />
        <div className="cnt-grid-2">
          <TextField label="Date" type="date" value={draft.date} onChange={set('date')} error={errors.date} required />
          <SelectField
            label="Category"
            value={draft.category}
            options={UPDATE_CATEGORIES}
            onChange={set('category')}
            error={errors.category}
          />
        </div>
        <TextArea
          label="Summary"
          help="One or two sentences, shown on the achievements list."
          value={draft.excerpt}
          onChange={set('excerpt')}
          error={errors.excerpt}
          required
        />
        <TextField
          label="Impact"
          help="The result in a line, e.g. “420 residents screened”."
          value={draft.impact}
          onChange={set('impact')}
          error={errors.impact}
          required
        />
        <div className="cnt-grid-2">
          <TextField
            label="Where"
            value={draft.location}
            onChange={set('location')}
            error={errors['details.location'] ?? errors.details}
            required
          />
          <TextField
            label="Participants"
            value={draft.participants}
            onChange={set('participants')}
            error={errors['details.participants']}
            required
          />
        </div>
        <div className="cnt-grid-3">
          <TextArea
            label="Partners (one a line)"
            value={draft.partners}
            onChange={set('partners')}
            error={listError('partners')}
          />
          <TextArea
            label="Services (one a line)"
            value={draft.services}
            onChange={set('services')}
            error={listError('services')}
          />
          <TextArea
            label="Outcomes (one a line)"
            value={draft.outcomes}
            onChange={set('outcomes')}
            error={listError('outcomes')}
          />
        </div>
        <TextArea
          label="Full story"
          help="Markdown: **bold**, *italic*, ## heading, - list, [link](https://…)."
          rows={10}
          value={draft.body}
          onChange={set('body')}
          error={errors.body}
          required
        />
        <ImageField label="Picture (optional)" value={draft.image} onChange={set('image')} error={errors.image} />
        {draft.image ? (
          <TextField
            label="Describe the picture (alt text)"
            value={draft.imageAlt}
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
        {draft.image ? <img src={draft.image} alt={draft.imageAlt} className="cnt-preview-image" /> : null}
        <p className="card-meta">
          <span className="badge">{draft.category || 'category'}</span> {draft.date ? displayDate(draft.date) : ''}
        </p>
        <h1 className="cnt-preview-title">{draft.title || 'Update title'}</h1>
        <p className="lead">{draft.excerpt}</p>
        {draft.impact ? (
          <p>
            <strong>Impact:</strong> {draft.impact}
          </p>
        ) : null}
        <MarkdownPreview markdown={draft.body} />
      </aside>
    </div>
  );
}

const loadUpdates = async () => (await contentApi.updates()).updates;

export function UpdatesTab({ notify }: { notify: (text: string, tone?: 'ok' | 'error') => void }) {
  return (
    <ItemsPanel<ContentUpdate>
      noun="update"
      load={loadUpdates}
      setPublished={(u, published) => contentApi.saveUpdate(u.id, inputOf(u, published))}
      remove={(u) => contentApi.deleteUpdate(u.id)}
      searchFields={searchFields}
      details={(u) => <>{u.impact}</>}
      publicPath={(u) => `/updates/${u.slug}`}
      editor={(props) => <UpdateEditor {...props} />}
      notify={notify}
    />
  );
}
