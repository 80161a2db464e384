/**
 * The content of a new site: the six events, six updates and forty gallery photos the site
 * started with, loaded once by seed.ts. Most pictures are the site's original SVG artwork under
 * /images (served with the client), kept as paths. Seven are pictures in seed-photos/ (the
 * site's own illustrations, one per theme; see CREDITS.md there) that seed.ts rasterises and runs
 * through the upload pipeline, so a new site, and the page benchmark, shows stored photos as
 * AVIF/WebP/JPEG variants; three of them are extra gallery photos.
 * `legacyId` is the number the first version of the site used in links (/events/1,
 * /updates/1): it stays reserved as an old slug that redirects to the item.
 */
import type { EventCategory, GalleryCategory, UpdateCategory } from '../../../shared/schemas/content';

/** The site's SVG artwork: a path under /images and its size. */
interface SeedArtwork {
  url: string;
  width: number;
  height: number;
}

/** A picture in seed-photos/ (an SVG file name), rasterised and encoded like an upload when the content is loaded. */
interface SeedPhoto {
  photo: string;
}

export type SeedPicture = (SeedArtwork | SeedPhoto) & { alt: string };

export interface SeedEvent {
  legacyId: number;
  slug: string;
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  category: EventCategory;
  excerpt: string;
  body: string;
  image: SeedPicture;
}

export interface SeedUpdate {
  legacyId: number;
  slug: string;
  title: string;
  date: string;
  category: UpdateCategory;
  excerpt: string;
  impact: string;
  details: { location: string; participants: string; partners: string[]; services: string[]; outcomes: string[] };
  body: string;
  image: SeedPicture;
}

export type SeedGalleryPhoto = SeedPicture & {
  category: GalleryCategory;
  date: string;
  description: string;
};

