/**
 * Leaders' positions as the public pages name them (the team page, a leadership card's check):
 * one text per position of the officials' fixed list (LEADER_POSITIONS); the Kiswahili twin is
 * positions.sw.ts. The dashboard, English only, stores and shows the English names as they are.
 */
import type { LeaderPosition } from '../constants';
import type { Catalogue } from '../messages';

export const positionNames = {
  Chairperson: 'Chairperson',
  'Vice Chairperson': 'Vice Chairperson',
  'Secretary General': 'Secretary General',
  'Administrative Secretary': 'Administrative Secretary',
  'Vice Administrative Secretary': 'Vice Administrative Secretary',
  Treasurer: 'Treasurer',
  'Program Coordinator': 'Program Coordinator',
  'Project Coordinator': 'Project Coordinator',
  'Discipline & Monitoring Committee Chair': 'Discipline & Monitoring Committee Chair',
  'Discipline & Monitoring Committee Vice Chair': 'Discipline & Monitoring Committee Vice Chair',
  'Public Relations': 'Public Relations',
  'Communication Director': 'Communication Director',
  'Youth Empowerment & Giving Back': 'Youth Empowerment & Giving Back',
  'MYV Advisor': 'MYV Advisor',
  'MYV Legal Advisor': 'MYV Legal Advisor',
  'Head of Departments': 'Head of Departments',
  'Regional Coordinator': 'Regional Coordinator',
  'Sub county Leader': 'Sub county Leader',
  'Ward Leader': 'Ward Leader',
  'Education Department': 'Education Department',
  'Health Department': 'Health Department',
  'ICT Department': 'ICT Department',
} as const satisfies Record<LeaderPosition, string>;

export type PositionNames = Catalogue<typeof positionNames>;
