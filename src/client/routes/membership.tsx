/**
 * /membership (spec §2): step 1 Registration (personal information), step 2 Payment by M-Pesa.
 * The browser never decides that a payment happened: it asks the server (DESIGN.md, money path).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api, ApiError } from '../api';
import { PageHero } from '../components/page-hero';
import { DEFAULT_CHAPTERS } from '../../shared/chapters';
import { STEP_CHANGE_DELAY_MS, PRIVACY_NOTICE_VERSION, PROCESSING_FEE_KES, REGISTRATION_FEE_KES, TOTAL_FEE_KES } from '../../shared/constants';
import { identity } from '../../shared/identity';
import type { RegistrationOptions } from '../../shared/schemas/registration';
import { Benefits } from '../membership/benefits';
import { PaymentStep } from '../membership/payment-step';
import { PersonalStep } from '../membership/personal-step';
import { emptyForm, toInput, validateRegistration, type FieldErrors, type RegistrationForm } from '../membership/registration-form';
import { usePayment } from '../membership/use-payment';
import '../membership/membership.css';

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
  const [chapters, setChapters] = useState<string[]>([...DEFAULT_CHAPTERS]);
  const payment = usePayment();

  useEffect(() => {
    api.get<RegistrationOptions>('/api/registrations/options').then(setOptions, () => undefined);
    // GET /api/chapters, falling back to the four built-in names on failure (spec §7).
    api.get<{ name: string }[]>('/api/chapters').then(
      (list) => setChapters(list.length ? list.map((c) => c.name) : [...DEFAULT_CHAPTERS]),
      () => setChapters([...DEFAULT_CHAPTERS]),
    );
    // The spec's page-load diagnostic: its result is only logged.
    api.get('/api/mpesa/direct-safaricom-test').then(
      (result) => console.debug('M-Pesa reachability', result),
      () => undefined,
    );
  }, []);

  const change = (patch: Partial<RegistrationForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    // Editing a field clears that field's error (spec §4).
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch) as (keyof RegistrationForm)[]) delete next[key];
      return next;
    });
  };

  const goToPayment = async () => {
    const found = validateRegistration(form);
    if (found) {
      setErrors(found);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.membership-page [aria-invalid="true"]')?.focus());
      return;
    }
    setChecking(true);
    try {
      // Nobody pays twice: the server checks the ID number and phone before any prompt.
      const input = toInput(form);
      await api.post('/api/registrations/check', { idNumber: input.idNumber, phoneNumber: input.phoneNumber });
    } catch (error) {
      setChecking(false);
      if (error instanceof ApiError && Object.keys(error.fields).length) return setErrors(error.fields as FieldErrors);
      return setErrors({ idNumber: error instanceof Error ? error.message : String(error) });
    }
    setTimeout(() => {
      setChecking(false);
      payment.reset();
      setStep(2);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }, STEP_CHANGE_DELAY_MS);
  };

  return (
    <div className="membership-page">
      <PageHero
        title="Become a Member"
        subtitle={`Join ${identity.name} for a one-time fee of KSh ${REGISTRATION_FEE_KES}, paid by M-Pesa, and download your membership card at once.`}
        image="/images/banners/join.svg"
      />
      <div className="container membership-layout">
        <div>
          <p className="renew-note">Already a member? <Link to="/renew">Renew your membership</Link> or <Link to="/my-card">get your card again</Link>.</p>
          <ol className="steps" aria-label="Registration progress">
            <li className={step === 1 ? 'step step-current' : 'step step-done'} aria-current={step === 1 ? 'step' : undefined}>
              <span className="step-number">1</span> Registration
            </li>
            <li className={step === 2 ? 'step step-current' : 'step'} aria-current={step === 2 ? 'step' : undefined}>
              <span className="step-number">2</span> Payment
            </li>
          </ol>
          {step === 1 ? (
            <PersonalStep
              form={form}
              errors={errors}
              chapters={chapters}
              busy={checking}
              onChange={change}
              onPhotoError={(message) => setErrors((e) => ({ ...e, profileImage: message }))}
              onContinue={() => void goToPayment()}
            />
          ) : (
            <PaymentStep options={options} registration={toInput(form)} payment={payment} onBack={() => setStep(1)} />
          )}
        </div>
        <Benefits />
      </div>
    </div>
  );
}
