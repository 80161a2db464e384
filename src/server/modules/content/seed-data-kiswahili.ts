/**
 * The Kiswahili version of the starting events and updates (seed-data.ts), by slug: what a new
 * site shows on its /sw pages. Written as the organisation writes to its members
 * (docs/kiswahili-glossary.md); links inside a body lead to the Kiswahili pages (/sw/...).
 * The gallery's starting photos have none: the Kiswahili gallery shows their English captions.
 */
export interface SeedKiswahili {
  title: string;
  excerpt: string;
  /** Markdown, rendered and sanitised like the English body. */
  body: string;
  /**
   * An event's place, an update's impact line: twins of their own, outside the version. Place
   * names stay as they are; a place that is only a name (a university, a hall) has none, so the
   * Kiswahili pages show the English one marked lang="en".
   */
  location?: string;
  impact?: string;
}

export const seedKiswahili: Record<string, SeedKiswahili> = {
  // Events
  'avocado-value-chain-workshop': {
    title: 'Warsha ya Mnyororo wa Thamani wa Parachichi',
    excerpt:
      'Kupandikiza, viwango vya soko la nje na uuzaji wa pamoja wa parachichi aina ya Hass kwa wakulima vijana, pamoja na wataalamu wa kilimo wa kaunti.',
    body: 'Meru ni mojawapo ya maeneo yanayozalisha parachichi kwa wingi zaidi nchini Kenya, lakini wakulima vijana wengi huuza kwa madalali shambani. Warsha hii inaonyesha jinsi ya kufikia viwango vya soko la nje na kuuza kwa pamoja.\n\nWataalamu wa kilimo wa kaunti na msafirishaji wa parachichi kutoka Meru watafundisha kupandikiza, kudhibiti wadudu, kuvuna matunda yakiwa yamekomaa vizuri na nyaraka ambazo wanunuzi huhitaji.\n\n## Ratiba\n\n- Maonyesho ya kupandikiza\n- Viwango vya soko la nje na ufuatiliaji wa mazao\n- Kuunda kikundi cha uuzaji\n- Maswali kwa wanunuzi',
    location: 'Kaaga Social Hall, mjini Meru',
  },
  'youth-business-pitch-day': {
    title: 'Siku ya Vijana Kuwasilisha Mawazo ya Biashara',
    excerpt:
      'Biashara ishirini zinazoendeshwa na vijana zinawasilishwa kwa wawekezaji na hazina ya biashara ya kaunti ili kupata ruzuku ya kuanzia ya hadi Ksh 150,000.',
    body: 'Wanachama walioteuliwa wataeleza biashara zao kwa dakika tano mbele ya jopo la wawekezaji, wafanyakazi wa benki na hazina ya biashara ya kaunti.\n\nKila mshiriki atapokea maoni yaliyoandikwa; watano bora watapata ruzuku ya kuanzia na ushauri kwa miezi sita.\n\n## Ratiba\n\n- Mafunzo ya kuwasilisha\n- Mawasilisho ishirini ya dakika tano\n- Maoni ya jopo\n- Tuzo na kufahamiana',
  },
  'meru-youth-career-fair': {
    title: 'Maonyesho ya Ajira kwa Vijana wa Meru',
    excerpt:
      'Waajiri, vyuo vya TVET na mashirika ya serikali mahali pamoja: mahojiano papo hapo, ushauri kuhusu CV na usajili wa mafunzo kazini.',
    body: 'Waajiri na taasisi zaidi ya thelathini watakuwepo, kuanzia benki na viwanda vya chai hadi bodi ya utumishi wa umma ya kaunti.\n\nLeta nakala za CV yako na kitambulisho chako cha taifa. Wajitolea wetu watatoa ushauri wa bure kuhusu CV siku nzima.\n\n## Ratiba\n\n- Ushauri kuhusu CV\n- Mabanda ya waajiri na mahojiano\n- Mazungumzo kuhusu uanagenzi na KUCCPS\n- Usajili wa mafunzo kazini',
    location: 'Uwanja wa maonyesho wa Meru',
  },
  'meru-town-clean-up': {
    title: 'Siku ya Kusafisha Mji wa Meru na Kuchakata Taka',
    excerpt:
      'Asubuhi ya kusafisha katikati ya mji na kupanga taka za kuchakatwa, pamoja na mazungumzo kuhusu kugeuza taka za plastiki kuwa kipato.',
    body: 'Jiunge na wanachama kutoka kila tawi kusafisha masoko na mitaro ya Meru kabla ya mvua kuanza.\n\nPlastiki itakayokusanywa itapelekwa kwa kikundi cha vijana kinachochakata taka huko Makutano, ambacho kitaonyesha jinsi taka zinavyoweza kuwa kipato.\n\n## Ratiba\n\n- Maelekezo na vifaa\n- Usafi katika maeneo matano\n- Kupanga taka za kuchakatwa\n- Mazungumzo: taka kama biashara',
    location: 'Mjini Meru, kuanzia soko la Gakoromone',
  },
  'igembe-leadership-bootcamp': {
    title: 'Kambi ya Mafunzo ya Uongozi Igembe',
    excerpt:
      'Siku ya mafunzo ya kuzungumza hadharani, ushiriki wa umma na kutatua migogoro kwa viongozi wa vijana wa wadi na kaunti ndogo.',
    body: 'Kwa viongozi wetu wa wadi na kaunti ndogo, na yeyote anayetaka kuongoza: jinsi bajeti za kaunti zinavyofanya kazi, jinsi ya kuzungumza katika vikao vya ushiriki wa umma na jinsi ya kutatua migogoro katika kikundi.\n\n## Ratiba\n\n- Mazoezi ya kuzungumza hadharani\n- Mzunguko wa bajeti ya kaunti ukielezwa\n- Kutatua migogoro\n- Kupanga shughuli za wadi',
  },
  'christmas-charity-drive': {
    title: 'Kampeni ya Krismasi ya Kusaidia Makao ya Watoto',
    excerpt: 'Wanachama wanakusanya chakula, nguo na vifaa vya shule, na kukaa siku nzima na watoto katika makao matatu.',
    body: 'Kila Desemba wanachama wetu hutembelea makao ya watoto wakiwa na chakula, nguo na vifaa vya shule, na hukaa nao siku nzima wakicheza, wakipika na kusoma pamoja.\n\nMichango inapokelewa katika ofisi yetu na kupitia Pay Bill yetu hadi 17 Desemba.\n\n## Ratiba\n\n- Kukusanya michango ofisini\n- Kutembelea makao matatu\n- Chakula cha mchana pamoja\n- Michezo na kusoma',
    location: 'Makao ya watoto katika Imenti Kaskazini na Buuri',
  },

  // Updates
  'maua-free-medical-camp': {
    title: 'Kambi ya Matibabu ya Bure Yawafikia Wakazi 420 Maua',
    excerpt:
      'Wajitolea wa tawi la Igembe na wahudumu wa afya kutoka Maua Methodist Hospital walitoa uchunguzi wa afya, vipimo na dawa bila malipo kwa siku nzima katika uwanja wa Maua.',
    body: 'Jumamosi tarehe 15 Machi tawi letu la Igembe liligeuza uwanja wa Maua kuwa kliniki ya siku moja. Wahudumu wa afya kumi na wawili kutoka Maua Methodist Hospital na wajitolea wetu 38 waliwahudumia wakazi 420 kuanzia saa 2 asubuhi hadi saa 11 jioni.\n\n## Huduma tulizotoa\n\n- Kupima shinikizo la damu na kiwango cha sukari\n- Kupima macho, na miwani 140 ya kusomea ikatolewa\n- Uchunguzi wa meno\n- Kupima VVU na ushauri nasaha\n\nWatu sitini na watatu walionekana kuhitaji matibabu zaidi. Badala ya kuwapa barua tu, wajitolea walimwekea kila mmoja miadi hospitalini na kumpigia simu wiki moja baadaye kuhakikisha alienda.\n\n> "Sikuwa nimepima shinikizo la damu kwa miaka mitano. Leo najua lazima nianze matibabu." — mwendesha boda boda kutoka Kiengu\n\nKliniki ya ufuatiliaji imepangwa mwezi Juni. Ikiwa wewe ni mhudumu wa afya na ungependa kujitolea, tafadhali [tuandikie](/sw/contact).',
    impact: 'Wakazi 420 walipimwa afya, 63 walipewa rufaa ya matibabu zaidi',
  },
  'digital-skills-bootcamp': {
    title: 'Kambi ya Ujuzi wa Kidijitali Yafunza Vijana 85',
    excerpt:
      'Kambi ya wiki tatu katika Meru National Polytechnic ilifundisha kazi za mtandaoni, misingi ya uandishi wa programu na masoko ya kidijitali kwa vijana kutoka matawi yote manne.',
    body: 'Vijana themanini na watano kutoka matawi yote manne walikaa wiki tatu katika Meru National Polytechnic wakijifunza ujuzi unaolipa: kazi za mtandaoni, misingi ya kutengeneza tovuti na masoko ya kidijitali kwa biashara ndogo.\n\n## Kutoka mafunzo hadi kipato\n\nMiezi miwili baada ya kuhitimu, 31 kati yao wanapata kipato kutokana na kazi za mtandaoni, na biashara ndogo 12 zinazoendeshwa na washiriki sasa zinapokea oda kupitia WhatsApp Business na Instagram.\n\nWashiriki hawakulipa chochote. Vituo vya teknolojia vya hapa Meru viliwaazima kompyuta, na chuo kilifungua maabara yake wikendi.\n\nWahitimu sasa hukutana Jumamosi ya kwanza ya kila mwezi kupashana habari za kazi na kukagua kazi za wenzao. Usajili wa kundi lijalo utafunguliwa Januari: fuatilia [ukurasa wa hafla](/sw/events).',
    impact: 'Wahitimu 85, 31 wanapata kipato mtandaoni ndani ya miezi miwili',
  },
  'nyambene-tree-planting': {
    title: 'Miti 10,000 ya Kiasili Yapandwa Katika Milima ya Nyambene',
    excerpt:
      'Wanachama, shule na Kenya Forest Service walirejesha mteremko ulioharibika wa msitu wa Nyambene kwa miche ya kiasili tuliyootesha katika vitalu vyetu wenyewe.',
    body: 'Wajitolea mia mbili na sitini kutoka shule tisa na matawi matatu walipanda miche 10,000 ya kiasili kwenye mteremko ulioharibika wa Hifadhi ya Msitu wa Nyambene, pamoja na Kenya Forest Service.\n\n## Miche tuliyootesha wenyewe\n\nMiche hiyo ya aina nne za miti ya kiasili (meru oak, mzeituni wa Kiafrika, croton na podo) ilitoka katika vitalu ambavyo wanachama wetu huendesha pamoja na shule tatu za Tigania. Kila shule sasa huwauzia wakulima miche inayobaki, na fedha hizo hulipia msimu unaofuata.\n\nMiezi sita baadaye, maafisa wa misitu walihesabu miti 8,200 iliyo hai: asilimia 82 ya miche ilistawi. Siku za utunzaji kila baada ya miezi mitatu huhakikisha miti michanga inapaliliwa na kuwekewa matandazo.',
    impact: 'Miche 10,000 ilipandwa, asilimia 82 ilikuwa hai baada ya miezi sita',
  },
  'back-to-school-drive': {
    title: 'Kampeni ya Kurudi Shuleni Yawapa Wanafunzi 300 wa Tigania Vifaa',
    excerpt:
      'Michango ya wanachama na wafanyabiashara wa hapa ilinunua sare, vitabu na sodo kwa wanafunzi kutoka familia zisizojiweza katika shule tano za msingi.',
    body: 'Kila Januari baadhi ya watoto hubaki nyumbani kwa sababu hawana sare au vitabu. Mwaka huu kila mwanachama alichangia Ksh 100 na wafanyabiashara wa hapa wakachangia kiasi sawa, ili wanafunzi 300 katika shule tano za msingi za Tigania Magharibi waanze muhula wakiwa tayari.\n\n## Wasichana wanabaki shuleni\n\nWasichana mia moja na ishirini walipokea sodo za mwaka mzima pamoja na mazungumzo kuhusu afya ya hedhi kutoka kwa wajitolea wetu wa afya. Walimu wakuu waliripoti mahudhurio bora katika shule zote tano muhula uliofuata.\n\nUngependa kumfadhili mwanafunzi mwaka ujao? Maelezo ya Pay Bill yetu yako kwenye [ukurasa wa mawasiliano](/sw/contact).',
    impact: 'Wanafunzi 300 walipata vifaa vya shule, wasichana 120 walipata sodo za mwaka mzima',
  },
  'meru-youth-leadership-summit': {
    title: 'Kongamano la Uongozi wa Vijana wa Meru Lawaleta Pamoja Vijana 600',
    excerpt:
      'Katika Siku ya Kimataifa ya Vijana, wajumbe kutoka matawi manne walikutana na viongozi wa kaunti kuwasilisha ajenda ya vijana kuhusu ajira, dawa za kulevya na tabianchi.',
    body: 'Katika Siku ya Kimataifa ya Vijana, wajumbe 600 kutoka Igembe, Tigania, Imenti na Buuri walijaza ukumbi wa Kaunti ya Meru kwa Kongamano la Uongozi wa Vijana wa Meru.\n\n## Ajenda ya vijana kwa kaunti\n\nKatika warsha za sera, wajumbe waliandika ajenda ya vijana yenye hoja kumi kuhusu ajira, matumizi mabaya ya dawa za kulevya, hatua za kukabili mabadiliko ya tabianchi na haki ya kupata zabuni za kaunti. Ajenda hiyo iliwasilishwa kwa kamati ya bunge la kaunti kuhusu masuala ya vijana wiki hiyo hiyo.\n\nTangu hapo wanachama wetu wanne wameshiriki katika vikao vya bajeti ya kaunti, kuhakikisha kwamba vipaumbele vya vijana vinatengewa fedha, si kujadiliwa tu.',
    impact: 'Wajumbe 600, ajenda ya vijana yenye hoja 10 ilipitishwa na kamati ya bunge la kaunti',
  },
  'timau-cancer-screening': {
    title: 'Uchunguzi wa Saratani ya Shingo ya Kizazi na Matiti kwa Wanawake 250 Timau',
    excerpt:
      'Katika mwezi wa uhamasishaji kuhusu saratani, tawi letu la Buuri liliwaletea wafanyakazi wa mashamba ya Timau uchunguzi, maelezo kuhusu chanjo ya HPV na ushauri nasaha.',
    body: 'Wanawake wengi wanaofanya kazi katika mashamba ya maua na ngano ya Timau hawajawahi kuchunguzwa saratani. Katika mwezi wa uhamasishaji kuhusu saratani, tawi letu la Buuri liliwaletea uchunguzi huo sokoni siku ya Jumamosi.\n\n## Kugundua mapema huokoa maisha\n\nWauguzi wanane kutoka Meru Teaching and Referral Hospital waliwachunguza wanawake 250 saratani ya shingo ya kizazi na saratani ya matiti. Tisa walipewa rufaa ya matibabu ya mapema, na wote tisa wameanza matibabu.\n\nWazazi pia walipata maelezo wazi kuhusu chanjo ya bure ya HPV kwa wasichana wa miaka kumi hadi kumi na minne. Mazungumzo kuhusu afya ya wanawake sasa hufanyika sokoni kila mwezi.',
    impact: 'Wanawake 250 walichunguzwa, 9 waliogunduliwa mapema walipewa rufaa ya matibabu',
  },
};
