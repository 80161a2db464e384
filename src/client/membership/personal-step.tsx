/** Step 1, "Personal Information": Identity Details and Membership Details (spec §2). */
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { GENDER_LABELS, GENDERS, MAX_PHOTO_BYTES } from '../../shared/constants';
import { readTypedValues, useTypedBeforeHydration } from '../components/typed-before-hydration';
import { fromTyped, type FieldErrors, type RegistrationForm } from './registration-form';

/** What a visitor typed into the prerendered form before this code ran. */
const typedEarly = readTypedValues('form.registration-form');

interface Props {
  form: RegistrationForm;
  errors: FieldErrors;
  chapters: string[];
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
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
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

  const pickPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return onPhotoError('Photo must be an image file');
    if (file.size > MAX_PHOTO_BYTES) return onPhotoError('Photo must be at most 5 MB');
    const reader = new FileReader();
    reader.onload = () => onChange({ profileImage: String(reader.result) });
    reader.onerror = () => onPhotoError('Photo must be an image file');
    reader.readAsDataURL(file);
  };

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
      <h2>Personal Information</h2>

      <fieldset>
        <legend>Identity Details</legend>
        <div className="field-grid">
          <div className="field">
            <label htmlFor={`${id}-idNumber`}>ID Number *</label>
            <input {...field('idNumber')} inputMode="numeric" autoComplete="off" value={form.idNumber} onChange={(e) => onChange({ idNumber: e.target.value })} placeholder="e.g. 12345678" />
            {error('idNumber')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-fullName`}>Full Name *</label>
            <input {...field('fullName')} autoComplete="name" value={form.fullName} onChange={(e) => onChange({ fullName: e.target.value })} placeholder="As on your ID" />
            {error('fullName')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-phoneNumber`}>Phone Number *</label>
            <input {...field('phoneNumber')} type="tel" inputMode="tel" autoComplete="tel-national" value={form.phoneNumber} onChange={(e) => onChange({ phoneNumber: e.target.value })} placeholder="0712345678" />
            {error('phoneNumber')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-email`}>Email (Optional)</label>
            <input {...field('email')} type="email" autoComplete="email" value={form.email} onChange={(e) => onChange({ email: e.target.value })} placeholder="you@example.com" />
            {error('email')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-gender`}>Gender *</label>
            <select {...field('gender')} value={form.gender} onChange={(e) => onChange({ gender: e.target.value as RegistrationForm['gender'] })}>
              <option value="">Select Gender</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {GENDER_LABELS[g]}
                </option>
              ))}
            </select>
            {error('gender')}
          </div>
        </div>
      </fieldset>

      <fieldset>
        <legend>Membership Details</legend>
        <div className="field-grid">
          <div className="field">
            <label htmlFor={`${id}-chapter`}>Chapter *</label>
            <select {...field('chapter')} value={form.chapter} onChange={(e) => onChange({ chapter: e.target.value })}>
              <option value="">Select Chapter</option>
              {chapters.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            {error('chapter')}
          </div>
          <div className="field">
            <span className="label">Profile Photo (Optional)</span>
            <div className="photo-picker">
              {form.profileImage ? (
                <img src={form.profileImage} alt="Your photo preview" className="photo-preview" />
              ) : (
                <span className="photo-placeholder" aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="36" height="36"><circle cx="12" cy="8" r="4" fill="currentColor" /><path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" fill="currentColor" /></svg>
                </span>
              )}
              <div>
                <label className="button button-outline" htmlFor={`${id}-photo`}>
                  {form.profileImage ? 'Change Photo' : 'Click to upload'}
                </label>
                <input id={`${id}-photo`} className="visually-hidden" type="file" accept="image/*" onChange={pickPhoto} aria-describedby={errors.profileImage ? `${id}-profileImage-error` : undefined} />
                {form.profileImage ? (
                  <button type="button" className="link-button" onClick={() => onChange({ profileImage: null })}>
                    Remove Photo
                  </button>
                ) : null}
                <p className="hint">JPG or PNG, up to 5 MB. It is printed on your card.</p>
              </div>
            </div>
            {error('profileImage')}
          </div>
        </div>
      </fieldset>

      <div className="field consent">
        <label>
          <input type="checkbox" {...field('consent')} checked={form.consent} onChange={(e) => onChange({ consent: e.target.checked })} />
          <span>
            I agree that Meru Youth Voice keeps my details to run my membership, as described in the{' '}
            <Link to="/privacy">privacy notice</Link>.
          </span>
        </label>
        {error('consent')}
      </div>

      <button type="submit" className="button button-primary button-wide" disabled={busy || !hydrated}>
        {busy ? 'Checking…' : 'Continue to Payment'}
      </button>
    </form>
  );
}
