/**
 * /my-card, after the code: the events the member came to (my-events.tsx), and their rights over their
 * data (docs/data-rights.md).
 * "Download my data" (PDF to read, JSON for a computer), "Correct my details" (e-mail, photo, and
 * the phone after a code to the new phone), "Delete my membership" (a request an official
 * handles within 30 days). The code entered above set a short session cookie the server reads;
 * each call names the ID number again, and a session that has ended says to ask for a new code.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { api, apiErrorFrom, ApiError } from '../api';
import { PhotoField } from '../components/photo-field';
import { dataRightsMessages as t } from '../../shared/data-rights-messages';
import { messages } from '../../shared/messages';
import { saveResponse } from './card-download';
import { MyEvents } from './my-events';
import { StatusLine, type Status } from './status-line';
import './data-rights.css';

const errorText = (error: unknown) => (error instanceof Error ? error.message : messages.serverError);

export function MyDataRights({ idNumber }: { idNumber: string }) {
  const id = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [downloadStatus, setDownloadStatus] = useState<Status>(null);
  const [email, setEmail] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [detailsStatus, setDetailsStatus] = useState<Status>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [newPhone, setNewPhone] = useState('');
  const [phoneCode, setPhoneCode] = useState('');
  const [phoneStep, setPhoneStep] = useState<'ask' | 'confirm'>('ask');
  const [phoneStatus, setPhoneStatus] = useState<Status>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteStatus, setDeleteStatus] = useState<Status>(null);

  /** Runs one action, showing its outcome under its own section. */
  const run = async (name: string, show: (s: Status) => void, action: () => Promise<string | null>) => {
    setBusy(name);
    show(null);
    setFieldErrors({});
    try {
      const text = await action();
      if (text) show({ kind: 'ok', text });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setFieldErrors(error.fields);
      show({ kind: 'error', text: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  const download = (format: 'pdf' | 'json') =>
    run(`download-${format}`, setDownloadStatus, async () => {
      const response = await fetch(`/api/self-service/export${format === 'pdf' ? '?format=pdf' : ''}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idNumber }),
      });
      if (!response.ok) throw await apiErrorFrom(response);
      await saveResponse(response, format === 'pdf' ? 'MYV_my_data.pdf' : 'MYV_my_data.json');
      return format === 'pdf' ? t.downloadedPdf : t.downloadedJson;
    });

  const saveDetails = (event: FormEvent) => {
    event.preventDefault();
    void run('details', setDetailsStatus, async () => {
      const body: Record<string, string> = { idNumber };
      if (email.trim()) body.email = email.trim();
      if (photo) body.profileImage = photo;
      if (!body.email && !body.profileImage) throw new Error(messages.dataRightsNothingToChange);
      const answer = await api.post<{ message: string }>('/api/self-service/details', body);
      setEmail('');
      setPhoto(null);
      return answer.message;
    });
  };

  const changePhone = (event: FormEvent) => {
    event.preventDefault();
    void run('phone', setPhoneStatus, async () => {
      if (phoneStep === 'ask') {
        const answer = await api.post<{ message: string }>('/api/self-service/phone', { idNumber, newPhone });
        setPhoneStep('confirm');
        return answer.message;
      }
      const answer = await api.post<{ message: string }>('/api/self-service/phone/confirm', { idNumber, newPhone, phoneCode });
      setPhoneStep('ask');
      setNewPhone('');
      setPhoneCode('');
      return answer.message;
    });
  };

  const requestDeletion = (event: FormEvent) => {
    event.preventDefault();
    void run('delete', setDeleteStatus, async () => {
      const answer = await api.post<{ message: string }>('/api/self-service/delete-request', { idNumber });
      setConfirmDelete(false);
      return answer.message;
    });
  };

  const fieldError = (name: string) =>
    fieldErrors[name] ? (
      <p className="field-error" id={`${id}-${name}-error`} role="alert">
        {fieldErrors[name]}
      </p>
    ) : null;
  const describedBy = (name: string) => (fieldErrors[name] ? `${id}-${name}-error` : undefined);

  return (
    <>
      <MyEvents idNumber={idNumber} />
      <section className="membership-card data-rights" aria-labelledby={`${id}-download`}>
        <h2 id={`${id}-download`}>{t.downloadHeading}</h2>
        <p className="renew-intro">{t.downloadIntro}</p>
        <StatusLine status={downloadStatus} />
        <div className="step-actions">
          <button type="button" className="button button-primary" disabled={!!busy} onClick={() => void download('pdf')}>
            {busy === 'download-pdf' ? t.preparing : t.downloadPdf}
          </button>
          <button type="button" className="button button-outline" disabled={!!busy} onClick={() => void download('json')}>
            {busy === 'download-json' ? t.preparing : t.downloadJson}
          </button>
        </div>
      </section>

      <section className="membership-card data-rights" aria-labelledby={`${id}-correct`}>
        <h2 id={`${id}-correct`}>{t.correctHeading}</h2>
        <p className="renew-intro">
          {t.correctIntro} <Link to="/contact">{t.contactUs}</Link>.
        </p>
        <form onSubmit={saveDetails} noValidate>
          <div className="field">
            <label htmlFor={`${id}-email`}>{t.emailLabel}</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={fieldErrors.email ? true : undefined}
              aria-describedby={describedBy('email')}
            />
            {fieldError('email')}
          </div>
          <PhotoField value={photo} onChange={setPhoto} error={fieldErrors.profileImage} look="public" />
          <StatusLine status={detailsStatus} />
          <div className="step-actions">
            <button type="submit" className="button button-primary" disabled={!!busy}>
              {busy === 'details' ? t.saving : t.save}
            </button>
          </div>
        </form>
        <form onSubmit={changePhone} noValidate className="data-rights-phone">
          <h3>{t.phoneHeading}</h3>
          <p className="hint">{t.phoneHint}</p>
          <div className="field">
            <label htmlFor={`${id}-phone`}>{t.newPhone}</label>
            <input
              id={`${id}-phone`}
              type="tel"
              inputMode="numeric"
              placeholder="07XXXXXXXX"
              value={newPhone}
              readOnly={phoneStep === 'confirm'}
              onChange={(e) => setNewPhone(e.target.value)}
              aria-invalid={fieldErrors.newPhone ? true : undefined}
              aria-describedby={describedBy('newPhone')}
            />
            {fieldError('newPhone')}
          </div>
          {phoneStep === 'confirm' ? (
            <div className="field">
              <label htmlFor={`${id}-phone-code`}>{t.codeLabel}</label>
              <input
                id={`${id}-phone-code`}
                inputMode="numeric"
                maxLength={6}
                autoComplete="one-time-code"
                className="code-input"
                value={phoneCode}
                onChange={(e) => setPhoneCode(e.target.value)}
                aria-invalid={fieldErrors.phoneCode ? true : undefined}
                aria-describedby={describedBy('phoneCode')}
              />
              {fieldError('phoneCode')}
            </div>
          ) : null}
          <StatusLine status={phoneStatus} />
          <div className="step-actions">
            <button type="submit" className="button button-outline" disabled={!!busy}>
              {busy === 'phone' ? t.sending : phoneStep === 'ask' ? t.sendCode : t.confirmPhone}
            </button>
          </div>
        </form>
      </section>

      <section className="membership-card data-rights" aria-labelledby={`${id}-delete`}>
        <h2 id={`${id}-delete`}>{t.deleteHeading}</h2>
        <p className="renew-intro">{t.deleteIntro}</p>
        <form onSubmit={requestDeletion} noValidate>
          <label className="checkbox-row" htmlFor={`${id}-confirm-delete`}>
            <input
              id={`${id}-confirm-delete`}
              type="checkbox"
              checked={confirmDelete}
              onChange={(e) => setConfirmDelete(e.target.checked)}
            />{' '}
            {t.deleteConfirm}
          </label>
          <StatusLine status={deleteStatus} />
          <div className="step-actions">
            <button type="submit" className="button button-danger" disabled={!!busy || !confirmDelete}>
              {busy === 'delete' ? t.sending : t.deleteButton}
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
