/**
 * Add/Edit dialog of a member or a leader: ID Number*, Full Name*, Phone Number*, Email (Optional),
 * Gender* or Position*, Chapter*, Status (when editing), a member's language and an optional photo. Validated with the
 * shared input schema the server uses; the server's own field errors land on the same fields.
 * Cancel needs no reset: the table unmounts the dialog, so the next one starts empty.
 */
import { RECORD_STATUS_OPTIONS } from '../../../shared/constants';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { Chapter } from '../../../shared/schemas/chapters';
import { ApiError } from '../../api';
import { PhotoField } from '../../components/photo-field';
import { notify } from '../notices';
import { Field, Modal } from '../ui';
import type { Person, PersonKind } from './kinds';

interface PersonForm {
  idNumber: string;
  fullName: string;
  phoneNumber: string;
  email: string;
  gender: string;
  position: string;
  chapter: string;
  status: 'active' | 'inactive';
  language: string;
  profileImage: string | null;
}
type FieldName = Exclude<keyof PersonForm, 'profileImage'>;
const TEXT_FIELDS: FieldName[] = ['idNumber', 'fullName', 'phoneNumber', 'email', 'chapter'];

interface Props<P extends Person> {
  kind: PersonKind<P>;
  person: P | null;
  chapters: Chapter[];
  onClose: () => void;
  onSaved: (person: P, added: boolean) => void;
}

export function PersonModal<P extends Person>({ kind, person, chapters, onClose, onSaved }: Props<P>) {
  const editing = person !== null;
  const id = (name: keyof PersonForm) => `${kind.noun}-${name}`;
  const choice = kind.choice;

  /** What is sent: this kind's fields, the status when editing, the photo only when it changed. */
  const toCandidate = ({ profileImage, ...values }: PersonForm): Record<string, unknown> => {
    const candidate: Record<string, unknown> = {};
    for (const name of [...TEXT_FIELDS, choice.field]) candidate[name] = values[name];
    if (editing) candidate.status = values.status;
    if (kind.language) candidate.language = values.language;
    if (profileImage !== (person?.profileImage ?? null)) candidate.profileImage = profileImage;
    return candidate;
  };

  // raw: the schema's output (canonical phone) is the server's business; the form sends what was typed.
  const validate = zodResolver(kind.schema, undefined, { raw: true });
  const resolver: Resolver<PersonForm> = async (values, context, options) => {
    const result = await validate(toCandidate(values), context, options as unknown as Parameters<typeof validate>[2]);
    return Object.keys(result.errors).length
      ? { values: {}, errors: result.errors as FieldErrors<PersonForm> }
      : { values, errors: {} };
  };

  const form = useForm<PersonForm>({
    resolver,
    defaultValues: {
      idNumber: person?.idNumber ?? '',
      fullName: person?.fullName ?? '',
      phoneNumber: person?.phoneNumber ?? '',
      email: person?.email ?? '',
      gender: '',
      position: '',
      [choice.field]: person ? choice.of(person) : '',
      // A chapter coordinator is offered its own chapter only: it is chosen already.
      chapter: person?.chapter ?? (chapters.length === 1 ? chapters[0]!.name : ''),
      status: person?.status ?? 'active',
      language: person && kind.language ? kind.language.of(person) : 'en',
      profileImage: person?.profileImage ?? null,
    },
  });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: (candidate: Record<string, unknown>) =>
      person ? kind.update(person.id, { ...candidate, expectedUpdatedAt: person.updatedAt }) : kind.add(candidate),
    meta: { invalidates: kind.invalidates },
    onSuccess(saved) {
      notify(editing ? kind.words.updated : kind.words.added);
      onSaved(saved, !editing);
    },
    onError(error) {
      if (error instanceof ApiError)
        for (const [name, message] of Object.entries(error.fields))
          form.setError(name as keyof PersonForm, { type: 'server', message });
    },
  });

  const onSubmit = form.handleSubmit((values) => save.mutate(toCandidate(values)));
  const invalid = (name: keyof PersonForm) =>
    errors[name] ? ({ 'aria-invalid': true, 'aria-describedby': `${id(name)}-error` } as const) : {};
  const text = (name: FieldName, label: string, extra: object = {}) => (
    <Field label={label} htmlFor={id(name)} error={errors[name]?.message}>
      <input id={id(name)} type="text" {...form.register(name)} {...invalid(name)} {...extra} />
    </Field>
  );
  const select = (name: FieldName, label: string, prompt: string | null, options: { value: string; label: string }[]) => (
    <Field label={label} htmlFor={id(name)} error={errors[name]?.message}>
      <select id={id(name)} {...form.register(name)} {...invalid(name)}>
        {prompt ? <option value="">{prompt}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
  const formId = `${kind.noun}-form`;
  const Noun = kind.noun === 'member' ? 'Member' : 'Leader';

  return (
    <Modal
      title={editing ? `Edit ${Noun}` : `Add New ${Noun}`}
      onClose={onClose}
      unsaved={form.formState.isDirty}
      footer={
        <>
          <button type="button" className="adm-btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className="adm-btn adm-btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : editing ? 'Save Changes' : kind.words.add}
          </button>
        </>
      }
    >
      <form id={formId} className="adm-form-grid" onSubmit={(event) => void onSubmit(event)} noValidate>
        {text('idNumber', 'ID Number*', { inputMode: 'numeric', autoComplete: 'off' })}
        {text('fullName', 'Full Name*', { autoComplete: 'off' })}
        {text('phoneNumber', 'Phone Number*', { type: 'tel', placeholder: '0712345678', inputMode: 'tel' })}
        {text('email', 'Email (Optional)', { type: 'email' })}
        {select(choice.field, choice.label, choice.prompt, choice.options)}
        {select(
          'chapter',
          'Chapter*',
          'Select Chapter',
          chapters.map((c) => ({ value: c.name, label: c.name })),
        )}
        {editing ? select('status', 'Status', null, RECORD_STATUS_OPTIONS) : null}
        {kind.language ? select('language', kind.language.label, null, kind.language.options) : null}
        <Controller
          control={form.control}
          name="profileImage"
          render={({ field, fieldState }) => (
            <PhotoField look="admin" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        {save.error ? (
          <p className="adm-error adm-span-2" role="alert">
            Failed to {editing ? 'update' : 'add'} {kind.noun}: {save.error.message}
          </p>
        ) : null}
      </form>
      {person && kind.detail ? kind.detail(person) : null}
    </Modal>
  );
}
