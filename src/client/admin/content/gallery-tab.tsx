/**
 * Dashboard tab Gallery: drop several photos at once (or pick them), give each its alt text,
 * category and date, and upload them one after the other with a progress bar per file. The
 * grid below lists every photo with edit (a modal) and delete (after confirmation).
 */
import { useId, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { matchesSearch } from '../../content/search';
import { fallbackSrc } from '../../../shared/content-view';
import { formatContentDate, nairobiToday } from '../../../shared/dates';
import { PHOTO_ACCEPT } from '../../../shared/photo';
import { GALLERY_CATEGORIES, galleryInputSchema, type GalleryInput, type GalleryPhoto } from '../../../shared/schemas/content';
import { notify } from '../notices';
import { galleryQuery, keys } from '../queries';
import { Modal } from '../ui';
import { contentApi, readAsDataUrl, uploadPhoto } from './content-api';
import { SelectField, TextArea, TextField } from './fields';
import { ListState, ModalButtons, RowButton, useConfirmedDelete } from './list-parts';
import { errorOf, schemaResolver, showServerErrors } from '../form';
import { KiswahiliMark, KiswahiliSection } from './kiswahili';
import { officialsMessages } from '../../../shared/officials-messages';

/** A photo's fields as the form keeps them (the category is blank until chosen). */
interface PhotoFields {
  alt: string;
  category: string;
  date: string;
  description: string;
  /** The optional Kiswahili alt text and caption (the edit modal; an upload has none yet). */
  altSw?: string;
  descriptionSw?: string;
}
const bodyOf = (p: PhotoFields & { image?: string }): GalleryInput => ({
  ...p,
  category: p.category as GalleryInput['category'],
});

interface Pending extends PhotoFields {
  key: string;
  name: string;
  image: string;
}
interface UploadForm {
  photos: Pending[];
}
/** Every file is checked before any is sent, so the official fixes all the alt texts at once. */
const uploadSchema = z.object({ photos: z.array(galleryInputSchema) });
const uploadBody = (values: UploadForm) => ({ photos: values.photos.map(bodyOf) });

type UploadState =
  { state: 'waiting' } | { state: 'uploading'; progress: number } | { state: 'done' } | { state: 'failed'; message: string };
const statusText = (s: UploadState) =>
  s.state === 'done'
    ? 'Uploaded'
    : s.state === 'uploading'
      ? `${Math.round(s.progress * 100)}%`
      : s.state === 'failed'
        ? 'Not uploaded'
        : 'Waiting';

let nextKey = 0;

function PendingPhoto({
  form,
  index,
  photo,
  status,
  onRemove,
}: {
  form: UseFormReturn<UploadForm>;
  index: number;
  photo: Pending;
  status: UploadState;
  onRemove: () => void;
}) {
  const locked = status.state === 'uploading' || status.state === 'done';
  const at = <K extends keyof PhotoFields | 'image'>(name: K) => `photos.${index}.${name}` as const;
  const message = errorOf(form, at('image')) ?? (status.state === 'failed' ? status.message : undefined);
  return (
    <li className={`cnt-pending is-${status.state}`}>
      <img src={photo.image} alt="" className="cnt-thumb" width={96} height={72} />
      <div className="cnt-pending-fields">
        <p className="cnt-pending-name">{photo.name}</p>
        <fieldset disabled={locked}>
          <legend className="visually-hidden">Details of {photo.name}</legend>
          <TextField
            label="Alt text (required)"
            help="What the photo shows, for people who cannot see it."
            field={form.register(at('alt'))}
            error={errorOf(form, at('alt'))}
            required
          />
          <div className="cnt-grid-2">
            <SelectField
              label="Category"
              field={form.register(at('category'))}
              options={GALLERY_CATEGORIES}
              error={errorOf(form, at('category'))}
            />
            <TextField label="Date" type="date" field={form.register(at('date'))} error={errorOf(form, at('date'))} />
          </div>
          <TextField
            label="Caption (optional)"
            field={form.register(at('description'))}
            error={errorOf(form, at('description'))}
          />
        </fieldset>
        {message ? (
          <p className="cnt-error" role="alert">
            {message}
          </p>
        ) : null}
        <div className="cnt-progress-row">
          <progress
            max={1}
            value={status.state === 'done' ? 1 : status.state === 'uploading' ? status.progress : 0}
            aria-label={`Upload of ${photo.name}`}
          />
          <span className="cnt-progress-text" aria-live="polite">
            {statusText(status)}
          </span>
          {!locked ? (
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

/** Drop zone, the files waiting with their fields and progress, and the upload button. */
function Uploads() {
  const inputId = useId();
  const queryClient = useQueryClient();
  const form = useForm<UploadForm>({
    resolver: schemaResolver<UploadForm>(uploadSchema, uploadBody),
    defaultValues: { photos: [] },
  });
  const photos = useFieldArray({ control: form.control, name: 'photos', keyName: 'fieldKey' });
  const [status, setStatus] = useState<Record<string, UploadState>>({});
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState(false);
  const statusOf = (key: string): UploadState => status[key] ?? { state: 'waiting' };
  const mark = (key: string, next: UploadState) => setStatus((all) => ({ ...all, [key]: next }));
  const open = (key: string) => ['waiting', 'failed'].includes(statusOf(key).state);

  const addFiles = async (files: FileList | File[]) => {
    const all = [...files];
    const images = all.filter((f) => f.type.startsWith('image/') || /\.(heic|heif)$/i.test(f.name));
    if (images.length < all.length) notify('Only pictures can be added to the gallery.', 'error');
    const read = await Promise.all(
      images.map(async (file): Promise<Pending> => ({
        key: `p${nextKey++}`,
        name: file.name,
        image: await readAsDataUrl(file),
        alt: '',
        category: '',
        date: nairobiToday(),
        description: '',
      })),
    );
    // What was uploaded leaves the list when the next files come.
    const current = form.getValues('photos');
    photos.remove(current.flatMap((p, i) => (statusOf(p.key).state === 'done' ? [i] : [])));
    photos.append(read);
  };

  const uploadAll = form.handleSubmit(async ({ photos: list }) => {
    setUploading(true);
    let done = 0;
    for (const [index, p] of list.entries()) {
      if (!open(p.key)) continue;
      mark(p.key, { state: 'uploading', progress: 0 });
      try {
        await uploadPhoto(bodyOf(p), (progress) => mark(p.key, { state: 'uploading', progress }));
        mark(p.key, { state: 'done' });
        done++;
      } catch (error) {
        const message = showServerErrors(form, error, (path) => `photos.${index}.${path}`);
        mark(p.key, { state: 'failed', message });
      }
    }
    setUploading(false);
    if (done > 0) notify(done === 1 ? 'One photo was added to the gallery.' : `${done} photos were added to the gallery.`);
    // Uploads are not mutations of this client (each is its own request with progress): refetch here.
    await queryClient.invalidateQueries({ queryKey: keys.gallery });
  });

  const toUpload = photos.fields.filter((p) => open(p.key)).length;
  return (
    <>
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
          accept={PHOTO_ACCEPT}
          multiple
          onChange={(e) => {
            if (e.target.files) void addFiles(e.target.files);
            e.target.value = '';
          }}
        />
        <p className="cnt-help">Several at once. Each needs alt text: a short description of what it shows.</p>
      </div>
      {photos.fields.length > 0 ? (
        <form className="adm-card cnt-upload" noValidate aria-label="Photos to upload" onSubmit={(e) => void uploadAll(e)}>
          <ul className="cnt-pending-list">
            {photos.fields.map((p, index) => (
              <PendingPhoto
                key={p.fieldKey}
                form={form}
                index={index}
                photo={p}
                status={statusOf(p.key)}
                onRemove={() => photos.remove(index)}
              />
            ))}
          </ul>
          <div className="cnt-actions">
            <button type="button" className="adm-btn" disabled={uploading} onClick={() => photos.replace([])}>
              Clear
            </button>
            <button type="submit" className="adm-btn adm-btn-primary" disabled={uploading || toUpload === 0}>
              {uploading ? 'Uploading…' : toUpload === 1 ? 'Upload 1 photo' : `Upload ${toUpload} photos`}
            </button>
          </div>
        </form>
      ) : null}
    </>
  );
}

/** The edit modal of a stored photo: its alt text, category, date and caption. */
function PhotoEditor({ photo, onClose }: { photo: GalleryPhoto; onClose: () => void }) {
  const form = useForm<PhotoFields>({
    resolver: schemaResolver<PhotoFields>(galleryInputSchema, bodyOf),
    defaultValues: {
      alt: photo.alt,
      category: photo.category,
      date: photo.date,
      description: photo.description,
      altSw: photo.altSw ?? '',
      descriptionSw: photo.descriptionSw ?? '',
    },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: PhotoFields) => contentApi.savePhoto(photo.id, { ...bodyOf(values), version: photo.version }),
    meta: { invalidates: [keys.gallery] },
    onSuccess() {
      notify('The photo was saved.');
      onClose();
    },
    onError: (error) => setFormError(showServerErrors(form, error)),
  });
  const formId = 'cnt-photo-form';
  return (
    <Modal
      title="Edit photo"
      onClose={onClose}
      unsaved={form.formState.isDirty}
      footer={<ModalButtons form={formId} pending={save.isPending} label="Save" onCancel={onClose} />}
    >
      <form
        id={formId}
        className="cnt-form"
        noValidate
        aria-label={`Edit photo: ${photo.alt}`}
        onSubmit={(e) => void form.handleSubmit((values) => save.mutate(values))(e)}
      >
        <img src={fallbackSrc(photo.variants, photo.url)} alt="" className="cnt-preview-image" />
        {formError ? (
          <p className="cnt-error" role="alert">
            {formError}
          </p>
        ) : null}
        <TextArea label="Alt text (required)" field={form.register('alt')} error={errorOf(form, 'alt')} required rows={2} />
        <div className="cnt-grid-2">
          <SelectField
            label="Category"
            field={form.register('category')}
            options={GALLERY_CATEGORIES}
            error={errorOf(form, 'category')}
          />
          <TextField label="Date" type="date" field={form.register('date')} error={errorOf(form, 'date')} />
        </div>
        <TextField label="Caption (optional)" field={form.register('description')} error={errorOf(form, 'description')} />
        <KiswahiliSection
          open={photo.altSw !== null || Boolean(errorOf(form, 'altSw') ?? errorOf(form, 'descriptionSw'))}
          help={officialsMessages.contentKiswahili.photoHelp}
        >
          <TextArea
            label={officialsMessages.contentKiswahili.alt}
            field={form.register('altSw')}
            error={errorOf(form, 'altSw')}
            rows={2}
          />
          <TextField
            label={officialsMessages.contentKiswahili.caption}
            field={form.register('descriptionSw')}
            error={errorOf(form, 'descriptionSw')}
          />
        </KiswahiliSection>
      </form>
    </Modal>
  );
}

/** The small variants a grid cell needs (all of them when none is small). */
const gridSrc = (photo: GalleryPhoto) => {
  const small = photo.variants.filter((v) => v.width <= 400);
  return fallbackSrc(small.length ? small : photo.variants, photo.url);
};

export function GalleryTab() {
  const searchId = useId();
  const gallery = useQuery(galleryQuery);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<GalleryPhoto | null>(null);
  const confirm = useConfirmedDelete<GalleryPhoto>({
    remove: (photo) => contentApi.deletePhoto(photo.id),
    invalidates: [keys.gallery],
    title: 'Delete this photo?',
    text: (photo) => `“${photo.description || photo.alt}” will be removed from the gallery. This cannot be undone.`,
    deleted: () => 'The photo was deleted.',
  });

  const list = useMemo(
    () => (gallery.data ?? []).filter((p) => matchesSearch(p, search, [(x) => x.alt, (x) => x.description, (x) => x.category])),
    [gallery.data, search],
  );

  return (
    <>
      <section className="cnt-panel" aria-label="Gallery" aria-hidden={editing ? true : undefined} inert={editing !== null}>
        <Uploads />
        <div className="cnt-toolbar">
          <label className="visually-hidden" htmlFor={searchId}>
            Search photos
          </label>
          <input
            id={searchId}
            type="search"
            placeholder="Search photos…"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <ListState
          query={gallery}
          loading="Loading photos…"
          empty={list.length ? null : search ? `No photos match “${search}”.` : 'No photos yet.'}
        >
          <ul className="cnt-photo-grid">
            {list.map((photo) => (
              <li key={photo.id} className="cnt-photo">
                <img src={gridSrc(photo)} alt={photo.alt} width={photo.width} height={photo.height} loading="lazy" />
                <p className="cnt-row-meta">
                  {photo.category} · {formatContentDate(photo.date)} <KiswahiliMark has={photo.altSw !== null} />
                </p>
                <p className="cnt-photo-caption">{photo.description || photo.alt}</p>
                <div className="cnt-row-actions">
                  <RowButton label="Edit" of={`photo: ${photo.alt}`} small onClick={() => setEditing(photo)} />
                  <RowButton label="Delete" of={`photo: ${photo.alt}`} small danger onClick={() => confirm.ask(photo)} />
                </div>
              </li>
            ))}
          </ul>
        </ListState>
        {confirm.dialog}
      </section>
      {editing ? <PhotoEditor photo={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
