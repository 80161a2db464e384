/**
 * /membership: step 1 Registration (personal information), step 2 Payment by M-Pesa.
 * The browser never decides that a payment happened: it asks the server (docs/payments-in-the-browser.md).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { api, ApiError } from '../api';
import { PageHero } from '../components/page-hero';
import { DEFAULT_CHAPTERS } from '../../shared/chapters';
import {
  STEP_CHANGE_DELAY_MS,
  PRIVACY_NOTICE_VERSION,
  PROCESSING_FEE_KES,
  REGISTRATION_FEE_KES,
  TOTAL_FEE_KES,
} from '../../shared/constants';
import { identity } from '../../shared/identity';
import { messages } from '../../shared/messages';
import { registrationMessages as t } from '../../shared/registration-messages';
import type { RegistrationOptions } from '../../shared/schemas/registration';
import { Benefits } from '../membership/benefits';
import { PersonalStep } from '../membership/personal-step';
import {
  emptyForm,
  preloadValidation,
  toInput,
  validateRegistration,
  type FieldErrors,
  type RegistrationForm,
} from '../membership/registration-form';
import { useHydrated } from '../hydration';
import { usePublicChapters } from '../components/public-chapters';
import { rememberForm, savedCheckout, savedForm } from '../membership/saved-registration';
import '../membership/membership.css';

/**
 * Step 2 is its own chunk, so step 1 (what every visitor loads) carries none of its code. It is
 * fetched as soon as the visitor starts on step 1, long before "Continue to Payment", together
 * with step 1's validation (the schema library, also kept out of the first load).
 */
const loadPaymentStep = () => import('../membership/payment-step');
const PaymentStep = lazy(() => loadPaymentStep().then((m) => ({ default: m.PaymentStep })));
const loadFormCode = () => void Promise.all([loadPaymentStep(), preloadValidation()]).catch(() => undefined);

const fallbackOptions: RegistrationOptions = {
  chapters: [...DEFAULT_CHAPTERS],
  mode: 'production',
  fee: { registration: REGISTRATION_FEE_KES, processing: PROCESSING_FEE_KES, total: TOTAL_FEE_KES },
  paybill: identity.paybill,
  paybillAccount: identity.paybillAccount,
  privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  simulatorOutcomes: null,
};

