/** The About page's words in Kiswahili: the twin of about.ts. */
import type { AboutMessages } from './about';

/** "mawili", "manne" …: numbers agreeing with nouns of the ma- class (matawi, makundi); digits past ten. */
const maCount = (n: number): string =>
  ['sifuri', 'moja', 'mawili', 'matatu', 'manne', 'matano', 'sita', 'saba', 'manane', 'tisa', 'kumi'][n] ?? String(n);

export const aboutMessages: AboutMessages = {
  title: 'Kuhusu Meru Youth Voice',
  subtitle: 'Vuguvugu la vijana wa Kaunti ya Meru, linaloongozwa na vijana wenyewe.',
  whoWeAre: 'Sisi ni nani',
  whoWeAreText: (name, shortName, members, chapters) =>
    `${name} (${shortName}) ni shirika la vijana lisilo la kiserikali wala la kisiasa, lililoanzishwa katika Kaunti ya Meru, Kenya. Tunawaleta pamoja zaidi ya wanachama ${members} waliosajiliwa katika ${chapters === 1 ? 'tawi moja la kikanda' : `matawi ${maCount(chapters)} ya kikanda`}, wanaoamini kwamba vijana wanaweza kutatua matatizo yanayozikabili jamii zao — ukosefu wa ajira, umaskini, magonjwa na mabadiliko ya tabianchi — wanaposhirikiana.`,
  whatWeDoText:
    'Tunawaunganisha na kuwawezesha vijana, tunakuza kujitegemea kifedha, tunahimiza umoja na kukabili changamoto za kijamii, tukishirikiana na serikali ya kaunti, shule, hospitali na wafanyabiashara.',
  whoWeAreAlt: 'Wanachama wa matawi manne wakiwa wamekusanyika kwenye kilima huko Meru',
  statements: 'Kauli mbiu, dhamira na maono',
  motto: 'Kauli mbiu yetu',
  mottoText: 'Kupaza sauti na kuunda fursa',
  mission: 'Dhamira yetu',
  missionText:
    'Kuwaunganisha na kuwawezesha vijana ili wajitegemee kifedha, kukuza umoja na kukabili changamoto za kijamii zinazowakabili vijana na jamii zao.',
  vision: 'Maono yetu',
  visionText:
    'Vijana wa Kaunti ya Meru waliowezeshwa, wenye umoja na wanaojitegemea, wanaoshiriki maamuzi yanayogusa maisha yao.',
  regionalGroups: (chapters) => (chapters === 1 ? 'Tawi letu la kikanda' : `Matawi yetu ${maCount(chapters)} ya kikanda`),
  chapterNotes: {
    'Igembe Youth Voice': 'Maua, Kangeta na Laare — eneo la miraa, ambapo tunaendesha kambi za afya na mafunzo ya kidijitali.',
    'Tigania Youth Voice': 'Muthara, Kianjai na Mikinduri — vitalu vya miti kwenye milima ya Nyambene na msaada kwa shule.',
    'Imenti Youth Voice': 'Mji wa Meru, Nkubu na Kariene — makao yetu makuu, na programu za biashara na ajira.',
    'Buuri Youth Voice':
      "Timau, Kibirichia na Ruiri — vikundi vya kilimo cha parachichi na ufugaji wa ng'ombe wa maziwa, na afya ya wanawake.",
  },
  meetTheTeam: 'Kutana na timu yetu ya uongozi',
  goals: 'Malengo yetu ya Maendeleo Endelevu',
  focusCategories: 'Maeneo tunayoyalenga',
  approach: 'Mbinu yetu',
  showLess: 'Onyesha kidogo',
  readMore: 'Soma zaidi',
  aboutGoal: (goal) => ` kuhusu SDG ${goal}`,
  keyAchievements: 'Mafanikio makuu',
  constitution: 'Katiba yetu',
  constitutionText: 'Soma jinsi tunavyoongozwa: uanachama, uchaguzi, fedha na majukumu ya maafisa.',
  downloadConstitution: 'Pakua katiba (PDF)',
  join: (members) => `Jiunge na vijana ${members} wanaoleta mabadiliko`,
  joinText: 'Usajili huchukua dakika tano na ada ni Ksh 200, unayolipa kwa M-Pesa.',
  becomeMember: 'Kuwa mwanachama',
};
