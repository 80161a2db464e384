/**
 * Dashboard tab Gallery: drop several photos at once (or pick them), give each its alt text,
 * category and date, and upload them one after the other with a progress bar per file. The
 * grid below lists every photo with edit and delete.
 */
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { ApiError } from '../../api';
import { matchesSearch } from '../../content/search';
import { displayDate, fallbackSrc } from '../../../shared/content-view';
import {
  CONTENT_IMAGE_ACCEPT,
  GALLERY_CATEGORIES,
  galleryInputSchema,
  type GalleryInput,
  type GalleryPhoto,
} from '../../../shared/schemas/content';
import { contentApi, loadOrMessage, readAsDataUrl, uploadPhoto, type Loaded } from './content-api';
import { ConfirmDialog, SelectField, TextArea, TextField } from './fields';
import { errorsOf, todayInNairobi, validate, type FieldErrors } from './form';

const loadPhotos = () =>
  loadOrMessage(
    async () => (await contentApi.photos()).photos,
    'Could not load the photos. Check your connection and try again.',
  );

type Notify = (text: string, tone?: 'ok' | 'error') => void;

interface Pending {
  key: string;
  name: string;
  dataUrl: string;
  alt: string;
  category: string;
  date: string;
  description: string;
  /** 0–1 while uploading. */
  progress: number | null;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  errors: FieldErrors;
}

let nextKey = 0;

