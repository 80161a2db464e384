/** The home page's words in Kiswahili: the twin of home.ts. */
import type { HomeMessages } from './home';

export const homeMessages: HomeMessages = {
  highlights: 'Mambo muhimu',
  heroSlides: [
    {
      title: 'Kupaza Sauti, Kuunda Fursa',
      text: 'Meru Youth Voice inawaunganisha vijana kutoka Igembe, Tigania, Imenti na Buuri ili wajenge riziki zao, wapaze sauti zao na wazihudumie jamii zao.',
      cta: 'Kuwa mwanachama',
    },
    {
      title: 'Ujuzi Unaolipa, Karibu na Nyumbani',
      text: 'Mafunzo ya kidijitali, mafunzo ya kilimo biashara na msaada kwa wajasiriamali huwasaidia vijana wa Meru kupata mapato ya kudumu.',
      cta: 'Tufahamu zaidi',
    },
    {
      title: 'Kuzihudumia Jamii Zetu',
      text: 'Kambi za matibabu, upandaji miti na kampeni za kurudi shuleni — zinazoendeshwa na vijana wa kujitolea kote Kaunti ya Meru.',
      cta: 'Shirikiana nasi',
    },
  ],
  whatWeDo: 'Tunachofanya',
  infoCards: [
    {
      title: 'Kuwawezesha kiuchumi',
      text: 'Mafunzo ya kilimo biashara, kazi za kidijitali na kuongeza thamani ya mazao, pamoja na vikundi vya akiba na vyama vya ushirika vinavyowasaidia vijana kupata mapato na kuweka akiba.',
    },
    {
      title: 'Utetezi',
      text: 'Tunafikisha vipaumbele vya vijana kwenye vikao vya bajeti ya kaunti na mabaraza ya ushirikishwaji wa umma, na tunawakumbusha viongozi ahadi zao.',
    },
    {
      title: 'Elimu ya afya',
      text: 'Kambi za matibabu, uchunguzi wa saratani, vikundi vya afya ya akili na mazungumzo ya wazi kuhusu dawa za kulevya na afya ya uzazi.',
    },
  ],
  whyUs: 'Kwa nini Meru Youth Voice?',
  whyUsLead: 'Kazi yetu inafuata Malengo ya Maendeleo Endelevu ya Umoja wa Mataifa yaliyo muhimu zaidi kwa vijana wa Meru.',
  whyUsGoals: [
    { title: 'Kutokomeza umaskini', text: 'Ujuzi wa kupata mapato na biashara kwa vijana.' },
    { title: 'Afya bora', text: 'Uchunguzi wa afya, uhamasishaji na msaada wa vijana wenzao.' },
    { title: 'Elimu bora', text: 'Mafunzo, ushauri na msaada kwa shule.' },
    { title: 'Kazi zenye staha', text: 'Maonyesho ya ajira, nafasi za mafunzo kazini na vyama vya ushirika.' },
    { title: 'Kulinda mazingira', text: 'Upandaji miti na kilimo kinachostahimili mabadiliko ya tabianchi.' },
    { title: 'Taasisi imara', text: 'Sauti za vijana katika maamuzi ya kaunti.' },
  ],
  learnMore: 'Tufahamu zaidi',
  milestones: 'Hatua tulizopiga',
  registeredMembers: 'Wanachama waliosajiliwa',
  youthEmpowerment: 'Kuwawezesha vijana',
  youthTrained: 'Vijana 750+ wamefunzwa ujuzi wa kupata mapato',
  socialChange: 'Mabadiliko katika jamii',
  livesTouched: 'Maisha 1,300+ yameguswa na miradi yetu',
  focusAreas: 'Saidia maeneo tunayoyapa kipaumbele',
  focusAreaCards: [
    {
      title: 'Afya',
      text: 'Gharamia kambi ya matibabu: Ksh 500 zinatosha kumpima mkazi mmoja shinikizo la damu, sukari na macho.',
    },
    { title: 'Mafunzo', text: 'Mlipie kijana nafasi katika mafunzo ya ujuzi wa kidijitali na umsaidie kupata mapato mtandaoni.' },
    {
      title: 'Kutokomeza njaa',
      text: 'Saidia vikundi vya kilimo vya vijana kwa mbegu, vifaranga na miche ya parachichi iliyobebeshwa.',
    },
  ],
  donate: 'Changia',
  donateTo: (area) => ` kwa ${area}`,
  tabs: { news: 'Habari', events: 'Hafla zijazo' },
  happening: 'Kinachoendelea',
  tabsLabel: 'Habari na hafla',
  newsLabel: 'habari',
  viewAll: 'Tazama zote',
  viewAllWhat: { news: ' habari', events: ' hafla' },
  voices: 'Sauti za wanachama wetu',
  testimonialsLabel: 'Shuhuda za wanachama',
  testimonials: [
    {
      quote:
        'Mafunzo ya ujuzi wa kidijitali yalibadilisha maisha yangu. Sasa ninabuni nembo na matangazo ya mitandao ya kijamii kwa wateja wa Nairobi na nje ya nchi, nikiwa hapa hapa Maua.',
      role: 'Mbunifu anayejiajiri, tawi la Igembe',
    },
    {
      quote:
        'Kupitia warsha ya parachichi, kikundi chetu kilijifunza kupanga matunda kwa madaraja na kuuza pamoja. Hatuwasubiri tena madalali shambani.',
      role: 'Mkulima kijana, tawi la Buuri',
    },
    {
      quote: 'MYV ilinipa ujasiri wa kuzungumza kwenye vikao vya bajeti ya kaunti. Hatimaye vijana wanasikilizwa Meru.',
      role: 'Kiongozi wa vijana wa wadi, tawi la Tigania',
    },
  ],
};
