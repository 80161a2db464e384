/** Step 2, "Payment": fee summary, M-Pesa prompt (or paybill in manual mode), live status. */
import { useEffect, useId, useState } from 'react';
import { formatPaymentPhoneInput } from '../../shared/phone';
import { messages } from '../../shared/messages';
import { paymentPhone } from '../../shared/schemas/fields';
import { mpesaCode as mpesaCodeSchema } from '../../shared/schemas/registration';
import type { RegistrationOptions } from '../../shared/schemas/registration';
import type { RegistrationInput } from '../../shared/schemas/members';
import { usePayment } from './use-payment';
import { useCountdown } from './use-countdown';
import { PaybillSimulator } from './paybill-simulator';
import { identity } from '../../shared/identity';
import { paymentMessages } from '../../shared/payment-messages';
import { registrationMessages } from '../../shared/registration-messages';

const t = paymentMessages.mpesaPay;
const step = registrationMessages.payment;

interface Props {
  options: RegistrationOptions;
  registration: RegistrationInput;
  /** A prompt this tab started before (a reload): ask the server about it instead of offering a new one. */
  resumeCheckout: string | null;
  onBack: () => void;
  /** The server refused step 1's photo: back to step 1 with the message on the photo field. */
  onPhotoRefused: (message: string) => void;
}

const ksh = (n: number) => t.amountInKsh(n.toLocaleString('en-KE'));

