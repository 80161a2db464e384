/**
 * /my-card, after the code: the member's preferences (docs/member-language.md). The language of
 * their SMS and e-mails, promotional messages on or off (turning them on is consent, off is the
 * same as replying STOP), and the e-mail on file, which "Correct my details" sets and this section
 * can remove (the same /api/self-service/details call: one way to change an e-mail). Proven by the
 * short self-service cookie the code set, with the ID number again, as the data-rights actions are.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { api, ApiError } from '../api';
import { messages } from '../../shared/messages';
import type { MemberLanguage } from '../../shared/member-language';
import type { MemberPreferences } from '../../shared/schemas/member-preferences';
import { StatusLine, type Status } from './status-line';
import './my-preferences.css';

const words = messages.memberLanguage;
const errorText = (error: unknown) =>
  error instanceof ApiError && Object.values(error.fields)[0]
    ? Object.values(error.fields)[0]!
    : error instanceof Error
      ? error.message
      : messages.serverError;

export function MyPreferences({ idNumber }: { idNumber: string }) {
  const id = useId();
  const [saved, setSaved] = useState<MemberPreferences | null>(null);
  const [language, setLanguage] = useState<MemberLanguage>('en');
  const [smsMessages, setSmsMessages] = useState(false);
  const [busy, setBusy] = useState<'save' | 'email' | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [emailStatus, setEmailStatus] = useState<Status>(null);

  const show = (answer: MemberPreferences) => {
    setSaved(answer);
    setLanguage(answer.language);
    setSmsMessages(answer.smsMessages);
  };

  useEffect(() => {
    let live = true;
    api
      .post<MemberPreferences>('/api/self-service/preferences', { idNumber })
      .then((answer) => live && show(answer))
      .catch((error: unknown) => live && setStatus({ kind: 'error', text: errorText(error) }));
    return () => {
      live = false;
    };
  }, [idNumber]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('save');
    setStatus(null);
    try {
      const answer = await api.post<MemberPreferences>('/api/self-service/preferences', { idNumber, language, smsMessages });
      show(answer);
      setStatus({ kind: 'ok', text: answer.message ?? words.saved });
    } catch (error) {
      setStatus({ kind: 'error', text: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  const removeEmail = async () => {
    setBusy('email');
    setEmailStatus(null);
    try {
      await api.post('/api/self-service/details', { idNumber, email: '' });
      if (saved) setSaved({ ...saved, email: null });
      setEmailStatus({ kind: 'ok', text: words.emailRemoved });
    } catch (error) {
      setEmailStatus({ kind: 'error', text: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  const choice = <T extends string | boolean>(name: string, value: T, current: T, set: (v: T) => void, label: string) => (
    <label className="preference-choice">
      <input type="radio" name={`${id}-${name}`} checked={current === value} onChange={() => set(value)} />
      <span>{label}</span>
    </label>
  );

  return (
    <section className="membership-card my-preferences" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{words.heading}</h2>
      <p className="renew-intro">{words.intro}</p>
      {saved ? (
        <form onSubmit={(event) => void save(event)} noValidate>
          <fieldset>
            <legend>{words.languageLegend}</legend>
            {choice('language', 'sw', language, setLanguage, words.kiswahili)}
            {choice('language', 'en', language, setLanguage, words.english)}
          </fieldset>
          <fieldset>
            <legend>{words.smsLegend}</legend>
            {choice('sms', true, smsMessages, setSmsMessages, words.smsOn)}
            {choice('sms', false, smsMessages, setSmsMessages, words.smsOff)}
            <p className="hint">{words.smsNote}</p>
          </fieldset>
          <StatusLine status={status} />
          <div className="step-actions">
            <button type="submit" className="button button-primary" disabled={!!busy}>
              {busy === 'save' ? words.saving : words.save}
            </button>
          </div>
        </form>
      ) : status ? (
        <StatusLine status={status} />
      ) : (
        <p className="hint" role="status">
          {words.loading}
        </p>
      )}
      {saved ? (
        <div className="preference-email">
          <h3>{words.emailLegend}</h3>
          <p>{saved.email ? words.emailOnFile(saved.email) : words.emailNone}</p>
          <p className="hint">{words.emailNote}</p>
          <StatusLine status={emailStatus} />
          {saved.email ? (
            <div className="step-actions">
              <button type="button" className="button button-outline" disabled={!!busy} onClick={() => void removeEmail()}>
                {words.removeEmail}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
