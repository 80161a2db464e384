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

interface Props {
  options: RegistrationOptions;
  registration: RegistrationInput;
  /** A prompt this tab started before (a reload): ask the server about it instead of offering a new one. */
  resumeCheckout: string | null;
  onBack: () => void;
  /** The server refused step 1's photo: back to step 1 with the message on the photo field. */
  onPhotoRefused: (message: string) => void;
}

const ksh = (n: number) => `KSh ${n.toLocaleString('en-KE')}`;

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
      <h2 id={`${id}-title`}>Payment</h2>

      <dl className="fee-summary">
        <div>
          <dt>Registration fee</dt>
          <dd>{ksh(options.fee.registration)}</dd>
        </div>
        <div>
          <dt>Processing fee</dt>
          <dd>{ksh(options.fee.processing)}</dd>
        </div>
        <div className="fee-total">
          <dt>Total</dt>
          <dd>{ksh(options.fee.total)}</dd>
        </div>
      </dl>

      <div className="pay-method" role="radiogroup" aria-label="Payment method">
        <label className="pay-method-option">
          <input type="radio" name="method" checked readOnly />
          <span className="mpesa-mark" aria-hidden="true">
            M
          </span>
          <span>
            <strong>M-Pesa</strong>
            <br />
            <small>{manual ? 'Pay by paybill, then enter the confirmation code' : 'A prompt is sent to your phone'}</small>
          </span>
        </label>
      </div>

      {manual ? (
        <div className="paybill">
          <ol>
            <li>Go to M-Pesa → Lipa na M-Pesa → Pay Bill.</li>
            <li>
              Business number: <strong>{options.paybill}</strong>
            </li>
            <li>
              Account number: <strong>MYV-{registration.idNumber}</strong>
            </li>
            <li>
              Amount: <strong>{ksh(options.fee.total)}</strong>, then enter your PIN.
            </li>
          </ol>
          <div className="field">
            <label htmlFor={`${id}-code`}>M-Pesa confirmation code *</label>
            <input
              id={`${id}-code`}
              value={code}
              maxLength={12}
              autoCapitalize="characters"
              onChange={(e) => {
                setCode(e.target.value.toUpperCase());
                setCodeError(null);
              }}
              placeholder="e.g. SGL3ABC12X"
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
          <label htmlFor={`${id}-phone`}>M-Pesa phone number *</label>
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
              The phone that pays may be different from yours.
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
              Membership No.: <strong>{state.result.member.membershipNumber}</strong>
            </p>
          ) : null}
        </div>
      ) : null}
      {state.debug && testMode(options.mode) ? (
        <details className="debug-line">
          <summary>Details for testers</summary>
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
            {state.downloading ? 'Downloading…' : 'Try again'}
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
          Back
        </button>
        {!manual && !paid ? (
          state.phase === 'timeout' ? (
            <button type="button" className="button button-primary" onClick={payment.checkAgain}>
              Check again
            </button>
          ) : (
            <button type="button" className="button button-mpesa" onClick={request} disabled={busy || secondsLeft > 0}>
              {busy ? 'Waiting for payment…' : state.phase === 'failed' ? 'Request a new prompt' : 'Request M-Pesa Prompt'}
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
            {state.submitting ? 'Checking…' : 'Download my card once confirmed'}
          </button>
        ) : null}
        {manual && !state.paymentId && !done ? (
          <button type="button" className="button button-primary" onClick={() => void submitManual()} disabled={state.submitting}>
            {state.submitting ? 'Submitting…' : 'Complete Registration & Download Card'}
          </button>
        ) : null}
        {done ? (
          <button
            type="button"
            className="button button-primary"
            disabled={state.downloading}
            onClick={() => void payment.download(state.result!.cardUrl)}
          >
            Complete Registration & Download Card
          </button>
        ) : null}
        {paid && !state.result && state.checkoutRequestId ? (
          <button
            type="button"
            className="button button-primary"
            disabled={state.submitting}
            onClick={() => void payment.finalise({ checkoutRequestId: state.checkoutRequestId! })}
          >
            {state.submitting ? 'Completing…' : 'Complete Registration & Download Card'}
          </button>
        ) : null}
      </div>

      {options.simulatorOutcomes ? (
        <details className="simulator-table">
          <summary>Test mode: this site uses the built-in M-Pesa simulator</summary>
          <p>No money moves. The last four digits of the paying phone choose what happens:</p>
          <table>
            <thead>
              <tr>
                <th scope="col">Phone ends in</th>
                <th scope="col">Outcome</th>
              </tr>
            </thead>
            <tbody>
              {options.simulatorOutcomes.map((o) => (
                <tr key={o.suffix ?? 'other'}>
                  <td>{o.suffix ?? 'anything else'}</td>
                  <td>{o.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </section>
  );
}

/** The simulator and Daraja's sandbox are for testing: only there does the page show M-Pesa's raw answers. */
const testMode = (mode: RegistrationOptions['mode']) => mode === 'simulator' || mode === 'sandbox';
