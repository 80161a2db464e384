/**
 * The edit modal of an event or an update: the form (checked with the kind's shared schema) and,
 * beside it, the live preview of the page. "Publish"/"Save" puts the item on the site, "Save
 * draft"/"Unpublish and save" keeps it off. Cancel needs no reset: the panel unmounts the modal.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { notify } from '../notices';
import { Modal } from '../ui';
import { ImageField, TextArea, TextField } from './fields';
import { errorOf, schemaResolver, showServerErrors } from '../form';
import { formOf, type Story, type StoryForm, type StoryKind } from './kinds';
import { ModalButtons } from './list-parts';
import { MarkdownPreview } from './markdown-preview';
import { KiswahiliSection } from './kiswahili';
import { officialsMessages } from '../../../shared/officials-messages';

const sw = officialsMessages.contentKiswahili;

interface Props<T extends Story, F extends StoryForm> {
  kind: StoryKind<T, F>;
  item: T | null;
  onClose: () => void;
}

export function StoryEditor<T extends Story, F extends StoryForm>({ kind, item, onClose }: Props<T, F>) {
  const defaults = formOf(kind, item);
  const form = useForm<F>({
    resolver: schemaResolver<F>(kind.schema, (values) => kind.bodyOf(values, true), kind.fieldOf),
    defaultValues: defaults as never,
  });
  // The fields every story has, under their own names whatever the kind's form adds.
  const story = form as unknown as UseFormReturn<StoryForm>;
  const [formError, setFormError] = useState<string | null>(null);
  // The Kiswahili section is open for an item that has a version or its own twin, and the preview follows it.
  const [kiswahili, setKiswahili] = useState(
    item?.titleSw != null || Boolean((defaults as unknown as Record<string, string>)[kind.twin.name]),
  );

  const save = useMutation({
    mutationFn: ({ values, published }: { values: F; published: boolean }) =>
      kind.save(item?.id ?? null, kind.bodyOf(values, published, item?.version)),
    meta: { invalidates: kind.invalidates },
    onSuccess(saved, { published }) {
      notify(published ? `“${saved.title}” is on the site.` : `“${saved.title}” was saved as a draft.`);
      onClose();
    },
    onError(error) {
      setFormError(showServerErrors(form, error, kind.fieldOf));
    },
  });
  const submit = (published: boolean) =>
    void form.handleSubmit(
      (values) => {
        setFormError(null);
        save.mutate({ values, published });
      },
      () => setFormError(null),
    )();

  const hasErrors = Object.keys(form.formState.errors).length > 0 || formError !== null;
  const formId = `cnt-${kind.noun}-form`;
  return (
    <Modal
      title={item ? `Edit ${kind.noun}` : `New ${kind.noun}`}
      onClose={onClose}
      unsaved={form.formState.isDirty}
      footer={
        <ModalButtons form={formId} pending={save.isPending} label={item?.published ? 'Save' : 'Publish'} onCancel={onClose}>
          <button type="button" className="adm-btn" disabled={save.isPending} onClick={() => submit(false)}>
            {item?.published ? 'Unpublish and save' : 'Save draft'}
          </button>
        </ModalButtons>
      }
    >
      <div className="cnt-editor">
        <form
          id={formId}
          className="cnt-form"
          noValidate
          aria-label={item ? `Edit ${kind.noun}` : `New ${kind.noun}`}
          onSubmit={(e) => {
            e.preventDefault();
            submit(true);
          }}
        >
          {hasErrors ? (
            <p className="cnt-error" role="alert">
              {formError ?? 'Please correct the fields marked below.'}
            </p>
          ) : null}
          <TextField label="Title" field={story.register('title')} error={errorOf(story, 'title')} required />
          {kind.headFields(form)}
          <TextArea
            label="Summary"
            help={kind.words.summaryHelp}
            field={story.register('excerpt')}
            error={errorOf(story, 'excerpt')}
            required
          />
          {kind.storyFields(form)}
          <TextArea
            label={kind.words.body}
            help="Markdown: **bold**, *italic*, ## heading, - list, [link](https://…)."
            rows={kind.words.bodyRows}
            field={story.register('body')}
            error={errorOf(story, 'body')}
            required
          />
          <Controller
            control={story.control}
            name="image"
            render={({ field, fieldState }) => (
              <ImageField
                label="Picture (optional)"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <AltField form={story} />
          <KiswahiliSection
            // A refused Kiswahili field must be in sight to be corrected.
            open={
              kiswahili ||
              ['titleSw', 'excerptSw', 'bodySw'].some((f) => errorOf(story, f as keyof StoryForm)) ||
              errorOf(form, kind.twin.name) !== undefined
            }
            onToggle={setKiswahili}
            help={sw.storyHelp}
          >
            <TextField label={sw.title} field={story.register('titleSw')} error={errorOf(story, 'titleSw')} />
            <TextArea label={sw.summary} field={story.register('excerptSw')} error={errorOf(story, 'excerptSw')} />
            <TextArea
              label={sw.body(kind.words.body)}
              rows={kind.words.bodyRows}
              field={story.register('bodySw')}
              error={errorOf(story, 'bodySw')}
            />
            <TextField
              label={kind.twin.label}
              help={sw.twinHelp(kind.twin.englishLabel)}
              field={form.register(kind.twin.name)}
              error={errorOf(form, kind.twin.name)}
            />
          </KiswahiliSection>
        </form>
        <Preview kind={kind} form={form} kiswahili={kiswahili} />
      </div>
    </Modal>
  );
}

/** The picture's alt text, asked for once there is a picture. */
function AltField({ form }: { form: UseFormReturn<StoryForm> }) {
  const image = useWatch({ control: form.control, name: 'image' });
  if (!image) return null;
  return (
    <TextField label="Describe the picture (alt text)" field={form.register('imageAlt')} error={errorOf(form, 'imageAlt')} />
  );
}

/** The page as it will look, redrawn as the official types. */
function Preview<T extends Story, F extends StoryForm>({
  kind,
  form,
  kiswahili,
}: {
  kind: StoryKind<T, F>;
  form: UseFormReturn<F>;
  /** Show the Kiswahili version's texts (the section is open). */
  kiswahili: boolean;
}) {
  const all = useWatch({ control: form.control }) as F;
  // What the Kiswahili page shows: the version's texts, and the twin or, when it is blank, the English field.
  const fields = all as unknown as Record<string, string>;
  const values = kiswahili
    ? {
        ...all,
        title: all.titleSw,
        excerpt: all.excerptSw,
        body: all.bodySw,
        [kind.twin.english]: fields[kind.twin.name] || fields[kind.twin.english],
      }
    : all;
  const lines = kind.preview(values);
  const label = kiswahili ? sw.previewSw : 'Preview';
  return (
    <aside className="cnt-preview adm-card" aria-label={label}>
      <p className="cnt-preview-label">{label}</p>
      {values.image ? <img src={values.image} alt={values.imageAlt} className="cnt-preview-image" /> : null}
      <p className="card-meta">
        <span className="badge">{values.category || 'category'}</span> {lines.meta}
      </p>
      <h1 className="cnt-preview-title">{values.title || kind.words.placeholderTitle}</h1>
      {lines.subtitle}
      <p className="lead">{values.excerpt}</p>
      {lines.afterLead}
      <MarkdownPreview markdown={values.body ?? ''} />
    </aside>
  );
}
