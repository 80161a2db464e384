/**
 * "Simulate a reply" under the outbox, in SMS simulator mode only (docs/sms.md, "The simulator"):
 * the official types a phone and a text, and the simulator posts it to this site as Africa's
 * Talking would, so STOP, START and the inbox can be tried without a phone.
 */
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../api';
import { notify } from '../notices';
import { simulateReplyMutation } from '../queries';
import { officialsMessages } from '../../../shared/officials-messages';

const t = officialsMessages.campaignsMore;

export function SimulateReplyForm() {
  const id = useId();
  const [from, setFrom] = useState('');
  const [text, setText] = useState('STOP');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    ...simulateReplyMutation,
    onSuccess: () => {
      setErrors({});
      notify(t.simulateSent);
    },
    onError: (error: ApiError) => {
      setErrors(error.fields ?? {});
      notify(error.message, 'error');
    },
  });
  const fieldError = (name: 'from' | 'text') =>
    errors[name] ? (
      <p className="adm-field-error" id={`${id}-${name}-error`} role="alert">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      className="adm-simulate-reply"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate({ from, text });
      }}
    >
      <h3 className="adm-panel-title" id={`${id}-title`}>
        {t.simulateTitle}
      </h3>
      <p className="adm-help">{t.simulateHelp}</p>
      <div className="adm-simulate-fields">
        <div className="adm-field">
          <label htmlFor={`${id}-from`}>{t.simulateFrom}</label>
          <input
            id={`${id}-from`}
            type="tel"
            inputMode="tel"
            placeholder="0712345678"
            value={from}
            aria-invalid={errors.from ? true : undefined}
            aria-describedby={errors.from ? `${id}-from-error` : undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
          {fieldError('from')}
        </div>
        <div className="adm-field">
          <label htmlFor={`${id}-text`}>{t.simulateText}</label>
          <input
            id={`${id}-text`}
            type="text"
            value={text}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? `${id}-text-error` : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          {fieldError('text')}
        </div>
        <button type="submit" className="adm-btn adm-btn-primary" disabled={send.isPending}>
          {t.simulateSend}
        </button>
      </div>
    </form>
  );
}
