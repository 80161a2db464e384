/** Three testimonials for the home page carousel. */
export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export const testimonials: Testimonial[] = [
  {
    quote:
      'The digital skills bootcamp changed my life. I now design logos and social media posts for clients in Nairobi and abroad, right from Maua.',
    name: 'Nkatha Kinya',
    role: 'Freelance designer, Igembe chapter',
  },
  {
    quote:
      'Through the avocado workshop our group learnt to grade and sell together. We no longer wait for brokers at the farm gate.',
    name: 'Kelvin Kirimi',
    role: 'Young farmer, Buuri chapter',
  },
  {
    quote: 'MYV gave me the courage to speak at the county budget hearings. Young people are finally being listened to in Meru.',
    name: 'Mercy Gatwiri',
    role: 'Ward youth leader, Tigania chapter',
  },
];
