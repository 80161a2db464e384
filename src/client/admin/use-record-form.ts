/**
 * The Add/Edit Member and Add/Edit Leader forms' state: fields, field errors that clear when the
 * field is edited, validation with the server's own schema before sending, the server's field
 * errors and failure text after it, and the photo sent only when it changed.
 */
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '../api';
import { fieldErrors } from './form-errors';

type FormFields = { profileImage: string | null } & Record<string, string | null>;

export function useRecordForm<F extends FormFields>(options: {
  /** "member" or "leader": element ids (`member-fullName`) and "Failed to add member: …". */
  noun: string;
  initial: F;
  /** The photo the record has now (null when adding); an unchanged photo is not sent again. */
  savedPhoto: string | null;
  editing: boolean;
  schema: z.ZodType;
  save: (candidate: object) => Promise<void>;
}) {
  const [form, setForm] = useState<F>(options.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const set = (key: keyof F & string) => (value: string | null) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { profileImage, ...fields } = form;
    const candidate = { ...fields, ...(profileImage !== options.savedPhoto ? { profileImage } : {}) };
    const parsed = options.schema.safeParse(candidate);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setSaving(true);
    setFailure(null);
    try {
      await options.save(candidate);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      setFailure(`Failed to ${options.editing ? 'update' : 'add'} ${options.noun}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setSaving(false);
    }
  }

  /** Props for a text-like input bound to one field. */
  const input = (key: keyof F & string, type = 'text', extra: object = {}) => ({
    id: `${options.noun}-${key}`,
    type,
    value: form[key] ?? '',
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${options.noun}-${key}-error` : undefined,
    ...extra,
  });

  return { form, errors, saving, failure, set, submit, input };
}
