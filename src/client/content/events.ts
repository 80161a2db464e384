/** The six events (spec §3). Found by slug or numeric id (the home page links /events/1 to /events/3). */
import { art, type Artwork } from './artwork';

export const EVENT_CATEGORIES = ['all', 'workshop', 'business', 'career', 'community', 'leadership', 'charity'] as const;
export type EventCategory = Exclude<(typeof EVENT_CATEGORIES)[number], 'all'>;

export interface MyvEvent {
  id: number;
  slug: string;
  title: string;
  date: string;
  isoDate: string;
  time: string;
  location: string;
  category: EventCategory;
  image: Artwork;
  excerpt: string;
  /** Longer description for the event page. */
  description: string[];
  agenda: string[];
}

const image = (slug: string, alt: string) => art(`/images/events/${slug}.svg`, 800, 560, alt);

export const events: MyvEvent[] = [
  {
    id: 1,
    slug: 'avocado-value-chain-workshop',
    title: 'Avocado Value Chain Workshop',
    date: 'February 14, 2026',
    isoDate: '2026-02-14',
    time: '9:00 AM – 3:00 PM',
    location: 'Kaaga Social Hall, Meru Town',
    category: 'workshop',
    image: image('avocado-value-chain-workshop', 'Ripe Hass avocados in a crate in front of a green orchard'),
    excerpt: 'Grafting, export standards and cooperative marketing of Hass avocado for young farmers, with agronomists from the county.',
    description: [
      'Meru is one of Kenya’s largest avocado producers, yet most young farmers sell to brokers at the farm gate. This workshop shows how to meet export standards and sell together.',
      'County agronomists and a Meru exporter will cover grafting, pest control, harvesting at the right maturity and the paperwork buyers ask for.',
    ],
    agenda: ['Grafting demonstration', 'Export standards and traceability', 'Forming a marketing group', 'Questions with buyers'],
  },
  {
    id: 2,
    slug: 'youth-business-pitch-day',
    title: 'Youth Business Pitch Day',
    date: 'March 21, 2026',
    isoDate: '2026-03-21',
    time: '10:00 AM – 4:00 PM',
    location: 'Meru University of Science and Technology',
    category: 'business',
    image: image('youth-business-pitch-day', 'A young woman presenting her business idea to a panel of judges'),
    excerpt: 'Twenty youth-led businesses pitch to investors and the county enterprise fund for seed grants of up to KSh 150,000.',
    description: [
      'Shortlisted members present their businesses in five minutes to a panel of investors, bankers and the county enterprise fund.',
      'Every pitcher receives written feedback; the best five receive seed grants and six months of mentorship.',
    ],
    agenda: ['Pitch coaching session', 'Twenty five-minute pitches', 'Panel feedback', 'Awards and networking'],
  },
  {
    id: 3,
    slug: 'meru-youth-career-fair',
    title: 'Meru Youth Career Fair',
    date: 'April 18, 2026',
    isoDate: '2026-04-18',
    time: '8:30 AM – 5:00 PM',
    location: 'Meru Showground',
    category: 'career',
    image: image('meru-youth-career-fair', 'Job seekers visiting employer stands under white tents at the career fair'),
    excerpt: 'Employers, TVET colleges and government agencies under one roof: interviews on the spot, CV clinics and internship sign-ups.',
    description: [
      'More than thirty employers and institutions will be present, from banks and tea factories to the county public service board.',
      'Bring copies of your CV and your national ID. Our volunteers run a free CV clinic all day.',
    ],
    agenda: ['CV clinic', 'Employer stands and interviews', 'Talks on apprenticeships and KUCCPS', 'Internship registration'],
  },
  {
    id: 4,
    slug: 'meru-town-clean-up',
    title: 'Meru Town Clean-Up and Recycling Day',
    date: 'May 30, 2026',
    isoDate: '2026-05-30',
    time: '7:00 AM – 12:00 PM',
    location: 'Meru Town, starting at Gakoromone Market',
    category: 'community',
    image: image('meru-town-clean-up', 'Volunteers in gloves collecting plastic waste along a town street'),
    excerpt: 'A morning clean-up of the town centre with sorting for recycling, and a talk on turning plastic waste into income.',
    description: [
      'Join members from every chapter to clean Meru’s markets and drainage channels before the rains.',
      'Collected plastic goes to a youth-run recycling group in Makutano, which will show how waste becomes income.',
    ],
    agenda: ['Briefing and equipment', 'Clean-up in five zones', 'Sorting for recycling', 'Talk: waste as a business'],
  },
  {
    id: 5,
    slug: 'igembe-leadership-bootcamp',
    title: 'Igembe Leadership Bootcamp',
    date: 'June 13, 2026',
    isoDate: '2026-06-13',
    time: '9:00 AM – 5:00 PM',
    location: 'Maua Youth Empowerment Centre',
    category: 'leadership',
    image: image('igembe-leadership-bootcamp', 'Young leaders in a circle discussing during a leadership training'),
    excerpt: 'A day of public speaking, public participation and conflict resolution for ward and sub-county youth leaders.',
    description: [
      'For our ward and sub-county leaders and anyone who wants to lead: how county budgets work, how to speak at public participation forums and how to resolve conflict in a group.',
    ],
    agenda: ['Public speaking practice', 'County budget cycle explained', 'Conflict resolution', 'Planning ward activities'],
  },
  {
    id: 6,
    slug: 'christmas-charity-drive',
    title: 'Christmas Charity Drive for Children’s Homes',
    date: 'December 19, 2026',
    isoDate: '2026-12-19',
    time: '10:00 AM – 2:00 PM',
    location: 'Children’s homes in Imenti North and Buuri',
    category: 'charity',
    image: image('christmas-charity-drive', 'Volunteers carrying boxes of food and gifts to a children’s home'),
    excerpt: 'Members collect food, clothes and school supplies and spend the day with children in three homes.',
    description: [
      'Every December our members visit children’s homes with food, clothes and school supplies, and spend the day playing, cooking and reading together.',
      'Donations are received at our office and through our paybill until 17 December.',
    ],
    agenda: ['Collection at the office', 'Visits to three homes', 'Shared lunch', 'Games and reading'],
  },
];
