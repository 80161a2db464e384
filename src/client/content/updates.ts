/**
 * The six update articles (spec §3): one for each achievement, with the full story. An article
 * is found by its slug or by its numeric id, because the home page links /updates/1 to /updates/3.
 */
import { achievements, type Achievement } from './achievements';

export interface UpdateArticle extends Pick<Achievement, 'id' | 'slug' | 'title' | 'date' | 'isoDate' | 'category' | 'image'> {
  author: string;
  /** Trusted HTML written in this file (never user input). */
  content: string;
}

const bodies: Record<string, { author: string; content: string }> = {
  'maua-free-medical-camp': {
    author: 'MYV Health Department',
    content: `<p>On Saturday 15 March our Igembe chapter turned Maua stadium into a one-day clinic. Twelve clinicians from Maua Methodist Hospital and 38 of our volunteers saw 420 residents between 8 in the morning and 5 in the evening.</p>
<h2>What we offered</h2>
<ul><li>Blood pressure and blood sugar screening</li><li>Eye checks, with 140 pairs of reading glasses given out</li><li>Dental check-ups</li><li>HIV testing and counselling</li></ul>
<p>Sixty-three people were found to need further care. Rather than hand them a note, volunteers booked each one a slot at the hospital and called them a week later to make sure they went.</p>
<blockquote>“I had not checked my pressure in five years. Today I know I must start treatment.” — a boda boda rider from Kiengu</blockquote>
<p>A follow-up clinic is planned for June. If you are a health worker and would like to volunteer, please <a href="/contact">write to us</a>.</p>`,
  },
  'digital-skills-bootcamp': {
    author: 'MYV ICT Department',
    content: `<p>Eighty-five young people from all four chapters spent three weeks at Meru National Polytechnic learning skills that pay: online freelancing, the basics of building websites and digital marketing for small businesses.</p>
<h2>From training to income</h2>
<p>Two months after graduation, 31 of them are earning from online work and 12 small businesses run by participants now take orders on WhatsApp Business and Instagram.</p>
<p>Trainees paid nothing. Laptops were lent by local ICT hubs and the polytechnic opened its lab on weekends.</p>
<p>The alumni now meet on the first Saturday of every month to share jobs and review each other's work. The next intake opens in January: watch our <a href="/events">events page</a>.</p>`,
  },
  'nyambene-tree-planting': {
    author: 'MYV Environment Team',
    content: `<p>Two hundred and sixty volunteers from nine schools and three chapters planted 10,000 indigenous seedlings on a degraded slope of the Nyambene Forest Reserve with the Kenya Forest Service.</p>
<h2>Seedlings we raised ourselves</h2>
<p>The seedlings — meru oak, African olive, croton and podo — came from nurseries that our members run with three schools in Tigania. Each school now sells surplus seedlings to farmers, which pays for the next season.</p>
<p>Six months later, forest officers counted 8,200 living trees: a survival rate of 82%. Quarterly care days keep the young trees weeded and mulched.</p>`,
  },
  'back-to-school-drive': {
    author: 'MYV Secretariat',
    content: `<p>Every January some children stay home because they have no uniform or books. This year our members contributed KSh 100 each and local traders matched them, so that 300 pupils in five Tigania West primary schools could start the term ready.</p>
<h2>Girls stay in school</h2>
<p>One hundred and twenty girls received a full year of sanitary towels together with a talk on menstrual health by our health volunteers. Head teachers reported better attendance in all five schools the following term.</p>
<p>Want to sponsor a pupil next year? Our paybill details are on the <a href="/contact">contact page</a>.</p>`,
  },
  'meru-youth-leadership-summit': {
    author: 'MYV Communication Office',
    content: `<p>On International Youth Day, 600 delegates from Igembe, Tigania, Imenti and Buuri filled Meru County Hall for the Meru Youth Leadership Summit.</p>
<h2>A youth agenda for the county</h2>
<p>In policy workshops delegates wrote a ten-point youth agenda covering jobs, drug and substance abuse, climate action and fair access to county tenders. The agenda was presented to the county assembly committee on youth affairs the same week.</p>
<p>Four of our members have since taken part in county budget hearings, making sure youth priorities are funded and not only discussed.</p>`,
  },
  'timau-cancer-screening': {
    author: 'MYV Health Department',
    content: `<p>Many women who work on Timau's flower and wheat farms have never been screened for cancer. During cancer awareness month our Buuri chapter brought the screening to them, at the market on a Saturday.</p>
<h2>Early detection saves lives</h2>
<p>Eight nurses from Meru Teaching and Referral Hospital screened 250 women for cervical cancer and examined them for breast cancer. Nine were referred for early treatment, which all nine have started.</p>
<p>Parents also received clear information about the free HPV vaccine for girls aged ten to fourteen. Women's health talks are now held at the market every month.</p>`,
  },
};

export const updates: UpdateArticle[] = achievements.map((a) => ({
  id: a.id,
  slug: a.slug,
  title: a.title,
  date: a.date,
  isoDate: a.isoDate,
  category: a.category,
  image: a.image,
  ...bodies[a.slug]!,
}));
