/** Fixed content of the home page. */
export const heroSlides = [
  {
    image: '/images/hero/hero-unite.svg',
    title: 'Raising Voice, Creating Opportunities',
    text: 'Meru Youth Voice unites young people from Igembe, Tigania, Imenti and Buuri to build livelihoods, speak up and serve their communities.',
    cta: { to: '/membership', label: 'Become a Member' },
  },
  {
    image: '/images/hero/hero-empower.svg',
    title: 'Skills That Pay, Close to Home',
    text: 'Digital bootcamps, agribusiness training and enterprise support help Meru’s youth earn a steady income.',
    cta: { to: '/about', label: 'Learn About Us' },
  },
  {
    image: '/images/hero/hero-community.svg',
    title: 'Serving Our Communities',
    text: 'Medical camps, tree planting and back-to-school drives — run by young volunteers across Meru County.',
    cta: { to: '/contact', label: 'Partner With Us' },
  },
] as const;

export const infoCards = [
  {
    icon: 'coins',
    title: 'Economic Empowerment',
    text: 'Training in agribusiness, digital work and value addition, plus savings groups and cooperatives that help young people earn and save.',
  },
  {
    icon: 'megaphone',
    title: 'Advocacy',
    text: 'We bring young people’s priorities to county budget hearings and public participation forums, and hold leaders to their promises.',
  },
  {
    icon: 'heart',
    title: 'Health Education',
    text: 'Medical camps, cancer screening, mental health circles and honest talks on drugs and reproductive health.',
  },
] as const;

/** The six SDG items of the why-us section. */
export const whyUsGoals = [
  { goal: 1, title: 'No Poverty', text: 'Income skills and enterprise for young people.', colour: '#b8202f' },
  { goal: 3, title: 'Good Health', text: 'Screening, awareness and peer support.', colour: '#3d7a2a' },
  { goal: 4, title: 'Quality Education', text: 'Bootcamps, mentorship and school support.', colour: '#a51d2d' },
  { goal: 8, title: 'Decent Work', text: 'Career fairs, internships and cooperatives.', colour: '#8f1838' },
  { goal: 13, title: 'Climate Action', text: 'Tree planting and climate-smart farming.', colour: '#3f7e44' },
  { goal: 16, title: 'Strong Institutions', text: 'Youth voices in county decisions.', colour: '#00689d' },
] as const;

export const focusAreas = [
  {
    sdg: 3,
    title: 'Health',
    text: 'Fund a medical camp: KSh 500 screens one resident for blood pressure, sugar and eyesight.',
    image: '/images/achievements/maua-free-medical-camp.svg',
  },
  {
    sdg: 4,
    title: 'Training',
    text: 'Sponsor a place in the digital skills bootcamp and help a young person earn online.',
    image: '/images/achievements/digital-skills-bootcamp.svg',
  },
  {
    sdg: 2,
    title: 'Zero Hunger',
    text: 'Support youth farming groups with seed, chicks and grafted avocado seedlings.',
    image: '/images/events/avocado-value-chain-workshop.svg',
  },
] as const;
