/** The team page's words (/structure): its Kiswahili twin is structure.sw.ts. */
import type { Catalogue } from '../messages';

export const structureMessages = {
  leadershipLogin: 'Leadership Login',
  chart: 'Organizational chart',
  listLabel: 'team',
  /** The org chart's bands, by level (src/shared/team.ts decides which positions sit in which). */
  levels: {
    1: 'Chairperson',
    2: 'Deputies',
    3: 'Executive Committee',
    4: 'Advisors',
    5: 'Regional and Chapter Coordinators',
    6: 'Departments',
  },
} as const;

export type StructureMessages = Catalogue<typeof structureMessages>;
