/** The privacy notice in Kiswahili: the twin of privacy.ts. */
import type { PrivacyMessages } from './privacy';

export const privacyMessages: PrivacyMessages = {
  title: 'Ilani ya faragha',
  version: (version) => `Toleo ${version}`,
  intro: (name, shortName) =>
    `${name} ("${shortName}", "sisi") ni mdhibiti wa data binafsi inayoelezwa hapa. Tunaishughulikia kwa mujibu wa Sheria ya Ulinzi wa Data, 2019 na kanuni zake. Ilani hii inaeleza tunachokusanya, sababu yake, muda tunaokihifadhi, na haki zako.`,
  collectTitle: 'Tunachokusanya',
  collect: [
    {
      lead: 'Unapojisajili kama mwanachama:',
      text: 'jina lako kamili, nambari ya kitambulisho, nambari ya simu, jinsia, tawi, anwani ya barua pepe ukipenda, na picha ya kadi yako ya uanachama ukipenda.',
    },
    {
      lead: 'Unapolipa:',
      text: 'nambari ya simu ya M-Pesa, kiasi, pamoja na nambari ya muamala na jibu tunalopokea kutoka Safaricom. Hatuoni wala kuhifadhi PIN yako ya M-Pesa kamwe.',
    },
    {
      lead: 'Unapotuandikia:',
      text: 'jina lako, barua pepe, nambari ya simu ukipenda, mada na ujumbe, pamoja na anwani ya mtandao ujumbe ulikotoka (ili kuzuia matumizi mabaya).',
    },
    {
      lead: 'Jumbe tunazokutumia:',
      text: 'SMS na barua pepe kuhusu uanachama wako (ukaribisho, vikumbusho vya kufanya upya uanachama, misimbo ya mara moja), pamoja na wakati zilipotumwa na kama zilifika. Misimbo ya mara moja haihifadhiwi baada ya kutumwa.',
    },
    {
      lead: 'Unapojiandikisha kuhudhuria hafla ("Nitahudhuria"):',
      text: 'jina lako na nambari ya simu, au nambari yako ya uanachama au ya kitambulisho tunayoilinganisha na kumbukumbu yako; hafla yenyewe; msimbo mfupi tunaokutumia kwa SMS; na kama utahudhuria, uko kwenye orodha ya kusubiri au umefuta nafasi yako.',
    },
    {
      lead: 'Unaposajiliwa mlangoni kwenye hafla:',
      text: 'saa, jina lako, nambari ya uanachama na tawi kama yalivyokuwa wakati huo, kama uanachama wako ulikuwa halali, na afisa aliyekusajili.',
    },
    { lead: 'Ridhaa yako:', text: 'ulipokubali ilani hii na toleo lipi.' },
    {
      lead: 'Akaunti za maafisa:',
      text: 'jina la mtumiaji, barua pepe, wadhifa na kumbukumbu ya kuingia na mabadiliko yaliyofanywa kwenye dashibodi.',
    },
  ],
  whyTitle: 'Kwa nini tunaikusanya',
  why: [
    'Nambari yako ya kitambulisho inahakikisha kila mtu anajisajili mara moja tu, na inatuwezesha kuthibitisha kadi ya uanachama inapoonyeshwa.',
    'Nambari yako ya simu inatumika kutuma ombi la malipo la M-Pesa na kuwasiliana nawe kuhusu uanachama na shughuli zetu.',
    'Picha yako inaonekana kwenye kadi yako ya uanachama pekee.',
    'Jumbe za mawasiliano zinatumika kukujibu pekee.',
    'Kujiandikisha kuhudhuria hafla kunakuwekea nafasi: simu yako inapata msimbo wako, kikumbusho siku moja kabla, na ujumbe nafasi ikipatikana kwako. Usajili wa mlangoni unatuwezesha kuhesabu waliohudhuria (wanachama na wageni, kwa kila tawi) kwa ripoti zetu, na kukuonyesha hafla ulizohudhuria kwenye ukurasa wa Pata kadi yangu.',
  ],
  lawfulBases:
    'Misingi ya kisheria ni ridhaa yako wakati wa usajili na utekelezaji wa uanachama unaouomba. Hatuuzi data yako wala kuitumia kwa matangazo.',
  whoTitle: 'Nani anaweza kuiona',
  who: 'Ni maafisa waliochaguliwa wenye akaunti ya dashibodi pekee (mwenyekiti na makamu mwenyekiti) wanaoweza kuona kumbukumbu za wanachama. Mtoa huduma wetu wa seva anatuhifadhia data chini ya makubaliano ya maandishi. Safaricom hupokea nambari ya simu ya malipo ili kushughulikia malipo. Tunatoa data kwa mamlaka pale tu sheria inapotutaka kufanya hivyo.',
  doorOfficials:
    'Kwenye hafla, maafisa wanaowasajili watu mlangoni (pamoja na waratibu wa matawi) wanaweza kuwatafuta waliojiandikisha kwa jina au msimbo; hawaoni nambari za simu hapo.',
  keepTitle: 'Tunaihifadhi kwa muda gani',
  keep: [
    'Kumbukumbu za wanachama: muda wote ukiwa mwanachama na miaka miwili baada ya uanachama wako kuisha, kisha zinafutwa.',
    'Usajili ambao haukulipiwa (ombi la M-Pesa lilishindwa au lilighairiwa): taarifa zako na picha yako vinafutwa baada ya siku 30; inabaki tu kumbukumbu kwamba malipo yalijaribiwa, bila jina, nambari ya kitambulisho wala simu.',
    'Kumbukumbu za malipo: miaka saba, kama inavyotakiwa kwa kumbukumbu za fedha. Ukituomba tufute uanachama wako, malipo yako yanabaki na nambari yako ya uanachama pekee.',
    'Usajili wa hafla na wa mlangoni: wa mwanachama, muda wote kumbukumbu ya mwanachama ipo. Ukituomba tufute uanachama wako, unabaki kwenye takwimu za hafla bila jina lako wala simu. Wa mgeni unabaki kwenye takwimu za hafla, lakini siku 90 baada ya hafla jina lako na nambari yako ya simu huondolewa humo na kwenye SMS tulizokutumia kuihusu; tuandikie nasi tutaviondoa mapema zaidi.',
    'Jumbe za mawasiliano: miezi kumi na miwili.',
  ],
  protectTitle: 'Jinsi tunavyoilinda',
  protect:
    'Data husafiri ikiwa imesimbwa (HTTPS). Manenosiri huhifadhiwa kama heshi za njia moja. Kila badiliko linalofanywa na afisa hurekodiwa kwenye daftari la ukaguzi. Picha husimbwa upya, jambo linaloondoa taarifa za mahali zilizofichwa ndani yake.',
  rightsTitle: 'Haki zako',
  rights:
    'Chini ya kifungu cha 26 cha Sheria hii, unaweza kuomba kujulishwa jinsi data yako inavyotumika, kuiona, kuirekebisha au kuifuta, na kupinga matumizi yake. Unaweza kuondoa ridhaa yako wakati wowote; hilo linamaliza kumbukumbu yako ya uanachama.',
  selfService: {
    before: 'Mengi ya haya unaweza kuyafanya mwenyewe kwenye ukurasa wa ',
    link: 'Pata kadi yangu',
    after:
      ': weka nambari yako ya kitambulisho na nambari ya simu iliyo kwenye uanachama wako, kisha andika msimbo tutakaoutuma kwa simu hiyo. Kisha unaweza:',
  },
  selfActions: [
    {
      lead: 'Pakua taarifa zangu:',
      text: 'kila kitu tulicho nacho kukuhusu (kumbukumbu yako na picha, ridhaa yako, malipo, jumbe tulizokutumia, hafla ulizojiandikisha na ulizohudhuria), kama PDF ya kusoma na kama faili la JSON kwa ajili ya kompyuta. Ukurasa huo pia unaorodhesha hafla ulizohudhuria.',
    },
    {
      lead: 'Rekebisha taarifa zangu:',
      text: 'badilisha anwani yako ya barua pepe na picha papo hapo, na nambari yako ya simu baada ya msimbo kutumwa kwa simu mpya. Kwa jina lako, nambari ya kitambulisho au tawi, wasiliana nasi.',
    },
    {
      lead: 'Futa uanachama wangu:',
      text: 'hutuma ombi. Afisa hulishughulikia ndani ya siku 30: jina lako, nambari ya kitambulisho, simu, barua pepe na picha vinaondolewa, kadi yako inaacha kufanya kazi, na tunakutumia SMS ya mwisho kukujulisha kuwa imekamilika. Tusipoweza kufuta (kwa mfano mzozo ukiwa bado wazi), tutakueleza sababu.',
    },
  ],
  complaint:
    'Usiporidhika na jibu letu, una haki ya kuwasilisha malalamiko kwa Ofisi ya Kamishna wa Ulinzi wa Data (ODPC): www.odpc.go.ke, info@odpc.go.ke.',
  contactTitle: 'Mawasiliano',
  contact: {
    before: 'Mwandikie afisa wetu wa ulinzi wa data kwa ',
    middle: (phone, address) => `, piga simu ${phone}, au tutembelee ${address}. Tunajibu ndani ya siku 7. Unaweza pia kutumia `,
    link: 'fomu yetu ya mawasiliano',
    after: '.',
  },
};
