/**
 * The words of the four SDG cards and their sixteen category pages, in Kiswahili: the twin of
 * sdg-words.ts, with its type (the data they go with is in sdg-goals.ts).
 */
import type { SdgWords } from './sdg-words';

export type { SdgCardWords, SdgCategoryWords, SdgWords } from './sdg-words';

export const sdgWords: SdgWords = {
  1: {
    title: 'Kutokomeza umaskini',
    intro:
      'Kuwasaidia vijana wa Meru kupata mapato ya kudumu kutokana na kilimo, kazi za kidijitali na kuongeza thamani ya mazao.',
    stats: [
      'Ongezeko la wastani wa mapato ya wanachama',
      'Vijana waliofunzwa ujuzi wa kupata mapato',
      'Ya waliofunzwa wameanzisha biashara',
    ],
    approach:
      'Tunaanzia pale vijana walipo — shambani, kwenye simu, sokoni — na kuongeza ujuzi, vifaa na uuzaji wa pamoja ili kazi yao iwalipe zaidi.',
    categories: {
      poultry: {
        title: 'Ufugaji wa kuku',
        summary: 'Kuku wa kienyeji walioboreshwa kwa mapato ya haraka na ya uhakika.',
        body: [
          'Kuku wa kienyeji walioboreshwa hukomaa ndani ya miezi mitano na huuzwa vizuri katika masoko na hoteli za Meru. Vikundi vyetu hununua vifaranga pamoja, hugawana gharama za chanjo na kuuza kwa pamoja.',
          'Kila kikundi kipya hufunzwa kuhusu mabanda, ulishaji na udhibiti wa magonjwa kabla ya kupokea vifaranga vyake vya kwanza.',
        ],
        activities: [
          'Kununua vifaranga kwa pamoja',
          'Siku za chanjo pamoja na madaktari wa mifugo wa kaunti',
          'Kuweka kumbukumbu na kukadiria gharama',
        ],
      },
      digital: {
        title: 'Riziki za kidijitali',
        summary: 'Kazi za mtandaoni na zana za kidijitali kwa vijana wa vijijini.',
        body: [
          'Kwa simu janja au kompyuta ya pamoja, vijana wa Meru wanaweza kupata kazi za mtandaoni, kutangaza biashara zao na kulipwa kwa M-Pesa.',
          'Mafunzo yetu yanahusu majukwaa ya kazi huru, Ajira Digital, usanifu wa michoro na uuzaji wa kidijitali.',
        ],
        activities: [
          'Mafunzo ya kidijitali ya wiki tatu',
          'Kliniki za kila mwezi za kutafuta kazi kwa waliohitimu',
          'Kuazima kompyuta kupitia vituo vya TEHAMA',
        ],
      },
      avocado: {
        title: 'Kilimo cha parachichi',
        summary: 'Parachichi aina ya Hass kwa masoko ya nje.',
        body: [
          'Hali ya hewa ya Meru inafaa sana kwa parachichi aina ya Hass. Tunawasaidia wakulima vijana kubebesha miche, kutunza bustani na kufikia viwango vya masoko ya nje ili wasitegemee madalali shambani.',
        ],
        activities: [
          'Mafunzo ya kubebesha miche na vitalu',
          'Msaada wa kupata vyeti vya kuuza nje',
          'Vikundi vya kuuza kwa pamoja',
        ],
      },
      valueaddition: {
        title: 'Kuongeza thamani',
        summary: 'Kugeuza mazao ghafi kuwa bidhaa zenye faida zaidi.',
        body: [
          'Kuuza bidhaa zilizosindikwa badala ya mazao ghafi huongeza mapato mara kadhaa. Wanachama hujifunza kutengeneza sabuni, mtindi, siagi ya karanga na matunda yaliyokaushwa, na kuzifungasha na kuzipatia leseni.',
        ],
        activities: ['Warsha za kutengeneza bidhaa', 'Kliniki za ufungaji na chapa', 'Mwongozo wa leseni za KEBS na kaunti'],
      },
    },
  },
  8: {
    title: 'Kazi zenye staha na ukuaji wa uchumi',
    intro: 'Kufungua milango ya ajira za haki na kukuza biashara zinazoongozwa na vijana kote kaunti.',
    stats: ['Ya wanachama wamepata kazi mpya', 'Vijana waliopata ajira au mafunzo kazini', 'Biashara za vijana zilizosaidiwa'],
    approach:
      'Tunaunganisha ujuzi na ajira halisi: tunawaleta waajiri kwa vijana, tunasaidia biashara kujipanga, na tunahimiza kazi zinazolinda ardhi ambayo Meru inaitegemea.',
    categories: {
      ecoservices: {
        title: 'Huduma za mazingira',
        summary: 'Ajira za kijani katika taka, urejelezaji na upambaji wa mandhari.',
        body: [
          'Ukusanyaji wa taka, urejelezaji na upambaji wa mandhari hutoa kazi katika kila mji. Vikundi vyetu huendesha njia za kukusanya taka na kuuza plastiki iliyochambuliwa kwa warejelezaji.',
        ],
        activities: ['Vikundi vya kukusanya taka', 'Ushirikiano na warejelezaji', 'Biashara za vitalu vya miti'],
      },
      artisan: {
        title: 'Kazi za mikono',
        summary: 'Kazi za mikono zinazouzika: vikapu, shanga na ushonaji.',
        body: [
          'Mafundi stadi mara nyingi hukosa wanunuzi. Tunatoa mafunzo ya ubunifu na upangaji bei, na kuwaunganisha mafundi na maduka, masoko ya watalii na wanunuzi wa mtandaoni.',
        ],
        activities: ['Warsha za ubunifu na ubora', 'Siku za soko mjini Meru', 'Kufungua duka la mtandaoni'],
      },
      cooperatives: {
        title: 'Vyama vya ushirika vya vijana',
        summary: 'Kuweka akiba na kuuza kwa pamoja.',
        body: [
          'Chama cha ushirika kilichosajiliwa kinaweza kukopa, kununua kwa jumla na kushinda zabuni ambazo kijana mmoja hawezi. Tunaviongoza vikundi kutoka kikundi cha akiba hadi chama cha ushirika kilichosajiliwa.',
        ],
        activities: ['Akiba na mikopo ya vikundi', 'Msaada wa kusajili vyama vya ushirika', 'Mafunzo ya utunzaji wa hesabu'],
      },
      tourism: {
        title: 'Utalii wa kijamii',
        summary: 'Kuwaonyesha wageni milima, misitu na utamaduni wa Meru.',
        body: [
          'Mbuga ya Kitaifa ya Meru, milima ya Nyambene na Mlima Kenya huvutia wageni. Vijana wanaweza kupata riziki kama waongozaji watalii, wapishi na wenyeji wakipata mafunzo yanayofaa.',
        ],
        activities: [
          'Mafunzo ya kuongoza watalii',
          'Viwango vya kuwakaribisha wageni nyumbani',
          'Hafla za kitamaduni kwa wageni',
        ],
      },
    },
  },
  3: {
    title: 'Afya bora na ustawi',
    intro: 'Kuwafikishia vijana na familia zao huduma za uchunguzi wa afya, taarifa na msaada.',
    stats: [
      'Ongezeko la vijana wanaotafuta huduma za afya',
      'Watu waliofikiwa na kampeni za afya',
      'Kupungua kwa matumizi ya dawa za kulevya katika wadi tunazolenga',
    ],
    approach:
      'Tunapeleka huduma za afya masokoni, shuleni na makanisani, na tunawafunza waelimishaji rika ili mazungumzo ya wazi kuhusu afya yaendelee hata kambi ikiondoka.',
    categories: {
      cancer: {
        title: 'Uhamasishaji kuhusu saratani',
        summary: 'Uchunguzi na kugundua mapema.',
        body: [
          'Saratani ya mlango wa kizazi na ya matiti inatibika ikigunduliwa mapema. Tunaendesha siku za uchunguzi pamoja na hospitali za kaunti na kuwaeleza wazazi kuhusu chanjo ya bure ya HPV.',
        ],
        activities: ['Siku za uchunguzi', 'Taarifa kuhusu chanjo ya HPV', 'Vikundi vya msaada kwa walionusurika'],
      },
      mentalhealth: {
        title: 'Afya ya akili',
        summary: 'Kuzungumza kwa uwazi na kupata msaada.',
        body: [
          'Ukosefu wa ajira, mitihani na misiba huwalemea vijana. Wasaidizi rika waliofunzwa huendesha vikundi salama vya mazungumzo na kuwaelekeza kwa washauri inapohitajika.',
        ],
        activities: [
          'Vikundi vya msaada wa rika',
          'Kuwaelekeza kwa washauri nasaha',
          'Mafunzo ya huduma ya kwanza ya afya ya akili',
        ],
      },
      substanceabuse: {
        title: 'Matumizi mabaya ya dawa za kulevya',
        summary: 'Miraa, pombe na dawa za kulevya: kuzuia na kupona.',
        body: [
          "Matumizi mabaya ya dawa za kulevya huzinyang'anya familia vijana wao. Tunaendesha mazungumzo shuleni, michezo ya kupinga dawa za kulevya na msaada wa kupona pamoja na vituo vya urekebishaji.",
        ],
        activities: [
          'Mazungumzo shuleni na makanisani',
          'Michezo ya kupinga dawa za kulevya',
          'Kuwaelekeza kwenye msaada wa kupona',
        ],
      },
      reprohealth: {
        title: 'Afya ya uzazi',
        summary: 'Taarifa sahihi na huduma rafiki kwa vijana.',
        body: [
          'Vijana wanastahili taarifa sahihi kuhusu afya ya uzazi. Waelimishaji rika wetu waliofunzwa hushirikiana na kliniki rafiki kwa vijana kote kaunti.',
        ],
        activities: ['Elimu ya rika', 'Afya ya hedhi na taulo za kike', 'Kuwaelekeza kwenye kliniki rafiki kwa vijana'],
      },
    },
  },
  13: {
    title: 'Kulinda mazingira',
    intro: 'Kurejesha misitu na kuwasaidia wakulima kukabiliana na mabadiliko ya tabianchi.',
    stats: [
      'Ya wanachama wanalima kwa mbinu zinazostahimili tabianchi',
      'Miti iliyopandwa tangu 2019',
      'Shule zenye vilabu vya mazingira',
    ],
    approach:
      'Tunapanda na kutunza miti, tunafundisha kilimo kinachostahimili ukame na mafuriko, na tunafikisha nishati safi majumbani na shuleni.',
    categories: {
      reforestation: {
        title: 'Kupanda misitu upya',
        summary: 'Miti ya asili kwa misitu ya Nyambene na Mlima Kenya.',
        body: [
          'Tunakuza miche ya miti ya asili katika vitalu vya shule na kuipanda pamoja na Shirika la Huduma ya Misitu Kenya (KFS), kisha tunarudi kila robo mwaka kuitunza.',
        ],
        activities: ['Vitalu vya miti shuleni', 'Siku za upandaji pamoja na KFS', 'Siku za utunzaji kila robo mwaka'],
      },
      smartagriculture: {
        title: 'Kilimo kinachostahimili tabianchi',
        summary: 'Kilimo kinachostahimili ukame na mafuriko.',
        body: [
          'Matandazo, uvunaji wa maji ya mvua na mazao yanayostahimili ukame huhakikisha mavuno thabiti. Mashamba ya maonyesho katika kila tawi yanaonyesha jinsi ya kufanya hivyo.',
        ],
        activities: ['Mashamba ya maonyesho', 'Uvunaji wa maji ya mvua', 'Mbegu zinazostahimili ukame'],
      },
      renewableenergy: {
        title: 'Nishati mbadala',
        summary: 'Taa za sola na upishi safi.',
        body: [
          'Mafundi vijana hujifunza kuweka mifumo ya nishati ya jua na kuuza majiko safi, hivyo kupunguza moshi jikoni na ukataji wa miti kwa ajili ya kuni.',
        ],
        activities: ['Mafunzo ya kuweka mifumo ya jua', 'Uuzaji wa majiko safi', 'Nishati ya jua kwa shule'],
      },
      education: {
        title: 'Elimu ya mazingira',
        summary: 'Vilabu vya mazingira shuleni.',
        body: [
          'Vilabu vya mazingira katika shule 18 vinawafundisha wanafunzi kupanda miti, kurejeleza taka na kutunza vyanzo vya maji, nao hupeleka ujumbe huo nyumbani.',
        ],
        activities: ['Vilabu vya mazingira shuleni', 'Kulinda vyanzo vya maji', 'Mashindano ya urejelezaji'],
      },
    },
  },
};
