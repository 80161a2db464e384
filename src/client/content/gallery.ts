/**
 * About forty gallery images (spec §3) and the gallery rules of spec §2: newest first, filter by
 * category, and the portrait / landscape / featured layout class.
 */
export const GALLERY_CATEGORIES = ['all', 'charity', 'meetings', 'events', 'outreach', 'workshops', 'leadership'] as const;
export type GalleryCategory = Exclude<(typeof GALLERY_CATEGORIES)[number], 'all'>;

export interface GalleryImage {
  id: number;
  src: string;
  width: number;
  height: number;
  alt: string;
  category: GalleryCategory;
  /** Display date, e.g. "March 15, 2025". */
  date: string;
  dateObj: Date;
  description: string;
}

type Row = [GalleryCategory, string, 'p' | 'l' | 's', string, string];

// [category, ISO date, shape (portrait/landscape/square), alt text, description]
const rows: Row[] = [
  ['outreach', '2025-03-15', 'l', 'Residents queueing at the registration desk of the Maua medical camp', 'Registration at the Maua free medical camp.'],
  ['outreach', '2025-03-15', 'p', 'A volunteer checking an elderly man’s blood pressure', 'Blood pressure screening in Maua.'],
  ['workshops', '2025-05-09', 'l', 'Trainees working on laptops at the digital skills bootcamp', 'Week one of the digital skills bootcamp.'],
  ['workshops', '2025-05-16', 's', 'A trainer explaining a web page layout on a projector', 'Web development basics at Meru National Polytechnic.'],
  ['events', '2025-05-30', 'l', 'Bootcamp graduates holding certificates on the polytechnic steps', 'Bootcamp graduation day.'],
  ['outreach', '2025-04-26', 'p', 'A young woman planting a seedling on the Nyambene hills', 'Planting indigenous trees in Nyambene forest.'],
  ['outreach', '2025-04-26', 'l', 'Rows of seedlings in a school tree nursery', 'A school nursery raising seedlings for the forest.'],
  ['charity', '2025-01-11', 'l', 'Volunteers handing exercise books to primary school pupils', 'Back-to-school drive in Tigania West.'],
  ['charity', '2025-01-11', 'p', 'A pupil trying on new school shoes', 'New shoes for the new term.'],
  ['meetings', '2025-02-08', 'l', 'Chapter officials around a table during the annual planning meeting', 'Annual planning meeting of chapter officials.'],
  ['leadership', '2025-02-22', 's', 'The chairperson addressing members at the general meeting', 'The chairperson’s address at the general meeting.'],
  ['events', '2025-08-12', 'l', 'Delegates filling Meru County Hall at the youth leadership summit', 'The Meru Youth Leadership Summit.'],
  ['events', '2025-08-12', 'p', 'A young delegate speaking into a microphone', 'A delegate presents the youth agenda.'],
  ['leadership', '2025-08-12', 'l', 'Youth leaders handing the youth agenda to county officials', 'Handing over the ten-point youth agenda.'],
  ['outreach', '2025-10-18', 'l', 'Women waiting outside the screening tent at Timau market', 'Cancer screening day in Timau.'],
  ['outreach', '2025-10-18', 's', 'A nurse giving a health talk to a group of women', 'Health talk on HPV vaccination.'],
  ['meetings', '2025-06-07', 'l', 'Igembe chapter members seated in a circle under a tree', 'Igembe chapter monthly meeting.'],
  ['meetings', '2025-07-05', 'p', 'The secretary general taking notes during a meeting', 'Minutes of the Tigania chapter meeting.'],
  ['workshops', '2025-06-21', 'l', 'Young farmers watching an avocado grafting demonstration', 'Avocado grafting demonstration in Buuri.'],
  ['workshops', '2025-07-19', 's', 'Participants making liquid soap in a value-addition class', 'Value addition: soap making in Imenti.'],
  ['charity', '2025-12-20', 'l', 'Volunteers cooking lunch with children at a children’s home', 'Christmas lunch at a children’s home.'],
  ['charity', '2025-12-20', 'p', 'A volunteer reading a story book to two children', 'Reading time during the charity drive.'],
  ['events', '2025-09-27', 'l', 'Runners at the start of the youth fun run through Meru town', 'Youth fun run against drug abuse.'],
  ['events', '2025-09-27', 's', 'Runners receiving medals at the finish line', 'Fun run medals for every finisher.'],
  ['leadership', '2025-03-29', 'p', 'The vice chairperson speaking at a public participation forum', 'Youth voice at a county public participation forum.'],
  ['leadership', '2025-11-08', 'l', 'New ward leaders taking the oath of office', 'Swearing-in of new ward leaders.'],
  ['outreach', '2025-11-22', 'l', 'Members clearing litter from a drainage channel in town', 'Clean-up of Meru town before the rains.'],
  ['outreach', '2025-11-22', 'p', 'A girl carrying a sack of sorted plastic bottles', 'Sorting plastic for recycling.'],
  ['meetings', '2025-09-13', 's', 'Members voting by show of hands at the annual general meeting', 'Voting at the annual general meeting.'],
  ['workshops', '2025-10-04', 'l', 'Youth learning solar panel installation on a school roof', 'Solar installation training in Igembe.'],
  ['workshops', '2025-10-11', 'p', 'A trainee wiring a small solar lamp', 'Assembling solar lamps.'],
  ['charity', '2025-06-14', 's', 'Bags of maize flour stacked for distribution to families', 'Food support for families after the floods.'],
  ['events', '2025-12-06', 'l', 'A cultural dance troupe performing at the end-of-year gala', 'End-of-year gala and cultural night.'],
  ['leadership', '2025-05-24', 's', 'Regional coordinators studying a map of Meru County', 'Regional coordinators plan the chapter visits.'],
  ['meetings', '2025-04-12', 'l', 'Members and partners at a round-table with the county youth office', 'Round-table with the county youth office.'],
  ['outreach', '2025-08-30', 's', 'A counsellor talking with young people about mental health', 'Mental health awareness in Tigania.'],
  ['workshops', '2025-08-23', 'l', 'Women artisans weaving baskets during a craft workshop', 'Artisan craft and marketing workshop.'],
  ['charity', '2025-09-06', 'l', 'Volunteers donating blood at a Red Cross blood drive', 'Blood donation drive with the Red Cross.'],
  ['leadership', '2025-12-13', 'p', 'The treasurer presenting the annual financial report', 'Annual financial report to members.'],
  ['events', '2026-01-17', 'l', 'Members cutting a cake at the organisation’s anniversary celebration', 'MYV anniversary celebration.'],
];

