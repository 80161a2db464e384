/** The home page's words (/): its Kiswahili twin is home.sw.ts. */
import type { Catalogue } from '../messages';

export const homeMessages = {
  highlights: 'Highlights',
  /** The three slides of the hero carousel, in order (their pictures and links are in content/home.ts). */
  heroSlides: [
    {
      title: 'Raising Voice, Creating Opportunities',
      text: 'Meru Youth Voice unites young people from Igembe, Tigania, Imenti and Buuri to build livelihoods, speak up and serve their communities.',
      cta: 'Become a Member',
    },
    {
      title: 'Skills That Pay, Close to Home',
      text: 'Digital bootcamps, agribusiness training and enterprise support help Meru’s youth earn a steady income.',
      cta: 'Learn About Us',
    },
    {
      title: 'Serving Our Communities',
      text: 'Medical camps, tree planting and back-to-school drives — run by young volunteers across Meru County.',
      cta: 'Partner With Us',
    },
  ],
  whatWeDo: 'What we do',
  infoCards: [
    {
      title: 'Economic Empowerment',
      text: 'Training in agribusiness, digital work and value addition, plus savings groups and cooperatives that help young people earn and save.',
    },
    {
      title: 'Advocacy',
      text: 'We bring young people’s priorities to county budget hearings and public participation forums, and hold leaders to their promises.',
    },
    {
      title: 'Health Education',
      text: 'Medical camps, cancer screening, mental health circles and honest talks on drugs and reproductive health.',
    },
  ],
  whyUs: 'Why Meru Youth Voice?',
  whyUsLead: 'Our work follows the UN Sustainable Development Goals that matter most to young people in Meru.',
  /** The six goals of the why-us section, in order: 1, 3, 4, 8, 13, 16. */
  whyUsGoals: [
    { title: 'No Poverty', text: 'Income skills and enterprise for young people.' },
    { title: 'Good Health', text: 'Screening, awareness and peer support.' },
    { title: 'Quality Education', text: 'Bootcamps, mentorship and school support.' },
    { title: 'Decent Work', text: 'Career fairs, internships and cooperatives.' },
    { title: 'Climate Action', text: 'Tree planting and climate-smart farming.' },
    { title: 'Strong Institutions', text: 'Youth voices in county decisions.' },
  ],
  learnMore: 'Learn more about us',
  milestones: 'Our milestones',
  registeredMembers: 'Registered members',
  youthEmpowerment: 'Youth empowerment',
  youthTrained: '750+ young people trained in income skills',
  socialChange: 'Social change',
  livesTouched: '1,300+ lives touched by our projects',
  focusAreas: 'Support our focus areas',
  /** The three focus areas, in order: SDG 3, 4 and 2. */
  focusAreaCards: [
    { title: 'Health', text: 'Fund a medical camp: KSh 500 screens one resident for blood pressure, sugar and eyesight.' },
    { title: 'Training', text: 'Sponsor a place in the digital skills bootcamp and help a young person earn online.' },
    { title: 'Zero Hunger', text: 'Support youth farming groups with seed, chicks and grafted avocado seedlings.' },
  ],
  donate: 'Donate',
  donateTo: (area: string) => ` to ${area}`,
  tabs: { news: 'News & Updates', events: 'Upcoming Events' },
  happening: 'What’s happening',
  tabsLabel: 'News and events',
  newsLabel: 'news',
  viewAll: 'View All',
  viewAllWhat: { news: ' updates', events: ' events' },
  voices: 'Voices of our members',
  testimonialsLabel: 'Testimonials',
  /** The three testimonials, in order (the names are in content/testimonials.ts). */
  testimonials: [
    {
      quote:
        'The digital skills bootcamp changed my life. I now design logos and social media posts for clients in Nairobi and abroad, right from Maua.',
      role: 'Freelance designer, Igembe chapter',
    },
    {
      quote:
        'Through the avocado workshop our group learnt to grade and sell together. We no longer wait for brokers at the farm gate.',
      role: 'Young farmer, Buuri chapter',
    },
    {
      quote:
        'MYV gave me the courage to speak at the county budget hearings. Young people are finally being listened to in Meru.',
      role: 'Ward youth leader, Tigania chapter',
    },
  ],
} as const;

export type HomeMessages = Catalogue<typeof homeMessages>;
