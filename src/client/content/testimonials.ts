/** Three testimonials for the home page carousel: the names here, the words from the catalogue. */
import { homeMessages } from '../../shared/page-messages/home';

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

const NAMES = ['Nkatha Kinya', 'Kelvin Kirimi', 'Mercy Gatwiri'] as const;

export const testimonials: Testimonial[] = NAMES.map((name, i) => ({ name, ...homeMessages.testimonials[i]! }));