export const seedEvents: SeedEvent[] = [
  {
    legacyId: 1,
    slug: 'avocado-value-chain-workshop',
    title: 'Avocado Value Chain Workshop',
    date: '2026-02-14',
    startTime: '09:00',
    endTime: '15:00',
    location: 'Kaaga Social Hall, Meru Town',
    category: 'workshop',
    excerpt:
      'Grafting, export standards and cooperative marketing of Hass avocado for young farmers, with agronomists from the county.',
    body: 'Meru is one of Kenya’s largest avocado producers, yet most young farmers sell to brokers at the farm gate. This workshop shows how to meet export standards and sell together.\n\nCounty agronomists and a Meru exporter will cover grafting, pest control, harvesting at the right maturity and the paperwork buyers ask for.\n\n## Agenda\n\n- Grafting demonstration\n- Export standards and traceability\n- Forming a marketing group\n- Questions with buyers',
    image: {
      photo: 'avocado-workshop.svg',
      alt: 'An agronomist at a flip chart teaching young farmers seated in an avocado orchard below Mount Kenya',
    },
  },
  {
    legacyId: 2,
    slug: 'youth-business-pitch-day',
    title: 'Youth Business Pitch Day',
    date: '2026-03-21',
    startTime: '10:00',
    endTime: '16:00',
    location: 'Meru University of Science and Technology',
    category: 'business',
    excerpt:
      'Twenty youth-led businesses pitch to investors and the county enterprise fund for seed grants of up to KSh 150,000.',
    body: 'Shortlisted members present their businesses in five minutes to a panel of investors, bankers and the county enterprise fund.\n\nEvery pitcher receives written feedback; the best five receive seed grants and six months of mentorship.\n\n## Agenda\n\n- Pitch coaching session\n- Twenty five-minute pitches\n- Panel feedback\n- Awards and networking',
    image: {
      url: '/images/events/youth-business-pitch-day.svg',
      width: 800,
      height: 560,
      alt: 'A young woman presenting her business idea to a panel of judges',
    },
  },
  {
    legacyId: 3,
    slug: 'meru-youth-career-fair',
    title: 'Meru Youth Career Fair',
    date: '2026-04-18',
    startTime: '08:30',
    endTime: '17:00',
    location: 'Meru Showground',
    category: 'career',
    excerpt:
      'Employers, TVET colleges and government agencies under one roof: interviews on the spot, CV clinics and internship sign-ups.',
    body: 'More than thirty employers and institutions will be present, from banks and tea factories to the county public service board.\n\nBring copies of your CV and your national ID. Our volunteers run a free CV clinic all day.\n\n## Agenda\n\n- CV clinic\n- Employer stands and interviews\n- Talks on apprenticeships and KUCCPS\n- Internship registration',
    image: {
      photo: 'career-fair.svg',
      alt: 'Young people visiting employers’ stalls under striped canopies at the career fair',
    },
  },
  {
    legacyId: 4,
    slug: 'meru-town-clean-up',
    title: 'Meru Town Clean-Up and Recycling Day',
    date: '2026-05-30',
    startTime: '07:00',
    endTime: '12:00',
    location: 'Meru Town, starting at Gakoromone Market',
    category: 'community',
    excerpt: 'A morning clean-up of the town centre with sorting for recycling, and a talk on turning plastic waste into income.',
    body: 'Join members from every chapter to clean Meru’s markets and drainage channels before the rains.\n\nCollected plastic goes to a youth-run recycling group in Makutano, which will show how waste becomes income.\n\n## Agenda\n\n- Briefing and equipment\n- Clean-up in five zones\n- Sorting for recycling\n- Talk: waste as a business',
    image: {
      url: '/images/events/meru-town-clean-up.svg',
      width: 800,
      height: 560,
      alt: 'Volunteers in gloves collecting plastic waste along a town street',
    },
  },
  {
    legacyId: 5,
    slug: 'igembe-leadership-bootcamp',
    title: 'Igembe Leadership Bootcamp',
    date: '2026-06-13',
    startTime: '09:00',
    endTime: '17:00',
    location: 'Maua Youth Empowerment Centre',
    category: 'leadership',
    excerpt: 'A day of public speaking, public participation and conflict resolution for ward and sub-county youth leaders.',
    body: 'For our ward and sub-county leaders and anyone who wants to lead: how county budgets work, how to speak at public participation forums and how to resolve conflict in a group.\n\n## Agenda\n\n- Public speaking practice\n- County budget cycle explained\n- Conflict resolution\n- Planning ward activities',
    image: {
      url: '/images/events/igembe-leadership-bootcamp.svg',
      width: 800,
      height: 560,
      alt: 'Young leaders in a circle discussing during a leadership training',
    },
  },
  {
    legacyId: 6,
    slug: 'christmas-charity-drive',
    title: 'Christmas Charity Drive for Children’s Homes',
    date: '2026-12-19',
    startTime: '10:00',
    endTime: '14:00',
    location: 'Children’s homes in Imenti North and Buuri',
    category: 'charity',
    excerpt: 'Members collect food, clothes and school supplies and spend the day with children in three homes.',
    body: 'Every December our members visit children’s homes with food, clothes and school supplies, and spend the day playing, cooking and reading together.\n\nDonations are received at our office and through our paybill until 17 December.\n\n## Agenda\n\n- Collection at the office\n- Visits to three homes\n- Shared lunch\n- Games and reading',
    image: {
      url: '/images/events/christmas-charity-drive.svg',
      width: 800,
      height: 560,
      alt: 'Volunteers carrying boxes of food and gifts to a children’s home',
    },
  },
];