function PendingPhoto({
  photo,
  onChange,
  onRemove,
}: {
  photo: Pending;
  onChange: (p: Partial<Pending>) => void;
  onRemove: () => void;
}) {
  const locked = photo.state === 'uploading' || photo.state === 'done';
  return (
    <li className={`cnt-pending is-${photo.state}`}>
      <img src={photo.dataUrl} alt="" className="cnt-thumb" width={96} height={72} />
      <div className="cnt-pending-fields">
        <p className="cnt-pending-name">{photo.name}</p>
        <fieldset disabled={locked}>
          <legend className="visually-hidden">Details of {photo.name}</legend>
          <TextField
            label="Alt text (required)"
            help="What the photo shows, for people who cannot see it."
            value={photo.alt}
            onChange={(alt) => onChange({ alt, errors: { ...photo.errors, alt: '' } })}
            error={photo.errors.alt}
            required
          />
          <div className="cnt-grid-2">
            <SelectField
              label="Category"
              value={photo.category}
              options={GALLERY_CATEGORIES}
              onChange={(category) => onChange({ category, errors: { ...photo.errors, category: '' } })}
              error={photo.errors.category}
            />
            <TextField
              label="Date"
              type="date"
              value={photo.date}
              onChange={(date) => onChange({ date, errors: { ...photo.errors, date: '' } })}
              error={photo.errors.date}
            />
          </div>
          <TextField
            label="Caption (optional)"
            value={photo.description}
            onChange={(description) => onChange({ description })}
            error={photo.errors.description}
          />
        </fieldset>
        {photo.errors.form || photo.errors.image ? (
          <p className="cnt-error" role="alert">
            {photo.errors.image ?? photo.errors.form}
          </p>
        ) : null}
        <div className="cnt-progress-row">
          <progress max={1} value={photo.progress ?? 0} aria-label={`Upload of ${photo.name}`} />
          <span className="cnt-progress-text" aria-live="polite">
            {photo.state === 'done'
              ? 'Uploaded'
              : photo.state === 'uploading'
                ? `${Math.round((photo.progress ?? 0) * 100)}%`
                : photo.state === 'failed'
                  ? 'Not uploaded'
                  : 'Waiting'}
          </span>
          {photo.state !== 'uploading' && photo.state !== 'done' ? (
            <button
              type="button"
              className="adm-btn cnt-btn-small"
              onClick={onRemove}
              aria-label={`Remove ${photo.name} from the upload`}
            >
              Remove
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function PhotoEditor({ photo, onSaved, onCancel }: { photo: GalleryPhoto; onSaved: () => void; onCancel: () => void }) {
  const [values, setValues] = useState<GalleryInput>({
    alt: photo.alt,
    category: photo.category,
    date: photo.date,
    description: photo.description,
    version: photo.version,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof GalleryInput) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <form
      className="adm-card cnt-form cnt-photo-editor"
      noValidate
      aria-label={`Edit photo: ${photo.alt}`}
      onSubmit={(e) => {
        void (async () => {
          e.preventDefault();
          const invalid = validate(galleryInputSchema, values);
          if (invalid) return setErrors(invalid);
          setSaving(true);
          try {
            await contentApi.savePhoto(photo.id, values);
            onSaved();
          } catch (error) {
            setErrors(errorsOf(error));
          } finally {
            setSaving(false);
          }
        })();
      }}
    >
      <img src={fallbackSrc(photo.variants, photo.url)} alt="" className="cnt-preview-image" />
      {errors.form ? (
        <p className="cnt-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <TextArea label="Alt text (required)" value={values.alt ?? ''} onChange={set('alt')} error={errors.alt} required rows={2} />
      <div className="cnt-grid-2">
        <SelectField
          label="Category"
          value={values.category ?? ''}
          options={GALLERY_CATEGORIES}
          onChange={set('category')}
          error={errors.category}
        />
        <TextField label="Date" type="date" value={values.date ?? ''} onChange={set('date')} error={errors.date} />
      </div>
      <TextField
        label="Caption (optional)"
        value={values.description ?? ''}
        onChange={set('description')}
        error={errors.description}
      />
      <div className="cnt-actions">
        <button type="button" className="adm-btn" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="adm-btn adm-btn-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

export function GalleryTab({ notify }: { notify: Notify }) {
  const inputId = useId();
  const [photos, setPhotos] = useState<GalleryPhoto[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<GalleryPhoto | null>(null);
  const [deleting, setDeleting] = useState<GalleryPhoto | null>(null);
  const [deletingBusy, setDeletingBusy] = useState(false);

  const show = useCallback((loaded: Loaded<GalleryPhoto[]>) => {
    if ('error' in loaded) return setLoadError(loaded.error);
    setPhotos(loaded.value);
    setLoadError(null);
  }, []);
  const refresh = useCallback(async () => show(await loadPhotos()), [show]);
  // The first load: state is set in the answer's callback, unless the tab has gone by then.
  useEffect(() => {
    let current = true;
    void loadPhotos().then((loaded) => current && show(loaded));
    return () => {
      current = false;
    };
  }, [show]);

  const addFiles = async (files: FileList | File[]) => {
    const images = [...files].filter((f) => f.type.startsWith('image/') || /\.(heic|heif)$/i.test(f.name));
    if (images.length < [...files].length) notify('Only pictures can be added to the gallery.', 'error');
    const read = await Promise.all(
      images.map(async (file): Promise<Pending> => ({
        key: `p${nextKey++}`,
        name: file.name,
        dataUrl: await readAsDataUrl(file),
        alt: '',
        category: '',
        date: todayInNairobi(),
        description: '',
        progress: null,
        state: 'waiting',
        errors: {},
      })),
    );
    setPending((list) => [...list.filter((p) => p.state !== 'done'), ...read]);
  };

  const change = (key: string, patch: Partial<Pending>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const uploadAll = async () => {
    const queue = pending.filter((p) => p.state === 'waiting' || p.state === 'failed');
    // Check every file first, so the official fixes all the alt texts at once.
    let valid = true;
    for (const p of queue) {
      const invalid = validate(galleryInputSchema, {
        image: p.dataUrl,
        alt: p.alt,
        category: p.category,
        date: p.date,
        description: p.description,
      });
      if (invalid) {
        valid = false;
        change(p.key, { errors: invalid });
      }
    }
    if (!valid) return;
    setUploading(true);
    let done = 0;
    for (const p of queue) {
      change(p.key, { state: 'uploading', progress: 0, errors: {} });
      try {
        await uploadPhoto(
          {
            image: p.dataUrl,
            alt: p.alt,
            category: p.category as GalleryInput['category'],
            date: p.date,
            description: p.description,
          },
          (progress) => change(p.key, { progress }),
        );
        change(p.key, { state: 'done', progress: 1 });
        done++;
      } catch (error) {
        change(p.key, { state: 'failed', progress: null, errors: errorsOf(error) });
      }
    }
    setUploading(false);
    if (done > 0) notify(done === 1 ? 'One photo was added to the gallery.' : `${done} photos were added to the gallery.`);
    void refresh();
  };

  const list = useMemo(
    () => (photos ?? []).filter((p) => matchesSearch(p, search, [(x) => x.alt, (x) => x.description, (x) => x.category])),
    [photos, search],
  );
  const toUpload = pending.filter((p) => p.state === 'waiting' || p.state === 'failed').length;

  return (
    <section className="cnt-panel" aria-label="Gallery">
      <div
        className={`cnt-dropzone${dragging ? ' is-dragging' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void addFiles(e.dataTransfer.files);
        }}
      >
        <p>
          <strong>Drop photos here</strong> or
        </p>
        <label htmlFor={inputId} className="adm-btn adm-btn-primary cnt-file-label">
          Choose photos
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={CONTENT_IMAGE_ACCEPT}
          multiple
          onChange={(e) => {
            if (e.target.files) void addFiles(e.target.files);
            e.target.value = '';
          }}
        />
        <p className="cnt-help">Several at once. Each needs alt text: a short description of what it shows.</p>
      </div>
      {pending.length > 0 ? (
        <div className="adm-card cnt-upload">
          <ul className="cnt-pending-list">
            {pending.map((p) => (
              <PendingPhoto
                key={p.key}
                photo={p}
                onChange={(patch) => change(p.key, patch)}
                onRemove={() => setPending((l) => l.filter((x) => x.key !== p.key))}
              />
            ))}
          </ul>
          <div className="cnt-actions">
            <button type="button" className="adm-btn" disabled={uploading} onClick={() => setPending([])}>
              Clear
            </button>
            <button
              type="button"
              className="adm-btn adm-btn-primary"
              disabled={uploading || toUpload === 0}
              onClick={() => void uploadAll()}
            >
              {uploading ? 'Uploading…' : toUpload === 1 ? 'Upload 1 photo' : `Upload ${toUpload} photos`}
            </button>
          </div>
        </div>
      ) : null}

      {editing ? (
        <PhotoEditor
          photo={editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            notify('The photo was saved.');
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}

      <div className="cnt-toolbar">
        <label className="visually-hidden" htmlFor={`${inputId}-search`}>
          Search photos
        </label>
        <input
          id={`${inputId}-search`}
          type="search"
          placeholder="Search photos…"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {loadError ? (
        <div className="adm-card" role="alert">
          <p>{loadError}</p>
          <button type="button" className="adm-btn" onClick={() => void refresh()}>
            Try again
          </button>
        </div>
      ) : photos === null ? (
        <p role="status">Loading photos…</p>
      ) : list.length === 0 ? (
        <p className="cnt-muted">{search ? `No photos match “${search}”.` : 'No photos yet.'}</p>
      ) : (
        <ul className="cnt-photo-grid">
          {list.map((photo) => (
            <li key={photo.id} className="cnt-photo">
              <img
                src={fallbackSrc(
                  photo.variants.filter((v) => v.width <= 400).length
                    ? photo.variants.filter((v) => v.width <= 400)
                    : photo.variants,
                  photo.url,
                )}
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                loading="lazy"
              />
              <p className="cnt-row-meta">
                {photo.category} · {displayDate(photo.date)}
              </p>
              <p className="cnt-photo-caption">{photo.description || photo.alt}</p>
              <div className="cnt-row-actions">
                <button
                  type="button"
                  className="adm-btn cnt-btn-small"
                  onClick={() => setEditing(photo)}
                  aria-label={`Edit photo: ${photo.alt}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="adm-btn cnt-btn-small cnt-btn-danger"
                  onClick={() => setDeleting(photo)}
                  aria-label={`Delete photo: ${photo.alt}`}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {deleting ? (
        <ConfirmDialog
          title="Delete this photo?"
          text={`“${deleting.description || deleting.alt}” will be removed from the gallery. This cannot be undone.`}
          confirmLabel="Delete"
          busy={deletingBusy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            void (async () => {
              setDeletingBusy(true);
              try {
                await contentApi.deletePhoto(deleting.id);
                notify('The photo was deleted.');
                setDeleting(null);
                await refresh();
              } catch (error) {
                notify(error instanceof ApiError ? error.message : 'Could not delete. Please try again.', 'error');
              } finally {
                setDeletingBusy(false);
              }
            })();
          }}
        />
      ) : null}
    </section>
  );
}
