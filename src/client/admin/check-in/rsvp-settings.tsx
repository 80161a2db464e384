/**
 * An event's sign-up settings (RSVP on/off, places, deadline, members only) and its figures, under
 * the door screen. The form is react-hook-form, checked with the API's own schema.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { rsvpSettingsSchema, type RsvpSettingsInput } from '../../../shared/schemas/events';
import { errorOf, schemaResolver, showServerErrors } from '../form';
import { Field } from '../ui';
import { notify } from '../notices';
import { eventsApi } from './events-api';

interface Values {
  enabled: boolean;
  capacity: string;
  /** datetime-local, Nairobi time. */
  deadline: string;
  membersOnly: boolean;
}

/** The form's values as the API's body: a blank capacity or deadline is none; the deadline is Nairobi time. */
const toBody = (v: Values): RsvpSettingsInput => ({
  enabled: v.enabled,
  membersOnly: v.membersOnly,
  capacity: v.capacity.trim() ? Number(v.capacity) : null,
  deadline: v.deadline ? `${v.deadline}:00+03:00` : null,
});

const toLocal = (iso: string | null) => (iso ? new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 16) : '');

/**
 * `canEdit`: a publisher's (the settings form, the whole list); a chapter coordinator at the door
 * sees the event's figures and downloads its own chapter's rows only (the server narrows the CSV).
 */
export function RsvpSettingsPanel({ eventId, canEdit }: { eventId: string; canEdit: boolean }) {
  const settings = useQuery({
    queryKey: ['rsvp-settings', eventId],
    queryFn: () => eventsApi.settings(eventId),
    enabled: canEdit,
  });
  const figures = useQuery({ queryKey: ['attendance', eventId], queryFn: () => eventsApi.attendance(eventId) });
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { enabled: false, capacity: '', deadline: '', membersOnly: false },
    resolver: schemaResolver(rsvpSettingsSchema, toBody),
  });
  const loaded = settings.data?.settings;
  useEffect(() => {
    if (loaded)
      form.reset({
        enabled: loaded.enabled,
        capacity: loaded.capacity === null ? '' : String(loaded.capacity),
        deadline: toLocal(loaded.deadline),
        membersOnly: loaded.membersOnly,
      });
  }, [loaded, form]);

  const save = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await eventsApi.saveSettings(eventId, toBody(values));
      notify('Sign-up settings saved.');
      void settings.refetch();
      void figures.refetch();
    } catch (error) {
      setProblem(showServerErrors(form, error));
    }
  });

  const f = figures.data;
  return (
    <details className="ci-settings">
      <summary>{canEdit ? 'Sign-ups and attendance' : 'Attendance'}</summary>
      {canEdit && (
        <form onSubmit={(e) => void save(e)} noValidate>
          <label className="ci-check">
            <input type="checkbox" {...form.register('enabled')} /> Take sign-ups ("I'm coming" on the event page)
          </label>
          <label className="ci-check">
            <input type="checkbox" {...form.register('membersOnly')} /> Members only
          </label>
          <Field label="Places (blank: no limit)" htmlFor="ci-capacity" error={errorOf(form, 'capacity')}>
            <input id="ci-capacity" inputMode="numeric" {...form.register('capacity')} />
          </Field>
          <Field
            label="Sign up by (Nairobi time; blank: until it starts)"
            htmlFor="ci-deadline"
            error={errorOf(form, 'deadline')}
          >
            <input id="ci-deadline" type="datetime-local" {...form.register('deadline')} />
          </Field>
          {problem && (
            <p className="adm-error" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" className="adm-btn adm-btn-primary" disabled={form.formState.isSubmitting}>
            Save
          </button>
        </form>
      )}
      {f && (
        <div className="ci-figures">
          <p>
            {f.going} coming, {f.waiting} waiting · {f.attended} attended ({f.members} members, {f.guests} guests) · {f.noShows}{' '}
            no-shows
          </p>
          {f.byChapter.length > 0 && (
            <ul>
              {f.byChapter.map((c) => (
                <li key={c.chapter}>
                  {c.chapter}: {c.attended}
                </li>
              ))}
            </ul>
          )}
          <a className="adm-btn adm-btn-small" href={`/api/events/${eventId}/attendance.csv`} download>
            {canEdit ? 'Download the attendance (CSV)' : "Download your chapter's attendance (CSV)"}
          </a>
        </div>
      )}
    </details>
  );
}
