/**
 * Collections by month as stacked bars, drawn as plain SVG. A chart library (the well-kept ones
 * weigh 50–150 kB gzipped with their D3 parts) would cost this tab more than the twelve bars it
 * draws; the figures are also in the table beside it, so the chart needs no interaction.
 */
import type { FinanceSummary } from '../../../shared/schemas/finance';
import { formatCount } from '../../../shared/words';
import { shortMonth } from '../../../shared/dates';
import { officialsMessages } from '../../../shared/officials-messages';

const t = officialsMessages.finance;
type Month = FinanceSummary['months'][number];
export const SERIES = [
  { key: 'registration', label: t.registrations, className: 'fin-bar-registration' },
  { key: 'renewal', label: t.renewals, className: 'fin-bar-renewal' },
  { key: 'donation', label: t.donations, className: 'fin-bar-donation' },
] as const;

const WIDTH = 360;
const HEIGHT = 160;
const LABEL = 16;

export function MonthBars({ months }: { months: Month[] }) {
  // A refund larger than the month's takings can make a series negative: bars show what came in net, from 0.
  const height = (m: Month) => SERIES.reduce((total, s) => total + Math.max(0, m[s.key]), 0);
  const top = Math.max(1, ...months.map(height));
  const slot = WIDTH / Math.max(1, months.length);
  const barWidth = slot * 0.7;
  const scale = (HEIGHT - LABEL) / top;
  return (
    <svg className="fin-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t.byMonth}>
      {months.map((m, i) => {
        let y = HEIGHT - LABEL;
        const x = i * slot + (slot - barWidth) / 2;
        return (
          <g key={m.month}>
            <title>{`${m.month}: ${SERIES.map((s) => `${s.label} KES ${formatCount(m[s.key])}`).join(', ')}`}</title>
            {SERIES.map((s) => {
              const h = Math.max(0, m[s.key]) * scale;
              y -= h;
              return h > 0 ? <rect key={s.key} className={s.className} x={x} y={y} width={barWidth} height={h} /> : null;
            })}
            <text x={x + barWidth / 2} y={HEIGHT - 4} textAnchor="middle" className="fin-chart-label">
              {shortMonth(m.month)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
