/**
 * The Finance tab's figures (docs/finance.md), every one from the ledger the export writes, so
 * the tab's total and the file's sum for the same dates are the same number.
 */
import type { Db } from '../../db/client';
import { lastMonths, monthStart, nairobiMonth, nairobiToday } from '../../../shared/dates';
import type { FinanceSummary } from '../../../shared/schemas/finance';
import { ledgerRows, undecided, type DateRange } from './ledger';

const CHART_MONTHS = 12;

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

export async function financeSummary(db: Db, now: Date, dates: Partial<DateRange>): Promise<FinanceSummary> {
  const today = nairobiToday(now);
  const chartRange = { from: monthStart(today, CHART_MONTHS - 1), to: today };
  const range = { from: dates.from ?? chartRange.from, to: dates.to ?? chartRange.to };
  const [chartRows, rangeRows, waiting] = await Promise.all([ledgerRows(db, chartRange), ledgerRows(db, range), undecided(db)]);

  const months = lastMonths(today, CHART_MONTHS).map((month) => ({
    month,
    registration: 0,
    renewal: 0,
    donation: 0,
  }));
  const byMonth = new Map(months.map((m) => [m.month, m]));
  for (const row of chartRows) {
    const month = byMonth.get(nairobiMonth(row.at));
    if (month) month[row.paidFor] += row.amount;
  }

  const byChapter = new Map<string | null, number>();
  for (const row of rangeRows) byChapter.set(row.chapter, (byChapter.get(row.chapter) ?? 0) + row.amount);

  const monthTotal = (month: string) => sum(chartRows.filter((r) => nairobiMonth(r.at) === month).map((r) => r.amount));
  return {
    from: range.from,
    to: range.to,
    total: sum(rangeRows.map((r) => r.amount)),
    months,
    chapters: [...byChapter]
      .map(([chapter, amount]) => ({ chapter, amount }))
      .sort((a, b) => b.amount - a.amount || (a.chapter ?? '').localeCompare(b.chapter ?? '')),
    thisMonth: monthTotal(months.at(-1)!.month),
    lastMonth: monthTotal(months.at(-2)!.month),
    ...waiting,
  };
}
