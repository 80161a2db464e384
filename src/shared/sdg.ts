/**
 * The four SDG cards of the About page and their sixteen category
 * pages (/sdg/{goal}/{category}).
 */
export interface SdgCategory {
  slug: string;
  title: string;
  summary: string;
  body: string[];
  activities: string[];
}

export interface SdgCard {
  goal: 1 | 8 | 3 | 13;
  title: string;
  colour: string;
  intro: string;
  stats: { value: string; label: string }[];
  approach: string;
  categories: SdgCategory[];
}

const cat = (slug: string, title: string, summary: string, body: string[], activities: string[]): SdgCategory => ({
  slug,
  title,
  summary,
  body,
  activities,
});

export const sdgCards: SdgCard[] = [
  {
    goal: 1,
    title: 'No Poverty',
    colour: '#b8202f',
    intro: 'Helping young people in Meru earn a steady income from farming, digital work and value addition.',
    stats: [
      { value: '24%', label: 'Rise in average member income' },
      { value: '750+', label: 'Youth trained in income skills' },
      { value: '42%', label: 'Of trainees started a business' },
    ],
    approach:
      'We start where young people already are — the farm, the phone, the market — and add skills, tools and group marketing so that their work pays more.',
    categories: [
      cat(
        'poultry',
        'Poultry Farming',
        'Improved kienyeji chicken for quick, reliable income.',
        [
          'Improved indigenous chicken mature in five months and sell well in Meru’s markets and hotels. Our groups buy chicks together, share vaccination costs and sell as one.',
          'Each new group is trained on housing, feeding and disease control before receiving its first chicks.',
        ],
        ['Group chick purchasing', 'Vaccination days with county vets', 'Record keeping and costing'],
      ),
      cat(
        'digital',
        'Digital Livelihoods',
        'Online work and digital tools for rural youth.',
        [
          'With a smartphone or a shared laptop, young people in Meru can find online work, market a business and get paid by M-Pesa.',
          'Our bootcamps cover freelancing platforms, Ajira Digital, graphic design and digital marketing.',
        ],
        ['Three-week digital bootcamps', 'Monthly alumni job clinics', 'Laptop lending with ICT hubs'],
      ),
      cat(
        'avocado',
        'Avocado Farming',
        'Hass avocado for export markets.',
        [
          'Meru’s climate is ideal for Hass avocado. We help young farmers graft, manage orchards and meet export standards so they can sell beyond the farm gate.',
        ],
        ['Grafting and nursery training', 'Export certification support', 'Collective marketing groups'],
      ),
      cat(
        'valueaddition',
        'Value Addition',
        'Turning raw produce into products that earn more.',
        [
          'Selling processed goods rather than raw produce multiplies income. Members learn to make soap, yoghurt, peanut butter and dried fruit, and to package and license them.',
        ],
        ['Product-making workshops', 'Packaging and branding clinics', 'KEBS and county licensing guidance'],
      ),
    ],
  },
  {
    goal: 8,
    title: 'Decent Work and Economic Growth',
    colour: '#8f1838',
    intro: 'Opening doors to fair jobs and growing youth-led enterprises across the county.',
    stats: [
      { value: '35%', label: 'Of members in new work' },
      { value: '320+', label: 'Youth placed in jobs or internships' },
      { value: '28', label: 'Youth enterprises supported' },
    ],
    approach:
      'We link skills to real jobs: we bring employers to young people, help enterprises organise, and promote work that protects the land Meru depends on.',
    categories: [
      cat(
        'ecoservices',
        'Eco-Services',
        'Green jobs in waste, recycling and landscaping.',
        [
          'Waste collection, recycling and landscaping offer work in every town. Our groups run collection routes and sell sorted plastic to recyclers.',
        ],
        ['Waste collection groups', 'Recycling partnerships', 'Tree nursery enterprises'],
      ),
      cat(
        'artisan',
        'Artisan Crafts',
        'Crafts that sell: baskets, beadwork and tailoring.',
        [
          'Skilled artisans often lack buyers. We train on design and pricing and connect artisans to shops, tourist outlets and online buyers.',
        ],
        ['Design and quality workshops', 'Market days in Meru town', 'Online shop set-up'],
      ),
      cat(
        'cooperatives',
        'Youth Cooperatives',
        'Saving and selling together.',
        [
          'A registered cooperative can borrow, buy in bulk and win contracts that a single young person cannot. We guide groups from savings group to registered cooperative.',
        ],
        ['Group savings and loans', 'Cooperative registration support', 'Bookkeeping training'],
      ),
      cat(
        'tourism',
        'Community Tourism',
        'Showing visitors Meru’s hills, forests and culture.',
        [
          'Meru National Park, the Nyambene hills and Mount Kenya bring visitors. Young guides, cooks and hosts can earn from them with the right training.',
        ],
        ['Tour guide training', 'Homestay hosting standards', 'Cultural events for visitors'],
      ),
    ],
  },
  {
    goal: 3,
    title: 'Good Health and Well-being',
    colour: '#4c9f38',
    intro: 'Bringing screening, information and support to young people and their families.',
    stats: [
      { value: '65%', label: 'More youth seeking health services' },
      { value: '4,200+', label: 'People reached by health outreach' },
      { value: '28%', label: 'Drop in reported substance use in target wards' },
    ],
    approach:
      'We take health services to markets, schools and churches, and train peer educators so that honest conversations about health continue after the camp leaves.',
    categories: [
      cat(
        'cancer',
        'Cancer Awareness',
        'Screening and early detection.',
        [
          'Cervical and breast cancer are treatable when found early. We run screening days with county hospitals and explain the free HPV vaccine to parents.',
        ],
        ['Screening days', 'HPV vaccine information', 'Survivor support circles'],
      ),
      cat(
        'mentalhealth',
        'Mental Health',
        'Talking openly and finding help.',
        [
          'Unemployment, exams and loss weigh on young people. Trained peer supporters run safe talk circles and refer to counsellors when needed.',
        ],
        ['Peer support circles', 'Counsellor referrals', 'Mental health first aid training'],
      ),
      cat(
        'substanceabuse',
        'Substance Abuse',
        'Miraa, alcohol and drugs: prevention and recovery.',
        [
          'Substance abuse robs families of their young people. We run school talks, sports against drugs and recovery support with rehabilitation centres.',
        ],
        ['School and church talks', 'Sports against drugs', 'Recovery support referrals'],
      ),
      cat(
        'reprohealth',
        'Reproductive Health',
        'Accurate information and youth-friendly services.',
        [
          'Young people deserve accurate information on reproductive health. Our trained peer educators work with youth-friendly clinics across the county.',
        ],
        ['Peer education', 'Menstrual health and sanitary towels', 'Youth-friendly clinic referrals'],
      ),
    ],
  },
  {
    goal: 13,
    title: 'Climate Action',
    colour: '#3f7e44',
    intro: 'Restoring forests and helping farmers adapt to a changing climate.',
    stats: [
      { value: '42%', label: 'Of members farming climate-smart' },
      { value: '75,000+', label: 'Trees planted since 2019' },
      { value: '18', label: 'Schools with environment clubs' },
    ],
    approach:
      'We plant and care for trees, teach farming that copes with drought and floods, and bring clean energy to homes and schools.',
    categories: [
      cat(
        'reforestation',
        'Reforestation',
        'Indigenous trees for the Nyambene and Mount Kenya forests.',
        [
          'We raise indigenous seedlings in school nurseries and plant them with the Kenya Forest Service, then return every quarter to care for them.',
        ],
        ['School tree nurseries', 'Planting days with KFS', 'Quarterly care days'],
      ),
      cat(
        'smartagriculture',
        'Climate-Smart Agriculture',
        'Farming that copes with drought and floods.',
        [
          'Mulching, water harvesting and drought-tolerant crops keep harvests steady. Demonstration plots in each chapter show how.',
        ],
        ['Demonstration plots', 'Water harvesting', 'Drought-tolerant seed'],
      ),
      cat(
        'renewableenergy',
        'Renewable Energy',
        'Solar light and clean cooking.',
        [
          'Young technicians learn to install solar systems and sell clean cookstoves, cutting smoke in kitchens and the cutting of trees for firewood.',
        ],
        ['Solar installation training', 'Clean cookstove sales', 'Solar for schools'],
      ),
      cat(
        'education',
        'Environmental Education',
        'Environment clubs in schools.',
        ['Environment clubs in 18 schools teach pupils to plant, recycle and care for water sources, and take the message home.'],
        ['School environment clubs', 'Water source protection', 'Recycling competitions'],
      ),
    ],
  },
];

export function findSdgCategory(
  goal: string | undefined,
  slug: string | undefined,
): { card: SdgCard; category: SdgCategory } | undefined {
  const card = sdgCards.find((c) => String(c.goal) === goal);
  const category = card?.categories.find((c) => c.slug === slug);
  return card && category ? { card, category } : undefined;
}
