/** The USSD tab: sessions per day, what they achieved, the joins and renewals paid, where callers drop out. */
import { useQuery } from '@tanstack/react-query';
import { formatLongDate } from '../../shared/dates';
import { ussdMessages } from '../../shared/ussd-messages';
import { ussdReportQuery } from './queries';
import { Spinner } from './ui';

const t = ussdMessages.report;

function CountTable({ caption, head, rows }: { caption: string; head: string; rows: { label: string; sessions: number }[] }) {
  return (
    <div className="adm-table-wrap">
      <table className="adm-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col">{t.sessions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <td data-label={head}>{row.label}</td>
              <td data-label={t.sessions}>{row.sessions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function UssdPanel() {
  const report = useQuery(ussdReportQuery);
  const data = report.data;
  return (
    <section className="adm-panel" aria-label={t.label}>
      <div className="adm-toolbar">
        <h2 className="adm-panel-title">{t.title}</h2>
        <div className="adm-toolbar-actions">
          <button type="button" className="adm-btn" onClick={() => void report.refetch()}>
            {t.refresh}
          </button>
        </div>
      </div>
      {report.error ? (
        <p className="adm-error" role="alert">
          {report.error.message}
        </p>
      ) : null}
      {report.isPending ? <Spinner label={t.loading} /> : null}
      {data ? (
        <>
          <p>
            {t.joins}: <strong>{data.completed.joins}</strong> · {t.renewals}: <strong>{data.completed.renewals}</strong>
          </p>
          {data.days.length === 0 ? <p>{t.none}</p> : null}
          <CountTable
            caption={t.perDay}
            head={t.day}
            rows={data.days.map((d) => ({ label: formatLongDate(d.day), sessions: d.sessions }))}
          />
          <CountTable
            caption={t.outcomes}
            head={t.outcome}
            rows={data.outcomes.map((o) => ({ label: t.outcomeLabels[o.outcome] ?? o.outcome, sessions: o.sessions }))}
          />
          <CountTable
            caption={t.dropOuts}
            head={t.screen}
            rows={data.dropOuts.map((d) => ({ label: t.screenLabels[d.screen] ?? d.screen, sessions: d.sessions }))}
          />
          <CountTable
            caption={t.endStatuses}
            head={t.status}
            rows={data.endStatuses.map((s) => ({ label: s.status, sessions: s.sessions }))}
          />
        </>
      ) : null}
    </section>
  );
}
