/** The six achievements (spec §3): the same projects the update articles tell in full. */
import { art, type Artwork } from './artwork';

export const ACHIEVEMENT_CATEGORIES = ['all', 'community', 'health', 'education', 'charity', 'events'] as const;
export type AchievementCategory = Exclude<(typeof ACHIEVEMENT_CATEGORIES)[number], 'all'>;

export interface Achievement {
  id: number;
  slug: string;
  title: string;
  /** Display date, as written on the site. */
  date: string;
  /** ISO date for sorting and structured data. */
  isoDate: string;
  category: AchievementCategory;
  image: Artwork;
  excerpt: string;
  impact: string;
  details: {
    location: string;
    participants: string;
    partners: string[];
    services: string[];
    outcomes: string[];
  };
}

const image = (slug: string, alt: string) => art(`/images/achievements/${slug}.svg`, 800, 560, alt);

export const achievements: Achievement[] = [
  {
    id: 1,
    slug: 'maua-free-medical-camp',
    title: 'Free Medical Camp Reaches 420 Residents in Maua',
    date: 'March 15, 2025',
    isoDate: '2025-03-15',
    category: 'health',
    image: image('maua-free-medical-camp', 'Volunteers in green shirts guiding residents into a medical tent at Maua stadium'),
    excerpt:
      'Igembe chapter volunteers and clinicians from Maua Methodist Hospital offered free check-ups, screening and medicines for a full day at Maua stadium.',
    impact: '420 residents screened, 63 referred for follow-up care',
    details: {
      location: 'Maua Stadium, Igembe South',
      participants: '38 volunteers, 12 clinicians',
      partners: ['Maua Methodist Hospital', 'Meru County Department of Health', 'Kenya Red Cross Meru Branch'],
      services: ['Blood pressure and sugar screening', 'Eye checks and reading glasses', 'Dental check-ups', 'HIV testing and counselling'],
      outcomes: ['63 referrals booked with the hospital', '140 pairs of reading glasses given out', 'Follow-up clinic agreed for June'],
    },
  },
  {
    id: 2,
    slug: 'digital-skills-bootcamp',
    title: 'Digital Skills Bootcamp Trains 85 Young People',
    date: 'May 9, 2025',
    isoDate: '2025-05-09',
    category: 'education',
    image: image('digital-skills-bootcamp', 'Young people at laptops in a bright classroom during the digital skills bootcamp'),
    excerpt:
      'A three-week bootcamp at Meru National Polytechnic taught online freelancing, basic coding and digital marketing to youth from all four chapters.',
    impact: '85 graduates, 31 earning online within two months',
    details: {
      location: 'Meru National Polytechnic, Meru Town',
      participants: '85 trainees from Igembe, Tigania, Imenti and Buuri',
      partners: ['Meru National Polytechnic', 'Ajira Digital Programme', 'Local ICT hubs'],
      services: ['Online freelancing and Ajira onboarding', 'Introduction to web development', 'Digital marketing for small businesses', 'CV and profile writing'],
      outcomes: ['31 graduates earning from online work', '12 small businesses now selling online', 'Monthly alumni meet-ups started'],
    },
  },
  {
    id: 3,
    slug: 'nyambene-tree-planting',
    title: '10,000 Indigenous Trees Planted on the Nyambene Hills',
    date: 'April 26, 2025',
    isoDate: '2025-04-26',
    category: 'community',
    image: image('nyambene-tree-planting', 'Members planting seedlings on a green hillside in the Nyambene range'),
    excerpt:
      'Members, schools and the Kenya Forest Service restored a degraded slope of the Nyambene forest with indigenous seedlings raised in our own nurseries.',
    impact: '10,000 seedlings planted, 82% survival after six months',
    details: {
      location: 'Nyambene Forest Reserve, Tigania East',
      participants: '260 volunteers from 9 schools and 3 chapters',
      partners: ['Kenya Forest Service', 'Nyambene Community Forest Association', 'Tigania schools'],
      services: ['Seedling nursery management', 'Tree planting and mulching', 'Forest conservation talks'],
      outcomes: ['8,200 seedlings surviving at six months', 'Three school nurseries now self-running', 'Quarterly care days agreed with KFS'],
    },
  },
  {
    id: 4,
    slug: 'back-to-school-drive',
    title: 'Back-to-School Drive Equips 300 Pupils in Tigania',
    date: 'January 11, 2025',
    isoDate: '2025-01-11',
    category: 'charity',
    image: image('back-to-school-drive', 'Pupils in school uniform receiving exercise books and bags from volunteers'),
    excerpt:
      'Member contributions and local businesses bought uniforms, books and sanitary towels for pupils from needy families in five primary schools.',
    impact: '300 pupils equipped, 120 girls supplied with sanitary towels for a year',
    details: {
      location: 'Five primary schools, Tigania West',
      participants: '45 volunteers',
      partners: ['Tigania West Ward Office', 'Meru Traders Association', 'Parents’ associations'],
      services: ['School uniforms and shoes', 'Exercise books and geometry sets', 'Sanitary towels and hygiene talks'],
      outcomes: ['Attendance up in all five schools the next term', '120 girls supplied for a full year'],
    },
  },
  {
    id: 5,
    slug: 'meru-youth-leadership-summit',
    title: 'Meru Youth Leadership Summit Brings 600 Youth Together',
    date: 'August 12, 2025',
    isoDate: '2025-08-12',
    category: 'events',
    image: image('meru-youth-leadership-summit', 'A full hall of young delegates listening to a speaker at the leadership summit'),
    excerpt:
      'On International Youth Day, delegates from the four chapters met county leaders to present a youth agenda on jobs, drugs and climate.',
    impact: '600 delegates, a 10-point youth agenda adopted by the county assembly committee',
    details: {
      location: 'Meru County Hall, Meru Town',
      participants: '600 delegates, 14 speakers',
      partners: ['County Government of Meru', 'National Youth Council', 'Meru University of Science and Technology'],
      services: ['Panels on jobs and public participation', 'Policy drafting workshops', 'Mentorship sessions'],
      outcomes: ['Youth agenda tabled before the county assembly', 'Four youth representatives joined budget hearings'],
    },
  },
  {
    id: 6,
    slug: 'timau-cancer-screening',
    title: 'Cervical and Breast Cancer Screening for 250 Women in Timau',
    date: 'October 18, 2025',
    isoDate: '2025-10-18',
    category: 'health',
    image: image('timau-cancer-screening', 'Health workers talking with young women outside a screening tent in Timau'),
    excerpt:
      'During cancer awareness month our Buuri chapter brought screening, HPV vaccine information and counselling to farm workers in Timau.',
    impact: '250 women screened, 9 early cases referred for treatment',
    details: {
      location: 'Timau Market, Buuri East',
      participants: '22 volunteers, 8 nurses',
      partners: ['Meru Teaching and Referral Hospital', 'Buuri Sub-County Health Team'],
      services: ['Cervical cancer screening (VIA)', 'Clinical breast examination', 'HPV vaccine information for parents'],
      outcomes: ['9 women referred and treated early', 'Women’s health talks now monthly at the market'],
    },
  },
];
