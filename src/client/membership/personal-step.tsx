/** Step 1, "Personal Information": Identity Details and Membership Details. */
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { GENDERS } from '../../shared/constants';
import { PhotoField } from '../components/photo-field';
import { readTypedValues, useTypedBeforeHydration } from '../components/typed-before-hydration';
import { useHydrated } from '../hydration';
import { fromTyped, type FieldErrors, type RegistrationForm } from './registration-form';
import { messages } from '../../shared/messages';
import { registrationMessages } from '../../shared/registration-messages';

const t = registrationMessages.personal;

/** The server's answers for an ID number already on file: both point to Renew and "Get my card again". */
const ALREADY_REGISTERED = new Set<string>([messages.alreadyMember, messages.idNumberNotRegistrable]);

/** What a visitor typed into the prerendered form before this code ran. */
const typedEarly = readTypedValues('form.registration-form');

interface Props {
  form: RegistrationForm;
  errors: FieldErrors;
  chapters: readonly string[];
  busy: boolean;
  onChange: (patch: Partial<RegistrationForm>) => void;
  /** Values typed before hydration: they win over anything restored from an earlier visit. */
  onTyped: (patch: Partial<RegistrationForm>) => void;
  onPhotoError: (message: string) => void;
  onContinue: () => void;
}

export function PersonalStep({ form, errors, chapters, busy, onChange, onTyped, onPhotoError, onContinue }: Props) {
  const id = useId();
  // The page is prerendered: until React has hydrated, a click would submit the bare HTML form.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, typedEarly, (typed) => onTyped(fromTyped(typed)));
  const field = (name: keyof RegistrationForm) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof RegistrationForm) =>
    errors[name] ? (
      <p className="field-error" id={`${id}-${name}-error`} role="alert">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      ref={formRef}
      className="membership-card registration-form"
      noValidate
      data-ready={hydrated ? 'true' : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <h2>{t.heading}</h2>

      <fieldset>
        <legend>{t.identity}</legend>
        <div className="field-grid">
          <div className="field">
            <label htmlFor={`${id}-idNumber`}>{t.idNumber}</label>
            <input
              {...field('idNumber')}
              inputMode="numeric"
              autoComplete="off"
              value={form.idNumber}
              onChange={(e) => onChange({ idNumber: e.target.value })}
              placeholder={t.idNumberPlaceholder}
            />
            {error('idNumber')}
            {errors.idNumber && ALREADY_REGISTERED.has(errors.idNumber) ? (
              <p className="field-links">
                <Link to={`/renew?id=${encodeURIComponent(form.idNumber.trim())}`}>{t.renewLink}</Link> ·{' '}
                <Link to="/my-card">{t.cardAgainLink}</Link>
              </p>
            ) : null}
          </div>
          <div className="field">
            <label htmlFor={`${id}-fullName`}>{t.fullName}</label>
            <input
              {...field('fullName')}
              autoComplete="name"
              value={form.fullName}
              onChange={(e) => onChange({ fullName: e.target.value })}
              placeholder={t.fullNamePlaceholder}
            />
            {error('fullName')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-phoneNumber`}>{t.phoneNumber}</label>
            <input
              {...field('phoneNumber')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={form.phoneNumber}
              onChange={(e) => onChange({ phoneNumber: e.target.value })}
              placeholder="0712345678"
            />
            {error('phoneNumber')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-email`}>{t.email}</label>
            <input
              {...field('email')}
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={(e) => onChange({ email: e.target.value })}
              placeholder={t.emailPlaceholder}
            />
            {error('email')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-gender`}>{t.gender}</label>
            <select
              {...field('gender')}
              value={form.gender}
              onChange={(e) => onChange({ gender: e.target.value as RegistrationForm['gender'] })}
            >
              <option value="">{t.selectGender}</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t.genders[g]}
                </option>
              ))}
            </select>
            {error('gender')}
          </div>
        </div>
      </fieldset>

      <fieldset>
        <legend>{t.membership}</legend>
        <div className="field-grid">
          <div className="field">
            <label htmlFor={`${id}-chapter`}>{t.chapter}</label>
            <select {...field('chapter')} value={form.chapter} onChange={(e) => onChange({ chapter: e.target.value })}>
              <option value="">{t.selectChapter}</option>
              {chapters.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            {error('chapter')}
          </div>
          <PhotoField
            look="public"
            value={form.profileImage}
            onChange={(profileImage) => onChange({ profileImage })}
            error={errors.profileImage}
            onError={onPhotoError}
          />
        </div>
      </fieldset>

      <div className="field consent">
        <label>
          <input
            type="checkbox"
            {...field('consent')}
            checked={form.consent}
            onChange={(e) => onChange({ consent: e.target.checked })}
          />
          <span>
            {t.consent} <Link to="/privacy">{t.privacyLink}</Link>.
          </span>
        </label>
        {error('consent')}
      </div>

      {/* Promotional SMS need their own opt-in (Data Protection Act): a separate box, never ticked for the visitor. */}
      <div className="field consent">
        <label>
          <input
            type="checkbox"
            {...field('smsConsent')}
            aria-describedby={`${id}-smsConsent-hint`}
            checked={form.smsConsent}
            onChange={(e) => onChange({ smsConsent: e.target.checked })}
          />
          <span>{messages.smsConsent.label}</span>
        </label>
        <p className="hint consent-hint" id={`${id}-smsConsent-hint`}>
          {messages.smsConsent.hint}
        </p>
      </div>

      <button type="submit" className="button button-primary button-wide" disabled={busy || !hydrated}>
        {busy ? t.checking : t.continue}
      </button>
    </form>
  );
}
