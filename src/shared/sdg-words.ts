/**
 * The words of the four SDG cards and their sixteen category pages, in English; the Kiswahili
 * build ships its twin, sdg-words.sw.ts, instead. Their data (goals, colours, figures, slugs) is
 * in sdg-goals.ts: the type below asks for one label per figure and the words of every slug.
 */
import type { SdgGoal, SdgSlug, SdgStatLabels } from './sdg-goals';

export interface SdgCategoryWords {
  title: string;
  summary: string;
  body: string[];
  activities: string[];
}

export interface SdgCardWords<G extends SdgGoal> {
  title: string;
  intro: string;
  stats: SdgStatLabels<G>;
  approach: string;
  categories: Record<SdgSlug<G>, SdgCategoryWords>;
}

export type SdgWords = { [G in SdgGoal]: SdgCardWords<G> };

export const sdgWords: SdgWords = {
  1: {
    title: 'No Poverty',
    intro: 'Helping young people in Meru earn a steady income from farming, digital work and value addition.',
    stats: ['Rise in average member income', 'Youth trained in income skills', 'Of trainees started a business'],
    approach:
      'We start where young people already are — the farm, the phone, the market — and add skills, tools and group marketing so that their work pays more.',
    categories: {
      poultry: {
        title: 'Poultry Farming',
        summary: 'Improved kienyeji chicken for quick, reliable income.',
        body: [
          'Improved indigenous chicken mature in five months and sell well in Meru’s markets and hotels. Our groups buy chicks together, share vaccination costs and sell as one.',
          'Each new group is trained on housing, feeding and disease control before receiving its first chicks.',
        ],
        activities: ['Group chick purchasing', 'Vaccination days with county vets', 'Record keeping and costing'],
      },
      digital: {
        title: 'Digital Livelihoods',
        summary: 'Online work and digital tools for rural youth.',
        body: [
          'With a smartphone or a shared laptop, young people in Meru can find online work, market a business and get paid by M-Pesa.',
          'Our bootcamps cover freelancing platforms, Ajira Digital, graphic design and digital marketing.',
        ],
        activities: ['Three-week digital bootcamps', 'Monthly alumni job clinics', 'Laptop lending with ICT hubs'],
      },
      avocado: {
        title: 'Avocado Farming',
        summary: 'Hass avocado for export markets.',
        body: [
          'Meru’s climate is ideal for Hass avocado. We help young farmers graft, manage orchards and meet export standards so they can sell beyond the farm gate.',
        ],
        activities: ['Grafting and nursery training', 'Export certification support', 'Collective marketing groups'],
      },
      valueaddition: {
        title: 'Value Addition',
        summary: 'Turning raw produce into products that earn more.',
        body: [
          'Selling processed goods rather than raw produce multiplies income. Members learn to make soap, yoghurt, peanut butter and dried fruit, and to package and license them.',
        ],
        activities: ['Product-making workshops', 'Packaging and branding clinics', 'KEBS and county licensing guidance'],
      },
    },
  },
  8: {
    title: 'Decent Work and Economic Growth',
    intro: 'Opening doors to fair jobs and growing youth-led enterprises across the county.',
    stats: ['Of members in new work', 'Youth placed in jobs or internships', 'Youth enterprises supported'],
    approach:
      'We link skills to real jobs: we bring employers to young people, help enterprises organise, and promote work that protects the land Meru depends on.',
    categories: {
      ecoservices: {
        title: 'Eco-Services',
        summary: 'Green jobs in waste, recycling and landscaping.',
        body: [
          'Waste collection, recycling and landscaping offer work in every town. Our groups run collection routes and sell sorted plastic to recyclers.',
        ],
        activities: ['Waste collection groups', 'Recycling partnerships', 'Tree nursery enterprises'],
      },
      artisan: {
        title: 'Artisan Crafts',
        summary: 'Crafts that sell: baskets, beadwork and tailoring.',
        body: [
          'Skilled artisans often lack buyers. We train on design and pricing and connect artisans to shops, tourist outlets and online buyers.',
        ],
        activities: ['Design and quality workshops', 'Market days in Meru town', 'Online shop set-up'],
      },
      cooperatives: {
        title: 'Youth Cooperatives',
        summary: 'Saving and selling together.',
        body: [
          'A registered cooperative can borrow, buy in bulk and win contracts that a single young person cannot. We guide groups from savings group to registered cooperative.',
        ],
        activities: ['Group savings and loans', 'Cooperative registration support', 'Bookkeeping training'],
      },
      tourism: {
        title: 'Community Tourism',
        summary: 'Showing visitors Meru’s hills, forests and culture.',
        body: [
          'Meru National Park, the Nyambene hills and Mount Kenya bring visitors. Young guides, cooks and hosts can earn from them with the right training.',
        ],
        activities: ['Tour guide training', 'Homestay hosting standards', 'Cultural events for visitors'],
      },
    },
  },
  3: {
    title: 'Good Health and Well-being',
    intro: 'Bringing screening, information and support to young people and their families.',
    stats: [
      'More youth seeking health services',
      'People reached by health outreach',
      'Drop in reported substance use in target wards',
    ],
    approach:
      'We take health services to markets, schools and churches, and train peer educators so that honest conversations about health continue after the camp leaves.',
    categories: {
      cancer: {
        title: 'Cancer Awareness',
        summary: 'Screening and early detection.',
        body: [
          'Cervical and breast cancer are treatable when found early. We run screening days with county hospitals and explain the free HPV vaccine to parents.',
        ],
        activities: ['Screening days', 'HPV vaccine information', 'Survivor support circles'],
      },
      mentalhealth: {
        title: 'Mental Health',
        summary: 'Talking openly and finding help.',
        body: [
          'Unemployment, exams and loss weigh on young people. Trained peer supporters run safe talk circles and refer to counsellors when needed.',
        ],
        activities: ['Peer support circles', 'Counsellor referrals', 'Mental health first aid training'],
      },
      substanceabuse: {
        title: 'Substance Abuse',
        summary: 'Miraa, alcohol and drugs: prevention and recovery.',
        body: [
          'Substance abuse robs families of their young people. We run school talks, sports against drugs and recovery support with rehabilitation centres.',
        ],
        activities: ['School and church talks', 'Sports against drugs', 'Recovery support referrals'],
      },
      reprohealth: {
        title: 'Reproductive Health',
        summary: 'Accurate information and youth-friendly services.',
        body: [
          'Young people deserve accurate information on reproductive health. Our trained peer educators work with youth-friendly clinics across the county.',
        ],
        activities: ['Peer education', 'Menstrual health and sanitary towels', 'Youth-friendly clinic referrals'],
      },
    },
  },
  13: {
    title: 'Climate Action',
    intro: 'Restoring forests and helping farmers adapt to a changing climate.',
    stats: ['Of members farming climate-smart', 'Trees planted since 2019', 'Schools with environment clubs'],
    approach:
      'We plant and care for trees, teach farming that copes with drought and floods, and bring clean energy to homes and schools.',
    categories: {
      reforestation: {
        title: 'Reforestation',
        summary: 'Indigenous trees for the Nyambene and Mount Kenya forests.',
        body: [
          'We raise indigenous seedlings in school nurseries and plant them with the Kenya Forest Service, then return every quarter to care for them.',
        ],
        activities: ['School tree nurseries', 'Planting days with KFS', 'Quarterly care days'],
      },
      smartagriculture: {
        title: 'Climate-Smart Agriculture',
        summary: 'Farming that copes with drought and floods.',
        body: [
          'Mulching, water harvesting and drought-tolerant crops keep harvests steady. Demonstration plots in each chapter show how.',
        ],
        activities: ['Demonstration plots', 'Water harvesting', 'Drought-tolerant seed'],
      },
      renewableenergy: {
        title: 'Renewable Energy',
        summary: 'Solar light and clean cooking.',
        body: [
          'Young technicians learn to install solar systems and sell clean cookstoves, cutting smoke in kitchens and the cutting of trees for firewood.',
        ],
        activities: ['Solar installation training', 'Clean cookstove sales', 'Solar for schools'],
      },
      education: {
        title: 'Environmental Education',
        summary: 'Environment clubs in schools.',
        body: [
          'Environment clubs in 18 schools teach pupils to plant, recycle and care for water sources, and take the message home.',
        ],
        activities: ['School environment clubs', 'Water source protection', 'Recycling competitions'],
      },
    },
  },
};
