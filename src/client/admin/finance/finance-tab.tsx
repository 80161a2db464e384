/**
 * The Finance tab (chairman, vice-chairman, treasurer; docs/finance.md): the total for chosen
 * dates, this month against last, collections by month (stacked bars), by chapter, what waits
 * for a decision, the requests waiting for this official's approval and their own waiting ones,
 * and the accountant's export. The export form is a plain GET form, so the file downloads with
 * the browser's own machinery and adds up to the total shown for the same dates.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { financeSummaryQuery } from '../queries';
import { Spinner } from '../ui';
import { ApprovalsPanel } from '../campaigns/approvals-panel';
import { OwnRequestsPanel } from '../campaigns/own-requests-panel';
import { MonthBars, SERIES } from './month-bars';
import { formatCount } from '../../../shared/words';
import './finance.css';
import { officialsMessages } from '../../../shared/officials-messages';

const t = officialsMessages.finance;
const kes = (amount: number) => `KES ${formatCount(amount)}`;

export default function FinancePanel() {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const { data, error } = useQuery(financeSummaryQuery(range));
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <Spinner label={t.loading} />;
  return (
    <div className="fin">
      {/* Refunds, unknown payments settled as paid and deleting a member who has paid wait here for a
          second official; the requester sees their own below and may withdraw them (docs/finance.md). */}
      <ApprovalsPanel />
      <OwnRequestsPanel />
      <form
        className="fin-export"
        method="get"
        action="/api/finance/export.csv"
        onChange={(event) => {
          const form = new FormData(event.currentTarget);
          const from = String(form.get('from') ?? '');
          const to = String(form.get('to') ?? '');
          if (from && to && from <= to) setRange({ from, to });
        }}
      >
        <h2>{t.exportTitle}</h2>
        <label>
          {t.from} <input type="date" name="from" defaultValue={data.from} required />
        </label>
        <label>
          {t.to} <input type="date" name="to" defaultValue={data.to} required />
        </label>
        <button type="submit" className="button button-small">
          {t.download}
        </button>
      </form>

      <div className="fin-figures">
        <p>
          {t.total} ({data.from} – {data.to}): <strong>{kes(data.total)}</strong>
        </p>
        <p>
          {t.thisMonth}: <strong>{kes(data.thisMonth)}</strong> · {t.lastMonth}: <strong>{kes(data.lastMonth)}</strong>
        </p>
        <p>
          {t.exceptions}: <strong>{formatCount(data.exceptions.count)}</strong> ({kes(data.exceptions.amount)})
        </p>
        <p>
          {t.partialsHeld}: <strong>{kes(data.partialsHeld.amount)}</strong> ({formatCount(data.partialsHeld.count)})
        </p>
      </div>

      <section>
        <h2>{t.byMonth}</h2>
        <MonthBars months={data.months} />
        <ul className="fin-legend">
          {SERIES.map((s) => (
            <li key={s.key}>
              <span className={`fin-swatch ${s.className}`} aria-hidden="true" /> {s.label}
            </li>
          ))}
        </ul>
      </section>

      <section>
        <h2>{t.byChapter}</h2>
        <table className="fin-table">
          <tbody>
            {data.chapters.map((c) => (
              <tr key={c.chapter ?? ''}>
                <th scope="row">{c.chapter ?? t.noChapter}</th>
                <td>{kes(c.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
