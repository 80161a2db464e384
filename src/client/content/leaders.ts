/** The org chart of the structure page: five levels, fixed content with generated portraits. */
export interface LeaderEntry {
  id: number;
  name: string;
  position: string;
  level: 1 | 2 | 3 | 4 | 5;
  image: string;
  /** Optional; the original content never filled it; we do for the top three. */
  bio?: string;
  /** The chapter or area a leader answers for. */
  area?: string;
}

export const LEVEL_TITLES: Record<LeaderEntry['level'], string> = {
  1: 'Chairperson',
  2: 'Deputies',
  3: 'Executive Committee',
  4: 'Regional Coordinators',
  5: 'Departments',
};

type Row = [string, string, LeaderEntry['level'], string?, string?];

const rows: Row[] = [
  [
    'Kelvin Mutwiri',
    'Chairperson',
    1,
    undefined,
    'Leads the organisation and chairs the executive committee. A community development graduate from Meru University who has organised youth in Igembe since 2018.',
  ],
  [
    'Faith Kendi',
    'Vice Chairperson',
    2,
    undefined,
    'Deputises for the chairperson and leads partnerships with the county government.',
  ],
  ['Brian Murithi', 'Secretary General', 2, undefined, 'Keeps the records, calls meetings and coordinates the secretariat.'],
  ['Purity Makena', 'Administrative Secretary', 3],
  ['Dennis Kirimi', 'Treasurer', 3],
  ['Joy Karimi', 'Program Coordinator', 3],
  ['Collins Mwenda', 'Project Coordinator', 3],
  ['Ann Kagwiria', 'Communication Director', 3],
  ['Eric Gitonga', 'Public Relations', 3],
  ['Victor Muriuki', 'Discipline & Monitoring Committee Chair', 3],
  ['Gladys Kinya', 'Discipline & Monitoring Committee Vice Chair', 3],
  ['Samuel Koome', 'Head of Departments', 3],
  ['Lucy Gatwiri', 'Regional Coordinator', 4, 'Imenti'],
  ['Ian Mugambi', 'Regional Coordinator', 4, 'Igembe'],
  ['Caroline Nkirote', 'Education Department', 5],
  ['Hillary Kaberia', 'ICT Department', 5],
  ['Esther Kathure', 'Health Department', 5],
  ['Martin Mutuma', 'Youth Empowerment & Giving Back', 5],
];

export const leaders: LeaderEntry[] = rows.map(([name, position, level, area, bio], index) => ({
  id: index + 1,
  name,
  position,
  level,
  image: `/images/leaders/leader-${String(index + 1).padStart(2, '0')}.svg`,
  ...(area ? { area } : {}),
  ...(bio ? { bio } : {}),
}));

export const leadersByLevel = (level: LeaderEntry['level']) => leaders.filter((l) => l.level === level);