export const seedUpdates: SeedUpdate[] = [
  {
    legacyId: 1,
    slug: 'maua-free-medical-camp',
    title: 'Free Medical Camp Reaches 420 Residents in Maua',
    date: '2025-03-15',
    category: 'health',
    excerpt:
      'Igembe chapter volunteers and clinicians from Maua Methodist Hospital offered free check-ups, screening and medicines for a full day at Maua stadium.',
    impact: '420 residents screened, 63 referred for follow-up care',
    details: {
      location: 'Maua Stadium, Igembe South',
      participants: '38 volunteers, 12 clinicians',
      partners: ['Maua Methodist Hospital', 'Meru County Department of Health', 'Kenya Red Cross Meru Branch'],
      services: [
        'Blood pressure and sugar screening',
        'Eye checks and reading glasses',
        'Dental check-ups',
        'HIV testing and counselling',
      ],
      outcomes: [
        '63 referrals booked with the hospital',
        '140 pairs of reading glasses given out',
        'Follow-up clinic agreed for June',
      ],
    },
    body: 'On Saturday 15 March our Igembe chapter turned Maua stadium into a one-day clinic. Twelve clinicians from Maua Methodist Hospital and 38 of our volunteers saw 420 residents between 8 in the morning and 5 in the evening.\n\n## What we offered\n\n- Blood pressure and blood sugar screening\n- Eye checks, with 140 pairs of reading glasses given out\n- Dental check-ups\n- HIV testing and counselling\n\nSixty-three people were found to need further care. Rather than hand them a note, volunteers booked each one a slot at the hospital and called them a week later to make sure they went.\n\n> “I had not checked my pressure in five years. Today I know I must start treatment.” — a boda boda rider from Kiengu\n\nA follow-up clinic is planned for June. If you are a health worker and would like to volunteer, please [write to us](/contact).',
    image: {
      photo: 'medical-camp.svg',
      alt: 'Residents queuing outside a white tent with a red cross while a clinician checks blood pressure',
    },
  },
  {
    legacyId: 2,
    slug: 'digital-skills-bootcamp',
    title: 'Digital Skills Bootcamp Trains 85 Young People',
    date: '2025-05-09',
    category: 'education',
    excerpt:
      'A three-week bootcamp at Meru National Polytechnic taught online freelancing, basic coding and digital marketing to youth from all four chapters.',
    impact: '85 graduates, 31 earning online within two months',
    details: {
      location: 'Meru National Polytechnic, Meru Town',
      participants: '85 trainees from Igembe, Tigania, Imenti and Buuri',
      partners: ['Meru National Polytechnic', 'Ajira Digital Programme', 'Local ICT hubs'],
      services: [
        'Online freelancing and Ajira onboarding',
        'Introduction to web development',
        'Digital marketing for small businesses',
        'CV and profile writing',
      ],
      outcomes: [
        '31 graduates earning from online work',
        '12 small businesses now selling online',
        'Monthly alumni meet-ups started',
      ],
    },
    body: "Eighty-five young people from all four chapters spent three weeks at Meru National Polytechnic learning skills that pay: online freelancing, the basics of building websites and digital marketing for small businesses.\n\n## From training to income\n\nTwo months after graduation, 31 of them are earning from online work and 12 small businesses run by participants now take orders on WhatsApp Business and Instagram.\n\nTrainees paid nothing. Laptops were lent by local ICT hubs and the polytechnic opened its lab on weekends.\n\nThe alumni now meet on the first Saturday of every month to share jobs and review each other's work. The next intake opens in January: watch our [events page](/events).",
    image: {
      photo: 'digital-bootcamp.svg',
      alt: 'Trainees at laptops in a computer lab while a trainer points to a slide',
    },
  },
  {
    legacyId: 3,
    slug: 'nyambene-tree-planting',
    title: '10,000 Indigenous Trees Planted on the Nyambene Hills',
    date: '2025-04-26',
    category: 'community',
    excerpt:
      'Members, schools and the Kenya Forest Service restored a degraded slope of the Nyambene forest with indigenous seedlings raised in our own nurseries.',
    impact: '10,000 seedlings planted, 82% survival after six months',
    details: {
      location: 'Nyambene Forest Reserve, Tigania East',
      participants: '260 volunteers from 9 schools and 3 chapters',
      partners: ['Kenya Forest Service', 'Nyambene Community Forest Association', 'Tigania schools'],
      services: ['Seedling nursery management', 'Tree planting and mulching', 'Forest conservation talks'],
      outcomes: [
        '8,200 seedlings surviving at six months',
        'Three school nurseries now self-running',
        'Quarterly care days agreed with KFS',
      ],
    },
    body: 'Two hundred and sixty volunteers from nine schools and three chapters planted 10,000 indigenous seedlings on a degraded slope of the Nyambene Forest Reserve with the Kenya Forest Service.\n\n## Seedlings we raised ourselves\n\nThe seedlings — meru oak, African olive, croton and podo — came from nurseries that our members run with three schools in Tigania. Each school now sells surplus seedlings to farmers, which pays for the next season.\n\nSix months later, forest officers counted 8,200 living trees: a survival rate of 82%. Quarterly care days keep the young trees weeded and mulched.',
    image: {
      url: '/images/achievements/nyambene-tree-planting.svg',
      width: 800,
      height: 560,
      alt: 'Members planting seedlings on a green hillside in the Nyambene range',
    },
  },
  {
    legacyId: 4,
    slug: 'back-to-school-drive',
    title: 'Back-to-School Drive Equips 300 Pupils in Tigania',
    date: '2025-01-11',
    category: 'charity',
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
    body: 'Every January some children stay home because they have no uniform or books. This year our members contributed KSh 100 each and local traders matched them, so that 300 pupils in five Tigania West primary schools could start the term ready.\n\n## Girls stay in school\n\nOne hundred and twenty girls received a full year of sanitary towels together with a talk on menstrual health by our health volunteers. Head teachers reported better attendance in all five schools the following term.\n\nWant to sponsor a pupil next year? Our paybill details are on the [contact page](/contact).',
    image: {
      url: '/images/achievements/back-to-school-drive.svg',
      width: 800,
      height: 560,
      alt: 'Pupils in school uniform receiving exercise books and bags from volunteers',
    },
  },
  {
    legacyId: 5,
    slug: 'meru-youth-leadership-summit',
    title: 'Meru Youth Leadership Summit Brings 600 Youth Together',
    date: '2025-08-12',
    category: 'events',
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
    body: 'On International Youth Day, 600 delegates from Igembe, Tigania, Imenti and Buuri filled Meru County Hall for the Meru Youth Leadership Summit.\n\n## A youth agenda for the county\n\nIn policy workshops delegates wrote a ten-point youth agenda covering jobs, drug and substance abuse, climate action and fair access to county tenders. The agenda was presented to the county assembly committee on youth affairs the same week.\n\nFour of our members have since taken part in county budget hearings, making sure youth priorities are funded and not only discussed.',
    image: {
      url: '/images/achievements/meru-youth-leadership-summit.svg',
      width: 800,
      height: 560,
      alt: 'A full hall of young delegates listening to a speaker at the leadership summit',
    },
  },
  {
    legacyId: 6,
    slug: 'timau-cancer-screening',
    title: 'Cervical and Breast Cancer Screening for 250 Women in Timau',
    date: '2025-10-18',
    category: 'health',
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
    body: "Many women who work on Timau's flower and wheat farms have never been screened for cancer. During cancer awareness month our Buuri chapter brought the screening to them, at the market on a Saturday.\n\n## Early detection saves lives\n\nEight nurses from Meru Teaching and Referral Hospital screened 250 women for cervical cancer and examined them for breast cancer. Nine were referred for early treatment, which all nine have started.\n\nParents also received clear information about the free HPV vaccine for girls aged ten to fourteen. Women's health talks are now held at the market every month.",
    image: {
      url: '/images/achievements/timau-cancer-screening.svg',
      width: 800,
      height: 560,
      alt: 'Health workers talking with young women outside a screening tent in Timau',
    },
  },
];

