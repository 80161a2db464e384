/**
 * /renew: a member renews by M-Pesa. Step 1 finds the membership by ID number and the phone on
 * file; step 2 shows it and asks for KSh 200 by an M-Pesa prompt (or paybill in manual mode);
 * the renewed card downloads when the server says the payment is complete.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { readTypedValues, useTypedBeforeHydration } from '../components/typed-before-hydration';
import { useHydrated } from '../hydration';
import { Link, useSearchParams } from 'react-router';
import { api, ApiError } from '../api';
import { PageHero } from '../components/page-hero';
import { REGISTRATION_FEE_KES } from '../../shared/constants';
import { formatLongDate } from '../../shared/dates';
import { ACTIVE_LOCALE } from '../../shared/active-locale';
import { identity } from '../../shared/identity';
import { messages } from '../../shared/messages';
import { paymentMessages } from '../../shared/payment-messages';
import { renewalMessages as t } from '../../shared/renewal-messages';
import { formatPaymentPhoneInput } from '../../shared/phone';
import type { RegistrationOptions } from '../../shared/schemas/registration';
import type { OwnMembership } from '../../shared/schemas/renewals';
import { MembershipSummary } from '../renewal/membership-summary';
import { useRenewal } from '../renewal/use-renewal';
import { RenewalGate, renewalGated } from '../renewal/renewal-gate';
import { useCountdown } from '../membership/use-countdown';
import { loadRenewalValidation } from '../renewal/load-validation';
import '../membership/membership.css';
import '../renewal/renewal.css';

/** What the visitor typed into the server-rendered form before the app started. */
const typedEarly = readTypedValues('form.renew-find');

const payWords = paymentMessages.mpesaPay;

type FieldErrors = Partial<Record<'idNumber' | 'phoneNumber', string>>;

