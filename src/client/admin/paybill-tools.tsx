/**
 * The Payments tab's paybill tools (docs/paybill.md): upload the M-Pesa statement (every
 * "Paid In" line matched, nothing counted twice), and the URLs M-Pesa sends paybill payments to,
 * with their last registration and a button to register them.
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatMoment } from '../../shared/dates';
import { ApiError } from '../api';
import { importStatementMutation, paybillRegistrationQuery, registerPaybillMutation } from './queries';
import { officialsMessages } from '../../shared/officials-messages';

/** The dashboard's labels (officials only, English: like the Payments tab's own). */
const t = {
  ...officialsMessages.paybill,
  toolsTitle: 'Paybill: statement and M-Pesa set-up',
  statementLabel: 'M-Pesa statement (CSV from the organisation portal)',
  statementImported: (matched: number, already: number, exceptions: number) =>
    `Statement read: ${matched} matched, ${already} already recorded, ${exceptions} new unmatched.`,
  statementFailed: 'The statement could not be read.',
  urlsLabel: 'Where M-Pesa sends paybill payments',
  registerUrls: 'Register with M-Pesa',
  neverRegistered: 'Not registered with M-Pesa yet.',
  registeredAt: (when: string, ok: boolean) => `Last registered ${when}: ${ok ? 'accepted' : 'refused'} by M-Pesa.`,
};

export function PaybillTools({ onDone }: { onDone: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="paybill-tools" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t.toolsTitle}</summary>
      {open ? (
        <>
          <StatementUpload onDone={onDone} />
          <Registration onDone={onDone} />
        </>
      ) : null}
    </details>
  );
}

function StatementUpload({ onDone }: { onDone: (message: string) => void }) {
  const upload = useMutation({
    ...importStatementMutation,
    onSuccess: (r) => onDone(t.statementImported(r.matched, r.alreadyRecorded, r.exceptions)),
    onError: (e) => onDone(e instanceof ApiError ? e.message : t.statementFailed),
  });
  return (
    <label className="paybill-statement">
      <span>{t.statementLabel}</span>
      <input
        type="file"
        accept=".csv,text/csv"
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void file.text().then((csv) => upload.mutate(csv));
        }}
      />
    </label>
  );
}

function Registration({ onDone }: { onDone: (message: string) => void }) {
  const view = useQuery(paybillRegistrationQuery);
  const register = useMutation({
    ...registerPaybillMutation,
    onSuccess: (r) => onDone(t.registeredAt(formatMoment(r.at), r.ok)),
    onError: (e) => onDone(e instanceof ApiError ? e.message : t.registrationFailed),
  });
  const last = view.data?.last ?? null;
  return (
    <div className="paybill-registration">
      <p>{t.urlsLabel}</p>
      {view.data ? (
        <ul>
          <li>
            <code>{view.data.urls.confirmationUrl}</code>
          </li>
          <li>
            <code>{view.data.urls.validationUrl}</code>
          </li>
        </ul>
      ) : null}
      <p>{last ? t.registeredAt(formatMoment(last.at), last.ok) : t.neverRegistered}</p>
      {last?.answer ? <pre className="paybill-answer">{JSON.stringify(last.answer, null, 2)}</pre> : null}
      <button
        type="button"
        className="button button-outline button-small"
        disabled={register.isPending}
        onClick={() => register.mutate()}
      >
        {t.registerUrls}
      </button>
    </div>
  );
}