export const seedGallery: SeedGalleryPhoto[] = [
  {
    photo: 'tree-planting.svg',
    alt: 'Volunteers planting rows of seedlings on a hillside, one carrying a watering can',
    category: 'outreach',
    date: '2026-02-07',
    description: 'Planting indigenous seedlings with a Tigania school nursery.',
  },
  {
    photo: 'mount-kenya.svg',
    alt: 'Mount Kenya’s snowy peak at dawn above rows of tea, a young tea picker in the foreground',
    category: 'events',
    date: '2026-02-07',
    description: 'Mount Kenya from Buuri at dawn, on the chapter’s hike.',
  },
  {
    photo: 'maize-farm.svg',
    alt: 'Two young farmers weeding between rows of maize, with hills behind',
    category: 'workshops',
    date: '2026-02-07',
    description: 'A demonstration maize farm visited during the farming workshop.',
  },
  {
    url: '/images/gallery/gallery-01.svg',
    width: 800,
    height: 560,
    alt: 'Residents queueing at the registration desk of the Maua medical camp',
    category: 'outreach',
    date: '2025-03-15',
    description: 'Registration at the Maua free medical camp.',
  },
  {
    url: '/images/gallery/gallery-02.svg',
    width: 600,
    height: 800,
    alt: 'A volunteer checking an elderly man’s blood pressure',
    category: 'outreach',
    date: '2025-03-15',
    description: 'Blood pressure screening in Maua.',
  },
  {
    url: '/images/gallery/gallery-03.svg',
    width: 800,
    height: 560,
    alt: 'Trainees working on laptops at the digital skills bootcamp',
    category: 'workshops',
    date: '2025-05-09',
    description: 'Week one of the digital skills bootcamp.',
  },
  {
    url: '/images/gallery/gallery-04.svg',
    width: 700,
    height: 700,
    alt: 'A trainer explaining a web page layout on a projector',
    category: 'workshops',
    date: '2025-05-16',
    description: 'Web development basics at Meru National Polytechnic.',
  },
  {
    url: '/images/gallery/gallery-05.svg',
    width: 800,
    height: 560,
    alt: 'Bootcamp graduates holding certificates on the polytechnic steps',
    category: 'events',
    date: '2025-05-30',
    description: 'Bootcamp graduation day.',
  },
  {
    url: '/images/gallery/gallery-06.svg',
    width: 600,
    height: 800,
    alt: 'A young woman planting a seedling on the Nyambene hills',
    category: 'outreach',
    date: '2025-04-26',
    description: 'Planting indigenous trees in Nyambene forest.',
  },
  {
    url: '/images/gallery/gallery-07.svg',
    width: 800,
    height: 560,
    alt: 'Rows of seedlings in a school tree nursery',
    category: 'outreach',
    date: '2025-04-26',
    description: 'A school nursery raising seedlings for the forest.',
  },
  {
    url: '/images/gallery/gallery-08.svg',
    width: 800,
    height: 560,
    alt: 'Volunteers handing exercise books to primary school pupils',
    category: 'charity',
    date: '2025-01-11',
    description: 'Back-to-school drive in Tigania West.',
  },
  {
    url: '/images/gallery/gallery-09.svg',
    width: 600,
    height: 800,
    alt: 'A pupil trying on new school shoes',
    category: 'charity',
    date: '2025-01-11',
    description: 'New shoes for the new term.',
  },
  {
    url: '/images/gallery/gallery-10.svg',
    width: 800,
    height: 560,
    alt: 'Chapter officials around a table during the annual planning meeting',
    category: 'meetings',
    date: '2025-02-08',
    description: 'Annual planning meeting of chapter officials.',
  },
  {
    url: '/images/gallery/gallery-11.svg',
    width: 700,
    height: 700,
    alt: 'The chairperson addressing members at the general meeting',
    category: 'leadership',
    date: '2025-02-22',
    description: 'The chairperson’s address at the general meeting.',
  },
  {
    url: '/images/gallery/gallery-12.svg',
    width: 800,
    height: 560,
    alt: 'Delegates filling Meru County Hall at the youth leadership summit',
    category: 'events',
    date: '2025-08-12',
    description: 'The Meru Youth Leadership Summit.',
  },
  {
    url: '/images/gallery/gallery-13.svg',
    width: 600,
    height: 800,
    alt: 'A young delegate speaking into a microphone',
    category: 'events',
    date: '2025-08-12',
    description: 'A delegate presents the youth agenda.',
  },
  {
    url: '/images/gallery/gallery-14.svg',
    width: 800,
    height: 560,
    alt: 'Youth leaders handing the youth agenda to county officials',
    category: 'leadership',
    date: '2025-08-12',
    description: 'Handing over the ten-point youth agenda.',
  },
  {
    url: '/images/gallery/gallery-15.svg',
    width: 800,
    height: 560,
    alt: 'Women waiting outside the screening tent at Timau market',
    category: 'outreach',
    date: '2025-10-18',
    description: 'Cancer screening day in Timau.',
  },
  {
    url: '/images/gallery/gallery-16.svg',
    width: 700,
    height: 700,
    alt: 'A nurse giving a health talk to a group of women',
    category: 'outreach',
    date: '2025-10-18',
    description: 'Health talk on HPV vaccination.',
  },
  {
    url: '/images/gallery/gallery-17.svg',
    width: 800,
    height: 560,
    alt: 'Igembe chapter members seated in a circle under a tree',
    category: 'meetings',
    date: '2025-06-07',
    description: 'Igembe chapter monthly meeting.',
  },
  {
    url: '/images/gallery/gallery-18.svg',
    width: 600,
    height: 800,
    alt: 'The secretary general taking notes during a meeting',
    category: 'meetings',
    date: '2025-07-05',
    description: 'Minutes of the Tigania chapter meeting.',
  },
  {
    url: '/images/gallery/gallery-19.svg',
    width: 800,
    height: 560,
    alt: 'Young farmers watching an avocado grafting demonstration',
    category: 'workshops',
    date: '2025-06-21',
    description: 'Avocado grafting demonstration in Buuri.',
  },
  {
    url: '/images/gallery/gallery-20.svg',
    width: 700,
    height: 700,
    alt: 'Participants making liquid soap in a value-addition class',
    category: 'workshops',
    date: '2025-07-19',
    description: 'Value addition: soap making in Imenti.',
  },
  {
    url: '/images/gallery/gallery-21.svg',
    width: 800,
    height: 560,
    alt: 'Volunteers cooking lunch with children at a children’s home',
    category: 'charity',
    date: '2025-12-20',
    description: 'Christmas lunch at a children’s home.',
  },
  {
    url: '/images/gallery/gallery-22.svg',
    width: 600,
    height: 800,
    alt: 'A volunteer reading a story book to two children',
    category: 'charity',
    date: '2025-12-20',
    description: 'Reading time during the charity drive.',
  },
  {
    url: '/images/gallery/gallery-23.svg',
    width: 800,
    height: 560,
    alt: 'Runners at the start of the youth fun run through Meru town',
    category: 'events',
    date: '2025-09-27',
    description: 'Youth fun run against drug abuse.',
  },
  {
    url: '/images/gallery/gallery-24.svg',
    width: 700,
    height: 700,
    alt: 'Runners receiving medals at the finish line',
    category: 'events',
    date: '2025-09-27',
    description: 'Fun run medals for every finisher.',
  },
  {
    url: '/images/gallery/gallery-25.svg',
    width: 600,
    height: 800,
    alt: 'The vice chairperson speaking at a public participation forum',
    category: 'leadership',
    date: '2025-03-29',
    description: 'Youth voice at a county public participation forum.',
  },
  {
    url: '/images/gallery/gallery-26.svg',
    width: 800,
    height: 560,
    alt: 'New ward leaders taking the oath of office',
    category: 'leadership',
    date: '2025-11-08',
    description: 'Swearing-in of new ward leaders.',
  },
  {
    url: '/images/gallery/gallery-27.svg',
    width: 800,
    height: 560,
    alt: 'Members clearing litter from a drainage channel in town',
    category: 'outreach',
    date: '2025-11-22',
    description: 'Clean-up of Meru town before the rains.',
  },
  {
    url: '/images/gallery/gallery-28.svg',
    width: 600,
    height: 800,
    alt: 'A girl carrying a sack of sorted plastic bottles',
    category: 'outreach',
    date: '2025-11-22',
    description: 'Sorting plastic for recycling.',
  },
  {
    url: '/images/gallery/gallery-29.svg',
    width: 700,
    height: 700,
    alt: 'Members voting by show of hands at the annual general meeting',
    category: 'meetings',
    date: '2025-09-13',
    description: 'Voting at the annual general meeting.',
  },
  {
    url: '/images/gallery/gallery-30.svg',
    width: 800,
    height: 560,
    alt: 'Youth learning solar panel installation on a school roof',
    category: 'workshops',
    date: '2025-10-04',
    description: 'Solar installation training in Igembe.',
  },
  {
    url: '/images/gallery/gallery-31.svg',
    width: 600,
    height: 800,
    alt: 'A trainee wiring a small solar lamp',
    category: 'workshops',
    date: '2025-10-11',
    description: 'Assembling solar lamps.',
  },
  {
    url: '/images/gallery/gallery-32.svg',
    width: 700,
    height: 700,
    alt: 'Bags of maize flour stacked for distribution to families',
    category: 'charity',
    date: '2025-06-14',
    description: 'Food support for families after the floods.',
  },
  {
    url: '/images/gallery/gallery-33.svg',
    width: 800,
    height: 560,
    alt: 'A cultural dance troupe performing at the end-of-year gala',
    category: 'events',
    date: '2025-12-06',
    description: 'End-of-year gala and cultural night.',
  },
  {
    url: '/images/gallery/gallery-34.svg',
    width: 700,
    height: 700,
    alt: 'Regional coordinators studying a map of Meru County',
    category: 'leadership',
    date: '2025-05-24',
    description: 'Regional coordinators plan the chapter visits.',
  },
  {
    url: '/images/gallery/gallery-35.svg',
    width: 800,
    height: 560,
    alt: 'Members and partners at a round-table with the county youth office',
    category: 'meetings',
    date: '2025-04-12',
    description: 'Round-table with the county youth office.',
  },
  {
    url: '/images/gallery/gallery-36.svg',
    width: 700,
    height: 700,
    alt: 'A counsellor talking with young people about mental health',
    category: 'outreach',
    date: '2025-08-30',
    description: 'Mental health awareness in Tigania.',
  },
  {
    url: '/images/gallery/gallery-37.svg',
    width: 800,
    height: 560,
    alt: 'Women artisans weaving baskets during a craft workshop',
    category: 'workshops',
    date: '2025-08-23',
    description: 'Artisan craft and marketing workshop.',
  },
  {
    url: '/images/gallery/gallery-38.svg',
    width: 800,
    height: 560,
    alt: 'Volunteers donating blood at a Red Cross blood drive',
    category: 'charity',
    date: '2025-09-06',
    description: 'Blood donation drive with the Red Cross.',
  },
  {
    url: '/images/gallery/gallery-39.svg',
    width: 600,
    height: 800,
    alt: 'The treasurer presenting the annual financial report',
    category: 'leadership',
    date: '2025-12-13',
    description: 'Annual financial report to members.',
  },
  {
    url: '/images/gallery/gallery-40.svg',
    width: 800,
    height: 560,
    alt: 'Members cutting a cake at the organisation’s anniversary celebration',
    category: 'events',
    date: '2026-01-17',
    description: 'MYV anniversary celebration.',
  },
];
