/**
 * The overview's "Event attendance, last 12 months": people checked in per month (Nairobi's
 * calendar), members and guests stacked, drawn as plain SVG like the Finance tab's chart (no chart
 * library for twelve bars). Each bar carries its total above it, so the figures need no table.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { shortMonth } from '../../shared/dates';
import type { AttendanceMonths } from '../../shared/schemas/events';
import { formatCount, plural } from '../../shared/words';
import { officialsMessages } from '../../shared/officials-messages';
import { Spinner } from './ui';
import './attendance-chart.css';

const t = officialsMessages.attendance;
type Month = AttendanceMonths['months'][number];

const SERIES = [
  { key: 'members', label: t.members, className: 'att-bar-members' },
  { key: 'guests', label: t.guests, className: 'att-bar-guests' },
] as const;

const WIDTH = 360;
const HEIGHT = 170;
const LABEL = 16;
const TOP = 14;

export function AttendanceChart() {
  const query = useQuery({
    queryKey: ['attendance-months'],
    queryFn: () => api.get<AttendanceMonths>('/api/attendance/months'),
  });
  return (
    <section className="adm-card adm-attendance" aria-labelledby="attendance-months">
      <h2 id="attendance-months" className="adm-panel-title">
        {t.chartTitle}
      </h2>
      {query.isError ? (
        <p role="alert">{t.loadFailed}</p>
      ) : !query.data ? (
        <Spinner label="Loading..." />
      ) : (
        <Figures months={query.data.months} />
      )}
    </section>
  );
}

function Figures({ months }: { months: Month[] }) {
  const people = months.reduce((sum, m) => sum + m.members + m.guests, 0);
  const events = months.reduce((sum, m) => sum + m.events, 0);
  // Twelve empty bars say nothing the sentence does not.
  if (people === 0) return <p className="adm-muted">{t.none}</p>;
  return (
    <>
      <p className="adm-muted" data-testid="attendance-summary">
        {t.summary(plural(people, 'person', 'people'), plural(events, 'event'))}
      </p>
      <Bars months={months} />
      <ul className="att-legend">
        {SERIES.map((s) => (
          <li key={s.key}>
            <span className={`att-swatch ${s.className}`} aria-hidden="true" /> {s.label}
          </li>
        ))}
      </ul>
    </>
  );
}

function Bars({ months }: { months: Month[] }) {
  const top = Math.max(1, ...months.map((m) => m.members + m.guests));
  const slot = WIDTH / Math.max(1, months.length);
  const barWidth = slot * 0.7;
  const scale = (HEIGHT - LABEL - TOP) / top;
  return (
    <svg className="att-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t.chartLabel}>
      {months.map((m, i) => {
        let y = HEIGHT - LABEL;
        const x = i * slot + (slot - barWidth) / 2;
        const total = m.members + m.guests;
        return (
          <g key={m.month}>
            <title>{t.barTitle(m.month, formatCount(m.members), formatCount(m.guests), plural(m.events, 'event'))}</title>
            {SERIES.map((s) => {
              const h = m[s.key] * scale;
              y -= h;
              return h > 0 ? <rect key={s.key} className={s.className} x={x} y={y} width={barWidth} height={h} /> : null;
            })}
            {total > 0 ? (
              <text x={x + barWidth / 2} y={y - 3} textAnchor="middle" className="att-chart-label">
                {formatCount(total)}
              </text>
            ) : null}
            <text x={x + barWidth / 2} y={HEIGHT - 4} textAnchor="middle" className="att-chart-label">
              {shortMonth(m.month)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