export default function MembershipPage() {
  const [step, setStep] = useState<1 | 2>(1);
  const [form, setForm] = useState<RegistrationForm>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checking, setChecking] = useState(false);
  const [options, setOptions] = useState<RegistrationOptions>(fallbackOptions);
  // From the database, falling back to the four built-in names on failure (shared with the footer).
  const chapters = usePublicChapters();
  /** A prompt this tab started earlier, for step 2 to ask the server about instead of offering a new one. */
  const [resumeCheckout, setResumeCheckout] = useState<string | null>(null);
  /** The prompt step 2 last showed: after Back, Continue starts afresh instead of resuming it. */
  const seenCheckout = useRef<string | null>(null);
  const hydrated = useHydrated();
  const [restored, setRestored] = useState(false);

  // Once hydrated (the prerendered first render must match the server's HTML): bring back this
  // tab's earlier answers (a reload), adjusting state during render, without overwriting anything
  // typed before hydration (PersonalStep's layout effect has already reported it).
  if (hydrated && !restored) {
    setRestored(true);
    const saved = savedForm();
    setForm((f) => {
      const next = { ...f };
      for (const [key, value] of Object.entries(saved) as [keyof RegistrationForm, never][]) {
        if (next[key] === emptyForm[key]) next[key] = value;
      }
      return next;
    });
  }
  useEffect(() => {
    if (restored) rememberForm(form);
  }, [form, restored]);

  useEffect(() => {
    api.get<RegistrationOptions>('/api/registrations/options').then(setOptions, () => undefined);
    // The product's page-load diagnostic: its result is only logged.
    api.get('/api/mpesa/direct-safaricom-test').then(
      (result) => console.debug('M-Pesa reachability', result),
      () => undefined,
    );
  }, []);

  const change = (patch: Partial<RegistrationForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    // Editing a field clears that field's error.
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch) as (keyof RegistrationForm)[]) delete next[key];
      return next;
    });
  };

  const goToPayment = async () => {
    let found: FieldErrors | null;
    try {
      found = await validateRegistration(form);
    } catch (error) {
      // The validation chunk did not arrive (connection lost): said like the check's own network failure below.
      return setErrors({ idNumber: error instanceof Error ? error.message : String(error) });
    }
    if (found) {
      setErrors(found);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.membership-page [aria-invalid="true"]')?.focus());
      return;
    }
    const input = toInput(form);
    // This tab already started a prompt for this ID number (then reloaded): ask the server about
    // it before anything else, since it may have been paid.
    const earlier = savedCheckout(input.idNumber);
    if (earlier && earlier !== seenCheckout.current) {
      setResumeCheckout(earlier);
      setStep(2);
      return;
    }
    setChecking(true);
    try {
      // Nobody pays twice: the server checks the ID number and phone before any prompt.
      await api.post('/api/registrations/check', { idNumber: input.idNumber, phoneNumber: input.phoneNumber });
    } catch (error) {
      setChecking(false);
      // Already a member, and this tab paid for a prompt with this ID number: that was us. Show the card.
      if (earlier && error instanceof ApiError && error.status === 409) {
        setResumeCheckout(earlier);
        return setStep(2);
      }
      if (error instanceof ApiError && Object.keys(error.fields).length) return setErrors(error.fields as FieldErrors);
      return setErrors({ idNumber: error instanceof Error ? error.message : String(error) });
    }
    setTimeout(() => {
      setChecking(false);
      setResumeCheckout(null);
      setStep(2);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }, STEP_CHANGE_DELAY_MS);
  };

  return (
    <div className="membership-page" onFocusCapture={loadFormCode} onInputCapture={loadFormCode}>
      <PageHero
        title={t.title}
        subtitle={messages.membershipFeeSubtitle(identity.name, REGISTRATION_FEE_KES)}
        image="/images/banners/join.svg"
      />
      <div className="container membership-layout">
        <div>
          <p className="renew-note">
            {t.alreadyMember} <Link to="/renew">{t.renewLink}</Link> {t.or} <Link to="/my-card">{t.cardAgainLink}</Link>.
          </p>
          <ol className="steps" aria-label={t.progress}>
            <li className={step === 1 ? 'step step-current' : 'step step-done'} aria-current={step === 1 ? 'step' : undefined}>
              <span className="step-number">1</span> {t.stepRegistration}
            </li>
            <li className={step === 2 ? 'step step-current' : 'step'} aria-current={step === 2 ? 'step' : undefined}>
              <span className="step-number">2</span> {t.stepPayment}
            </li>
          </ol>
          {step === 1 ? (
            <PersonalStep
              form={form}
              errors={errors}
              chapters={chapters}
              busy={checking}
              onChange={change}
              onTyped={(patch) => setForm((f) => ({ ...f, ...patch }))}
              onPhotoError={(message) => setErrors((e) => ({ ...e, profileImage: message }))}
              onContinue={() => void goToPayment()}
            />
          ) : (
            <Suspense fallback={<p role="status">{t.loadingPayment}</p>}>
              <PaymentStep
                options={options}
                registration={toInput(form)}
                resumeCheckout={resumeCheckout}
                onBack={() => {
                  seenCheckout.current = savedCheckout(form.idNumber);
                  setStep(1);
                }}
                onPhotoRefused={(message) => {
                  setStep(1);
                  setErrors({ profileImage: message });
                }}
              />
            </Suspense>
          )}
        </div>
        <Benefits />
      </div>
    </div>
  );
}