const SHAPES = { p: [600, 800], l: [800, 560], s: [700, 700] } as const;

const displayDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const galleryImages: GalleryImage[] = rows.map(([category, iso, shape, alt, description], index) => {
  const id = index + 1;
  const [width, height] = SHAPES[shape];
  return {
    id,
    src: `/images/gallery/gallery-${String(id).padStart(2, '0')}.svg`,
    width,
    height,
    alt,
    category,
    date: displayDate(iso),
    dateObj: new Date(`${iso}T12:00:00Z`),
    description,
  };
});

export type GalleryLayout = 'portrait' | 'landscape' | 'featured' | 'standard';

/**
 * The layout rule of spec §2: portrait when height > 1.2 × width, landscape when width > 1.2 ×
 * height, featured when the id is a multiple of 7. Featured wins: it is the editorial choice.
 */
export function galleryLayout(image: Pick<GalleryImage, 'id' | 'width' | 'height'>): GalleryLayout {
  if (image.id % 7 === 0) return 'featured';
  if (image.height > 1.2 * image.width) return 'portrait';
  if (image.width > 1.2 * image.height) return 'landscape';
  return 'standard';
}

/** Newest first, then filtered by category ('all' keeps everything). */
export function visibleGallery(images: GalleryImage[], category: string): GalleryImage[] {
  return images
    .filter((image) => category === 'all' || image.category === category)
    .sort((a, b) => b.dateObj.getTime() - a.dateObj.getTime() || b.id - a.id);
}

/** Previous/next inside the current list, wrapping at both ends (spec §2). */
export function wrapIndex(index: number, length: number): number {
  return length === 0 ? 0 : ((index % length) + length) % length;
}
