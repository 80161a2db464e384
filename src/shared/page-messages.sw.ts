/**
 * The shared words of the public pages in Kiswahili: the twin of page-messages.ts, with the same
 * keys and parameters (the compiler checks both). Terms as in docs/kiswahili-glossary.md.
 */
import type { PageMessages } from './page-messages';

export const pageMessages: PageMessages = {
  layout: {
    nav: {
      home: 'Mwanzo',
      about: 'Kuhusu sisi',
      events: 'Hafla',
      achievements: 'Mafanikio',
      updates: 'Habari',
      gallery: 'Picha',
      team: 'Timu yetu',
      contact: 'Wasiliana nasi',
      join: 'Jiunge nasi',
      privacy: 'Ilani ya faragha',
    },
    mainNav: 'Menyu kuu',
    openMenu: 'Fungua menyu',
    closeMenu: 'Funga menyu',
    register: 'Jisajili',
    renew: 'Fanya upya uanachama',
    // The county by its Kiswahili name: identity.county is the English one.
    tagline: () =>
      'Tunawaunganisha na kuwawezesha vijana wa Kaunti ya Meru ili wajitegemee kifedha, wawe na umoja na jamii yenye afya bora.',
    socialMedia: 'Mitandao ya kijamii',
    footerNav: 'Viungo vya chini',
    quickLinks: 'Viungo vya haraka',
    ourChapters: 'Matawi yetu',
    contactUs: 'Wasiliana nasi',
    rights: (year, name) => `© ${year} ${name}. Haki zote zimehifadhiwa.`,
    websiteBy: 'Tovuti imetengenezwa na',
    badgeLabel: '100% NGO — Changia',
    badgeDonate: 'Changia',
    scrollTop: 'Rudi juu',
    skipToContent: 'Ruka hadi maudhui',
    loading: 'Inapakia…',
  },
  office: {
    building: 'Ntara Plaza, ghorofa ya pili',
    postal: 'S.L.P. 1214-60200, Meru',
    hours: [
      { days: 'Jumatatu – Ijumaa', hours: 'saa 2:00 asubuhi – saa 11:00 jioni' },
      { days: 'Jumamosi', hours: 'saa 3:00 asubuhi – saa 7:00 mchana' },
      { days: 'Jumapili', hours: 'Tumefunga' },
    ],
  },
  components: {
    opensInNewTab: (network) => `${network} (hufunguka kwenye kichupo kipya)`,
    loadingWhat: (what) => `Inapakia ${what}…`,
    loadFailed: (what) => `Hatukuweza kupakia ${what}. Angalia mtandao wako kisha ujaribu tena.`,
    tryAgain: 'Jaribu tena',
  },
  notFound: {
    title: 'Ukurasa haupatikani',
    text: 'Ukurasa unaoutafuta haupo au umehamishwa.',
    home: 'Nenda ukurasa wa mwanzo',
  },
  meta: {
    home: {
      title: 'Kupaza sauti na kuunda fursa',
      description:
        'Meru Youth Voice inawaunganisha vijana wa Igembe, Tigania, Imenti na Buuri kwa ajira, afya, elimu na utunzaji wa mazingira katika Kaunti ya Meru, Kenya.',
    },
    about: {
      title: 'Kuhusu sisi',
      description:
        'Sisi ni nani, dhamira na maono yetu, matawi yetu manne na Malengo ya Maendeleo Endelevu tunayoshughulikia katika Kaunti ya Meru.',
    },
    achievements: {
      title: 'Mafanikio',
      description:
        'Miradi na matokeo ya Meru Youth Voice: kambi za matibabu, mafunzo ya kidijitali, upandaji miti, kampeni za misaada na makongamano.',
    },
    events: {
      title: 'Hafla',
      description:
        'Warsha, maonyesho ya ajira, siku za kuwasilisha mawazo ya biashara, kambi za uongozi na hafla za jamii kote Kaunti ya Meru.',
    },
    gallery: {
      title: 'Picha',
      description: 'Picha za ziara zetu za jamii, mikutano, warsha, mabaraza ya uongozi na hafla kote Kaunti ya Meru.',
    },
    contact: {
      title: 'Wasiliana nasi',
      description:
        'Wasiliana na Meru Youth Voice: tuandikie, tupigie simu, tembelea ofisi yetu mjini Meru au changia kwa Pay Bill ya M-Pesa.',
    },
    structure: {
      title: 'Timu yetu',
      description: 'Uongozi wa Meru Youth Voice, kuanzia mwenyekiti na kamati kuu hadi waratibu wa maeneo na idara mbalimbali.',
    },
    privacy: {
      title: 'Ilani ya faragha',
      description:
        'Jinsi Meru Youth Voice inavyokusanya, kutumia, kuhifadhi na kulinda data binafsi chini ya Sheria ya Ulinzi wa Data ya Kenya, 2019.',
    },
    membership: {
      title: 'Kuwa mwanachama',
      description: 'Jisajili kama mwanachama wa Meru Youth Voice na ulipe ada ya Ksh 200 kwa M-Pesa.',
    },
    donate: {
      title: 'Changia',
      description: 'Saidia vijana wa Kaunti ya Meru: changia Meru Youth Voice kwa M-Pesa na upokee risiti kwa SMS.',
    },
    unauthorized: { title: 'Huna ruhusa', description: 'Huna ruhusa ya kufikia sehemu hii.' },
    renew: {
      title: 'Fanya upya uanachama wako',
      description: 'Fanya upya uanachama wako wa Meru Youth Voice kwa Ksh 200 kupitia M-Pesa na upakue kadi yako mpya.',
    },
    myCard: {
      title: 'Pata kadi yako tena',
      description: 'Pakua tena kadi yako ya uanachama wa Meru Youth Voice kwa msimbo utakaotumiwa kwa SMS.',
    },
    verify: {
      title: 'Uthibitisho wa kadi',
      description: 'Thibitisha kama kadi ya uanachama au ya uongozi ya Meru Youth Voice ni halali.',
    },
    rsvp: { title: 'Nafasi yako', description: 'Nafasi yako kwenye hafla ya Meru Youth Voice.' },
    event: { title: 'Hafla', description: 'Hafla ya Meru Youth Voice.' },
    update: { title: 'Habari', description: 'Habari kutoka Meru Youth Voice.' },
    notFound: { description: 'Ukurasa unaoutafuta haupo au umehamishwa.' },
  },
};