/** @public Loaded lazily by routes/membership.tsx, as its own chunk. */
export function PaymentStep({ options, registration, resumeCheckout, onBack, onPhotoRefused }: Props) {
  // The payment lives with step 2 (its own chunk): leaving step 2 starts the next visit afresh.
  const payment = usePayment();
  const { resume } = payment;
  useEffect(() => {
    if (resumeCheckout) resume(resumeCheckout);
  }, [resume, resumeCheckout]);
  const id = useId();
  const [phone, setPhone] = useState(() => formatPaymentPhoneInput(String(registration.phoneNumber ?? '')));
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const { state } = payment;
  const manual = options.mode === 'manual';
  const busy = !manual && (state.phase === 'processing' || state.phase === 'awaiting_pin');
  const done = state.phase === 'completed' && state.result !== null;
  // Once M-Pesa has said "paid" (or may have), only completing is offered, never a second prompt.
  const paid = state.phase === 'completed';
  const secondsLeft = useCountdown(state.retryAt);

  const request = () => {
    const parsed = paymentPhone.safeParse(phone);
    if (!parsed.success) return setPhoneError(messages.paymentPhoneInvalid);
    setPhoneError(null);
    void payment.requestPrompt(phone, registration).then((error) => {
      if (error?.fields.profileImage) onPhotoRefused(error.fields.profileImage);
    });
  };

  const submitManual = async () => {
    const parsed = mpesaCodeSchema.safeParse(code);
    if (!parsed.success) return setCodeError(messages.manualCodeInvalid);
    setCodeError(null);
    const error = await payment.submitManual(registration, code);
    if (error?.fields.mpesaCode) setCodeError(error.fields.mpesaCode);
  };

  const submissionFailed = state.message?.startsWith(messages.submissionError) ?? false;
  // Failed checks are a connection problem, never a payment one: "Reconnecting…" until one gets through.
  const message = payment.reconnecting ? messages.paymentReconnecting : state.message;
  const tone =
    state.phase === 'failed' || submissionFailed
      ? 'error'
      : state.phase === 'completed'
        ? 'success'
        : state.phase === 'timeout'
          ? 'warning'
          : 'info';

  return (
    <section className="membership-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{step.heading}</h2>

      <dl className="fee-summary">
        <div>
          <dt>{step.registrationFee}</dt>
          <dd>{ksh(options.fee.registration)}</dd>
        </div>
        <div>
          <dt>{step.processingFee}</dt>
          <dd>{ksh(options.fee.processing)}</dd>
        </div>
        <div className="fee-total">
          <dt>{step.total}</dt>
          <dd>{ksh(options.fee.total)}</dd>
        </div>
      </dl>

      <div className="pay-method" role="radiogroup" aria-label={step.method}>
        <label className="pay-method-option">
          <input type="radio" name="method" checked readOnly />
          <span className="mpesa-mark" aria-hidden="true">
            M
          </span>
          <span>
            <strong>M-Pesa</strong>
            <br />
            <small>{manual ? step.methodManual : step.methodPrompt}</small>
          </span>
        </label>
      </div>

      {manual ? (
        <div className="paybill">
          <ol>
            <li>{t.paybillMenu}</li>
            <li>
              {t.businessNumber}: <strong>{options.paybill}</strong>
            </li>
            <li>
              {t.accountNumber}: <strong>{`${identity.paybillAccount}-${registration.idNumber}`}</strong>
            </li>
            <li>
              {t.amount}: <strong>{ksh(options.fee.total)}</strong>, {t.thenEnterPin}
            </li>
          </ol>
          <div className="field">
            <label htmlFor={`${id}-code`}>{t.codeLabel} *</label>
            <input
              id={`${id}-code`}
              value={code}
              maxLength={12}
              autoCapitalize="characters"
              onChange={(e) => {
                setCode(e.target.value.toUpperCase());
                setCodeError(null);
              }}
              placeholder={t.codePlaceholder}
              aria-invalid={codeError ? true : undefined}
            />
            {codeError ? (
              <p className="field-error" role="alert">
                {codeError}
              </p>
            ) : null}
          </div>
        </div>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-phone`}>{t.phoneLabel} *</label>
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={phone}
            disabled={busy || paid}
            onChange={(e) => {
              setPhone(formatPaymentPhoneInput(e.target.value));
              setPhoneError(null);
            }}
            placeholder="07XXXXXXXX"
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? `${id}-phone-error` : `${id}-phone-hint`}
          />
          {phoneError ? (
            <p className="field-error" id={`${id}-phone-error`} role="alert">
              {phoneError}
            </p>
          ) : (
            <p className="hint" id={`${id}-phone-hint`}>
              {t.otherPhoneHint}
            </p>
          )}
        </div>
      )}

      {message ? (
        <div className={`payment-status payment-status-${tone}`} role="status" aria-live="polite">
          {!manual && (state.phase === 'awaiting_pin' || state.phase === 'processing') ? (
            <span className="spinner" aria-hidden="true" />
          ) : null}
          <p>{message}</p>
          {state.result ? (
            <p className="member-number">
              {step.membershipNumber}: <strong>{state.result.member.membershipNumber}</strong>
            </p>
          ) : null}
        </div>
      ) : null}
      {state.debug && testMode(options.mode) ? (
        <details className="debug-line">
          <summary>{step.testerDetails}</summary>
          <code>{state.debug}</code>
        </details>
      ) : null}

      {state.cardError ? (
        <div className="payment-status payment-status-error" role="alert">
          <p>{state.cardError}</p>
          <button
            type="button"
            className="button button-outline"
            disabled={state.downloading}
            onClick={() => void payment.download(state.result!.cardUrl)}
          >
            {state.downloading ? step.downloading : t.tryAgain}
          </button>
        </div>
      ) : null}
      {secondsLeft > 0 && state.phase === 'failed' ? (
        <p className="hint retry-countdown" aria-live="polite">
          {messages.promptRetryIn(secondsLeft)}
        </p>
      ) : null}

      <div className="step-actions">
        <button
          type="button"
          className="button button-outline"
          onClick={onBack}
          disabled={busy || paid || state.phase === 'timeout'}
        >
          {step.back}
        </button>
        {!manual && !paid ? (
          state.phase === 'timeout' ? (
            <button type="button" className="button button-primary" onClick={payment.checkAgain}>
              {t.checkAgain}
            </button>
          ) : (
            <button type="button" className="button button-mpesa" onClick={request} disabled={busy || secondsLeft > 0}>
              {busy ? t.waiting : state.phase === 'failed' ? t.newPrompt : step.requestPrompt}
            </button>
          )
        ) : null}
        {manual && state.paymentId && !done ? (
          <button
            type="button"
            className="button button-primary"
            disabled={state.submitting}
            onClick={() => void payment.checkManual(state.paymentId!)}
          >
            {state.submitting ? t.checking : t.downloadOnceConfirmed}
          </button>
        ) : null}
        {manual && !state.paymentId && !done ? (
          <button type="button" className="button button-primary" onClick={() => void submitManual()} disabled={state.submitting}>
            {state.submitting ? t.submitting : step.completeRegistration}
          </button>
        ) : null}
        {done ? (
          <button
            type="button"
            className="button button-primary"
            disabled={state.downloading}
            onClick={() => void payment.download(state.result!.cardUrl)}
          >
            {step.completeRegistration}
          </button>
        ) : null}
        {paid && !state.result && state.checkoutRequestId ? (
          <button
            type="button"
            className="button button-primary"
            disabled={state.submitting}
            onClick={() => void payment.finalise({ checkoutRequestId: state.checkoutRequestId! })}
          >
            {state.submitting ? step.completing : step.completeRegistration}
          </button>
        ) : null}
      </div>

      {options.simulatorOutcomes ? (
        <details className="simulator-table">
          <summary>{t.simulator.summary}</summary>
          <p>{t.simulator.intro}</p>
          <table>
            <thead>
              <tr>
                <th scope="col">{t.simulator.phoneEndsIn}</th>
                <th scope="col">{t.simulator.outcome}</th>
              </tr>
            </thead>
            <tbody>
              {options.simulatorOutcomes.map((o) => (
                <tr key={o.suffix ?? 'other'}>
                  <td>{o.suffix ?? t.simulator.otherwise}</td>
                  <td>{o.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
      {options.mode === 'simulator' ? (
        <details className="simulator-table">
          <summary>{step.simulatorPaybill}</summary>
          <PaybillSimulator defaultAccount={String(registration.idNumber ?? '')} />
        </details>
      ) : null}
    </section>
  );
}

/** The simulator and Daraja's sandbox are for testing: only there does the page show M-Pesa's raw answers. */
const testMode = (mode: RegistrationOptions['mode']) => mode === 'simulator' || mode === 'sandbox';
