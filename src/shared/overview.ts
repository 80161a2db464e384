/**
 * The Overview's notes under its figures, computed from the figures themselves: a note that is
 * fixed text ("92 % of total" beside 2,018 of 4,000) misleads the officials who read it.
 */
import { serverMessages } from './server-messages';
import { formatCount } from './words';

/** Whole percent of `part` in `whole`; null when there is no whole to share. */
function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

/**
 * Growth of the membership over the last month: those who joined in it against those who were
 * members before it. Null when nobody was a member before (no base to grow from).
 */
function monthlyGrowth(total: number, joinedThisMonth: number): number | null {
  return percentOf(joinedThisMonth, total - joinedThisMonth);
}

interface OverviewFigures {
  totalMembers: number;
  newRegistrations: number;
  validMembers: number;
  totalChapters: number;
  chaptersWithLeader: number;
}

export function overviewNotes(f: OverviewFigures): { total: string; valid: string; chapters: string } {
  const growth = monthlyGrowth(f.totalMembers, f.newRegistrations);
  const share = percentOf(f.validMembers, f.totalMembers);
  return {
    total:
      growth === null
        ? serverMessages.overviewJoinedThisMonth(formatCount(f.newRegistrations))
        : serverMessages.overviewGrowth(growth),
    valid: share === null ? serverMessages.overviewNoMembers : serverMessages.overviewValidShare(share),
    chapters: serverMessages.overviewChaptersLed(formatCount(f.chaptersWithLeader), formatCount(f.totalChapters)),
  };
}
