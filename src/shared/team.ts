/**
 * The public team page (/structure): which level of the org chart each leader position sits on,
 * and what the page shows of a leader. Isomorphic and free of zod: it is part of the page's
 * first load. Every position of LEADER_POSITIONS must have a level (the Record type says so).
 */
import type { LeaderPosition } from './constants';
import { structureMessages } from './page-messages/structure';

const LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type TeamLevel = (typeof LEVELS)[number];
/** The bands of the org chart, top down, each with its title in the page's language. */
const TEAM_LEVELS = LEVELS.map((level) => ({ level, title: structureMessages.levels[level] }));

const POSITION_LEVELS: Record<LeaderPosition, TeamLevel> = {
  Chairperson: 1,
  'Vice Chairperson': 2,
  'Secretary General': 2,
  'Administrative Secretary': 3,
  'Vice Administrative Secretary': 3,
  Treasurer: 3,
  'Program Coordinator': 3,
  'Project Coordinator': 3,
  'Discipline & Monitoring Committee Chair': 3,
  'Discipline & Monitoring Committee Vice Chair': 3,
  'Public Relations': 3,
  'Communication Director': 3,
  'Head of Departments': 3,
  'MYV Advisor': 4,
  'MYV Legal Advisor': 4,
  'Regional Coordinator': 5,
  'Sub county Leader': 5,
  'Ward Leader': 5,
  'Education Department': 6,
  'Health Department': 6,
  'ICT Department': 6,
  'Youth Empowerment & Giving Back': 6,
};

/** The position whose holder in a chapter is that chapter's leader ("Led by …"). */
export const CHAPTER_COORDINATOR_POSITION: LeaderPosition = 'Regional Coordinator';

/** What the public team page shows of one leader: never an ID number, phone or e-mail. */
export interface TeamMemberView {
  id: string;
  name: string;
  position: string;
  /** The chapter the leader serves, or null for the whole organisation. */
  chapter: string | null;
  /** A public URL of the leader's photo, or null. */
  photo: string | null;
}

/** A position officials no longer offer (kept on old records) goes with the departments. */
export const levelOf = (position: string): TeamLevel => POSITION_LEVELS[position as LeaderPosition] ?? 6;

/** The leaders of each level that has any, in the order of TEAM_LEVELS. */
export function teamByLevel(team: readonly TeamMemberView[]) {
  return TEAM_LEVELS.map((level) => ({ ...level, leaders: team.filter((l) => levelOf(l.position) === level.level) })).filter(
    (level) => level.leaders.length > 0,
  );
}

/** Initials for a leader without a photo ("Faith Kendi" → "FK"). */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