export default function RenewPage() {
  const id = useId();
  const [params] = useSearchParams();
  const [idNumber, setIdNumber] = useState(params.get('id') ?? '');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [member, setMember] = useState<OwnMembership | null>(null);
  const [options, setOptions] = useState<RegistrationOptions | null>(null);
  const who = useMemo(
    () => (member ? { idNumber: idNumber.trim(), phoneNumber: phoneNumber.trim() } : null),
    [member, idNumber, phoneNumber],
  );
  const renewal = useRenewal(who);
  const findRef = useRef<HTMLFormElement>(null);
  // The form is rendered on the server: until the app runs, a click would send it as a plain GET,
  // with what was typed (personal data) in the address and the server's log.
  const hydrated = useHydrated();
  useTypedBeforeHydration(findRef, typedEarly, (typed) => {
    if (typeof typed.idNumber === 'string') setIdNumber(typed.idNumber);
    if (typeof typed.phoneNumber === 'string') setPhoneNumber(typed.phoneNumber);
  });
  const [payPhone, setPayPhone] = useState('');
  const [payPhoneError, setPayPhoneError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  useEffect(() => {
    api.get<RegistrationOptions>('/api/registrations/options').then(setOptions, () => undefined);
  }, []);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = (await loadRenewalValidation()).lookupErrors({ idNumber, phoneNumber });
    if (invalid) {
      setErrors(invalid);
      return;
    }
    setErrors({});
    setLookupError(null);
    setChecking(true);
    try {
      const answer = await api.post<{ member: OwnMembership }>('/api/renewals/check', { idNumber, phoneNumber });
      setMember(answer.member);
      setPayPhone(formatPaymentPhoneInput(phoneNumber));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields as FieldErrors);
      else setLookupError(error instanceof Error ? error.message : String(error));
    } finally {
      setChecking(false);
    }
  };

  const { state } = renewal;
  const manual = options?.mode === 'manual';
  const busy = !manual && (state.phase === 'processing' || state.phase === 'awaiting_pin');
  const done = state.phase === 'completed' && state.result !== null;
  // Paid while suspended: nothing more to do on this page (no new prompt, no card).
  const held = state.phase === 'held';
  const secondsLeft = useCountdown(state.retryAt);
  const message = renewal.reconnecting ? messages.paymentReconnecting : state.message;
  const tone =
    state.phase === 'failed'
      ? 'error'
      : state.phase === 'completed'
        ? 'success'
        : state.phase === 'timeout' || held
          ? 'warning'
          : 'info';

  const pay = async () => {
    if (!(await loadRenewalValidation()).isPaymentPhone(payPhone)) return setPayPhoneError(messages.paymentPhoneInvalid);
    setPayPhoneError(null);
    void renewal.requestPrompt(payPhone);
  };
  const submitManual = async () => {
    if (!(await loadRenewalValidation()).isMpesaCode(code)) return setCodeError(messages.manualCodeInvalid);
    setCodeError(null);
    const error = await renewal.submitManual(code);
    if (error?.fields.mpesaCode) setCodeError(error.fields.mpesaCode);
  };

  return (
    <div className="membership-page renew-page">
      <PageHero title={t.title} subtitle={t.subtitle(REGISTRATION_FEE_KES)} image="/images/banners/join.svg" />
      <div className="container renew-column">
        {!member ? (
          <form
            className="membership-card renew-find"
            ref={findRef}
            onSubmit={(e) => void find(e)}
            noValidate
            aria-labelledby={`${id}-find`}
          >
            <h2 id={`${id}-find`}>{t.findHeading}</h2>
            <p className="renew-intro">{t.findIntro}</p>
            <div className="field">
              <label htmlFor={`${id}-id`}>{t.idLabel} *</label>
              <input
                id={`${id}-id`}
                name="idNumber"
                inputMode="numeric"
                autoComplete="off"
                value={idNumber}
                maxLength={9}
                onChange={(e) => {
                  setIdNumber(e.target.value);
                  setErrors((x) => ({ ...x, idNumber: undefined }));
                }}
                aria-invalid={errors.idNumber ? true : undefined}
              />
              {errors.idNumber ? (
                <p className="field-error" role="alert">
                  {errors.idNumber}
                </p>
              ) : null}
            </div>
            <div className="field">
              <label htmlFor={`${id}-phone`}>{t.phoneLabel} *</label>
              <input
                id={`${id}-phone`}
                name="phoneNumber"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="07XXXXXXXX"
                value={phoneNumber}
                onChange={(e) => {
                  setPhoneNumber(e.target.value);
                  setErrors((x) => ({ ...x, phoneNumber: undefined }));
                }}
                aria-invalid={errors.phoneNumber ? true : undefined}
              />
              {errors.phoneNumber ? (
                <p className="field-error" role="alert">
                  {errors.phoneNumber}
                </p>
              ) : null}
            </div>
            {lookupError ? (
              <div className="payment-status payment-status-error" role="alert">
                <p>{lookupError}</p>
              </div>
            ) : null}
            <div className="step-actions">
              <button type="submit" className="button button-primary" disabled={checking || !hydrated}>
                {checking ? t.searching : t.find}
              </button>
            </div>
            <p className="renew-links">
              {t.lostCard} <Link to="/my-card">{t.cardAgainLink}</Link>. {t.notMember}{' '}
              <Link to="/membership">{t.registerLink}</Link>.
            </p>
          </form>
        ) : !done && renewalGated(member, renewal.earlyConfirmed) ? (
          <RenewalGate member={member} onConfirmEarly={renewal.confirmEarly} />
        ) : (
          <section className="membership-card" aria-labelledby={`${id}-pay`}>
            <h2 id={`${id}-pay`}>{done ? t.renewed : t.renewAndPay}</h2>
            <MembershipSummary member={done ? { ...member, ...state.result!.member } : member} />
            {!done ? (
              <dl className="fee-summary">
                <div className="fee-total">
                  <dt>{t.fee}</dt>
                  <dd>{payWords.amountInKsh(String(REGISTRATION_FEE_KES))}</dd>
                </div>
              </dl>
            ) : null}
            {!done && manual ? (
              <div className="paybill">
                <ol>
                  <li>{payWords.paybillMenu}</li>
                  <li>
                    {payWords.businessNumber}: <strong>{options?.paybill}</strong>
                  </li>
                  <li>
                    {payWords.accountNumber}: <strong>{`${identity.paybillAccount}-${idNumber.trim()}`}</strong>
                  </li>
                  <li>
                    {payWords.amount}: <strong>{payWords.amountInKsh(String(REGISTRATION_FEE_KES))}</strong>,{' '}
                    {payWords.thenEnterPin}
                  </li>
                </ol>
                <div className="field">
                  <label htmlFor={`${id}-code`}>{payWords.codeLabel} *</label>
                  <input
                    id={`${id}-code`}
                    value={code}
                    maxLength={12}
                    autoCapitalize="characters"
                    placeholder={payWords.codePlaceholder}
                    onChange={(e) => {
                      setCode(e.target.value.toUpperCase());
                      setCodeError(null);
                    }}
                    aria-invalid={codeError ? true : undefined}
                  />
                  {codeError ? (
                    <p className="field-error" role="alert">
                      {codeError}
                    </p>
                  ) : null}
                </div>
              </div>
            ) : null}
            {!done && !manual ? (
              <div className="field">
                <label htmlFor={`${id}-pay-phone`}>{payWords.phoneLabel} *</label>
                <input
                  id={`${id}-pay-phone`}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder="07XXXXXXXX"
                  value={payPhone}
                  disabled={busy}
                  onChange={(e) => {
                    setPayPhone(formatPaymentPhoneInput(e.target.value));
                    setPayPhoneError(null);
                  }}
                  aria-invalid={payPhoneError ? true : undefined}
                />
                {payPhoneError ? (
                  <p className="field-error" role="alert">
                    {payPhoneError}
                  </p>
                ) : (
                  <p className="hint">{payWords.otherPhoneHint}</p>
                )}
              </div>
            ) : null}

            {message ? (
              <div className={`payment-status payment-status-${tone}`} role="status" aria-live="polite">
                {!manual && busy ? <span className="spinner" aria-hidden="true" /> : null}
                <p>{message}</p>
                {done ? (
                  <p className="member-number">
                    {t.renewedUntil} <strong>{formatLongDate(state.result!.member.renewalDate, ACTIVE_LOCALE)}</strong>
                  </p>
                ) : null}
              </div>
            ) : null}
            {state.cardError ? (
              <div className="payment-status payment-status-error" role="alert">
                <p>{state.cardError}</p>
              </div>
            ) : null}

            {secondsLeft > 0 && state.phase === 'failed' ? (
              <p className="hint retry-countdown" aria-live="polite">
                {messages.promptRetryIn(secondsLeft)}
              </p>
            ) : null}

            <div className="step-actions">
              {!manual && !done && !held ? (
                state.phase === 'timeout' ? (
                  <button type="button" className="button button-primary" onClick={renewal.checkAgain}>
                    {payWords.checkAgain}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button-mpesa"
                    onClick={() => void pay()}
                    disabled={busy || secondsLeft > 0}
                  >
                    {busy ? payWords.waiting : state.phase === 'failed' ? payWords.newPrompt : t.pay(REGISTRATION_FEE_KES)}
                  </button>
                )
              ) : null}
              {manual && !done && !state.paymentId ? (
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => void submitManual()}
                  disabled={state.submitting}
                >
                  {state.submitting ? payWords.submitting : t.submitCode}
                </button>
              ) : null}
              {manual && state.paymentId && !done && !held ? (
                <button
                  type="button"
                  className="button button-primary"
                  disabled={state.submitting}
                  onClick={() => void renewal.finalise({ paymentId: state.paymentId! })}
                >
                  {state.submitting ? payWords.checking : payWords.downloadOnceConfirmed}
                </button>
              ) : null}
              {state.phase === 'completed' && !state.result && state.checkoutRequestId ? (
                <button
                  type="button"
                  className="button button-primary"
                  disabled={state.submitting}
                  onClick={() => void renewal.finalise({ checkoutRequestId: state.checkoutRequestId! })}
                >
                  {t.downloadRenewed}
                </button>
              ) : null}
              {done ? (
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => void renewal.fetchCard(state.result!.cardUrl)}
                >
                  {state.cardError ? payWords.tryAgain : t.downloadRenewed}
                </button>
              ) : null}
            </div>

            {options?.simulatorOutcomes && !done ? (
              <details className="simulator-table">
                <summary>{payWords.simulator.summary}</summary>
                <p>{payWords.simulator.intro}</p>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{payWords.simulator.phoneEndsIn}</th>
                      <th scope="col">{payWords.simulator.outcome}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {options.simulatorOutcomes.map((o) => (
                      <tr key={o.suffix ?? 'other'}>
                        <td>{o.suffix ?? payWords.simulator.otherwise}</td>
                        <td>{o.label}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            ) : null}
          </section>
        )}
      </div>
    </div>
  );
}
