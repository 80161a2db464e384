/**
 * /my-card: "get my card again". The member gives their ID number and the phone on file, a
 * one-time code comes by SMS to that phone, and the code shows their membership, a card download,
 * a "Renew now" link and their data rights: download, correct, delete (docs/data-rights.md).
 */
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { readTypedValues, useTypedBeforeHydration } from '../components/typed-before-hydration';
import { useHydrated } from '../hydration';
import { Link } from 'react-router';
import { api, ApiError } from '../api';
import { PageHero } from '../components/page-hero';
import type { OwnMembership } from '../../shared/schemas/renewals';
import { downloadCard } from '../membership/card-download';
import { messages } from '../../shared/messages';
import { myCardMessages as t } from '../../shared/my-card-messages';
import { loadRenewalValidation } from '../renewal/load-validation';
import { MembershipSummary } from '../renewal/membership-summary';
import '../membership/membership.css';
import '../renewal/renewal.css';

/** Offered only after the code: fetched then, not with the page every visitor loads. */
const MyDataRights = lazy(() => import('../membership/my-data-rights').then((module) => ({ default: module.MyDataRights })));
const MyPreferences = lazy(() => import('../membership/my-preferences').then((module) => ({ default: module.MyPreferences })));

/** What the visitor typed into the server-rendered form before the app started. */
const typedEarly = readTypedValues('form.my-card-ask');

type Errors = Partial<Record<'idNumber' | 'phoneNumber' | 'code', string>>;

export default function MyCardPage() {
  const id = useId();
  const [step, setStep] = useState<'ask' | 'code' | 'done'>('ask');
  const [idNumber, setIdNumber] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ cardUrl: string; member: OwnMembership } | null>(null);
  const askRef = useRef<HTMLFormElement>(null);
  // The form is rendered on the server: until the app runs, a click would send it as a plain GET,
  // with what was typed (personal data) in the address and the server's log.
  const hydrated = useHydrated();
  useTypedBeforeHydration(askRef, typedEarly, (typed) => {
    if (typeof typed.idNumber === 'string') setIdNumber(typed.idNumber);
    if (typeof typed.phoneNumber === 'string') setPhoneNumber(typed.phoneNumber);
  });

  const failure = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields as Errors);
    else setNotice(error instanceof Error ? error.message : String(error));
  };

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = (await loadRenewalValidation()).lookupErrors({ idNumber, phoneNumber });
    if (invalid) return setErrors(invalid);
    setErrors({});
    setNotice(null);
    setBusy(true);
    try {
      await api.post('/api/self-service/code', { idNumber, phoneNumber });
      setStep('code');
    } catch (error) {
      failure(error);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = (await loadRenewalValidation()).verifyErrors({ idNumber, code });
    if (invalid) return setErrors(invalid);
    setErrors({});
    setNotice(null);
    setBusy(true);
    try {
      const answer = await api.post<{ cardUrl: string; member: OwnMembership }>('/api/self-service/verify', {
        idNumber,
        code: code.trim(),
      });
      setResult(answer);
      setStep('done');
    } catch (error) {
      failure(error);
    } finally {
      setBusy(false);
    }
  };

  const field = (
    name: 'idNumber' | 'phoneNumber' | 'code',
    label: string,
    value: string,
    set: (v: string) => void,
    extra: Record<string, unknown> = {},
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        value={value}
        autoComplete="off"
        {...extra}
        onChange={(e) => {
          set(e.target.value);
          setErrors((x) => ({ ...x, [name]: undefined }));
        }}
        aria-invalid={errors[name] ? true : undefined}
      />
      {errors[name] ? (
        <p className="field-error" role="alert">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <div className="membership-page renew-page">
      <PageHero title={t.title} subtitle={t.subtitle} image="/images/banners/join.svg" />
      <div className="container renew-column">
        {step === 'ask' ? (
          <form
            className="membership-card my-card-ask"
            ref={askRef}
            onSubmit={(e) => void ask(e)}
            noValidate
            aria-labelledby={`${id}-t1`}
          >
            <h2 id={`${id}-t1`}>{t.detailsHeading}</h2>
            <p className="renew-intro">{t.detailsIntro}</p>
            {field('idNumber', t.idLabel, idNumber, setIdNumber, { inputMode: 'numeric', maxLength: 9 })}
            {field('phoneNumber', t.phoneLabel, phoneNumber, setPhoneNumber, {
              type: 'tel',
              inputMode: 'numeric',
              placeholder: '07XXXXXXXX',
            })}
            {notice ? (
              <div className="payment-status payment-status-error" role="alert">
                <p>{notice}</p>
              </div>
            ) : null}
            <div className="step-actions">
              <button type="submit" className="button button-primary" disabled={busy || !hydrated}>
                {busy ? t.sending : t.sendCode}
              </button>
            </div>
            <p className="renew-links">
              {t.notMember} <Link to="/membership">{t.registerLink}</Link>.
            </p>
          </form>
        ) : null}
        {step === 'code' ? (
          <form className="membership-card" onSubmit={(e) => void verify(e)} noValidate aria-labelledby={`${id}-t2`}>
            <h2 id={`${id}-t2`}>{t.codeHeading}</h2>
            <p className="renew-intro">{t.codeIntro}</p>
            {field('code', t.codeLabel, code, setCode, {
              inputMode: 'numeric',
              maxLength: 6,
              autoComplete: 'one-time-code',
              className: 'code-input',
            })}
            {notice ? (
              <div className="payment-status payment-status-error" role="alert">
                <p>{notice}</p>
              </div>
            ) : null}
            <div className="step-actions">
              <button
                type="button"
                className="button button-outline"
                onClick={() => {
                  setStep('ask');
                  setCode('');
                  setNotice(null);
                }}
              >
                {t.back}
              </button>
              <button type="submit" className="button button-primary" disabled={busy}>
                {busy ? t.checking : t.showCard}
              </button>
            </div>
          </form>
        ) : null}
        {step === 'done' && result ? (
          <section className="membership-card" aria-labelledby={`${id}-t3`}>
            <h2 id={`${id}-t3`}>{t.membershipHeading}</h2>
            <MembershipSummary member={result.member} />
            {notice ? (
              <div className="payment-status payment-status-error" role="alert">
                <p>{notice}</p>
              </div>
            ) : null}
            <div className="step-actions">
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  setNotice(null);
                  downloadCard(result.cardUrl).catch(() => setNotice(messages.cardFailed));
                }}
              >
                {notice ? t.tryAgain : t.download}
              </button>
              <Link to="/renew" className="button button-outline">
                {t.renewNow}
              </Link>
            </div>
          </section>
        ) : null}
        {step === 'done' && result ? (
          <Suspense fallback={null}>
            <MyPreferences idNumber={idNumber} />
            <MyDataRights idNumber={idNumber} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
