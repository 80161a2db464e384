/**
 * The cards a member prints: every variant has exactly two pages of 85 × 54 mm and the product's texts.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf, type PdfPage } from '../../../../tests/helpers/pdf';
import { identity } from '../../../shared/identity';
import { cardFileName, renderCard, type CardInput } from './render';
import { cardWording } from './wording';

let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#7b4b2a' } })
    .jpeg()
    .toBuffer();
  // The first card of a process also rasterises the artwork and parses the font files: done here,
  // so that each test below only renders its own card.
  await renderCard(member());
});

const member = (overrides: Partial<CardInput> = {}): CardInput => ({
  kind: 'member',
  fullName: 'Kendi Mwenda Gitonga',
  idNumber: '34567812',
  chapter: 'Imenti Youth Voice',
  joinDate: '2026-11-22',
  renewalDate: '2027-11-22',
  number: 'MYVIM-1126-123',
  verifyUrl: 'https://meruyouthvoice.org/verify/MYVIM-1126-123',
  photo,
  ...overrides,
});

const now = new Date('2026-11-23T10:00:00Z');

async function render(card: CardInput) {
  const problems: string[] = [];
  const pages = await readPdf(await renderCard(card, { now, log: (m) => problems.push(m) }));
  return { pages, problems, front: pages[0]!.text, back: pages[1]!.text };
}

function expectCardPages(pages: PdfPage[]) {
  expect(pages).toHaveLength(2);
  for (const page of pages) {
    expect(page.widthMm).toBeCloseTo(85, 1);
    expect(page.heightMm).toBeCloseTo(54, 1);
  }
}

describe('membership card', () => {
  it('a normal member: the documented texts on both sides', async () => {
    const { pages, front, back, problems } = await render(member());
    expectCardPages(pages);
    expect(problems).toEqual([]);
    for (const text of [
      identity.name.toUpperCase(),
      'MEMBERSHIP CARD',
      'Kendi Mwenda Gitonga',
      'ID: 34567812',
      'Chapter: Imenti Youth Voice',
      'Since: 22 November 2026',
      'MEMBERSHIP NO.:',
      'MYVIM-1126-123',
      'RENEWABLE ON:',
      '22 November 2027',
      identity.website,
      identity.email,
      cardWording.propertyNotice,
    ])
      expect(front).toContain(text);
    for (const text of [
      'KENDI MWENDA GITONGA',
      'RAISING VOICE AND CREATING OPPORTUNITIES',
      'RENEWAL DATE: 22 November 2027',
      'Please renew your membership before this date.',
      '+254 114 220 333',
      '© 2026 Meru Youth Voice. All rights reserved.',
      'Scan to verify',
      // The back's notices in Kiswahili too; the front stays English.
      cardWording.renewMemberSw,
      cardWording.lostAndFoundSw,
      cardWording.scanToVerifySw,
    ])
      expect(back).toContain(text);
    expect(front).not.toContain(cardWording.renewMemberSw);
  });

  it('no photo: the card is still produced (silhouette placeholder)', async () => {
    const { pages, front, problems } = await render(member({ photo: null }));
    expectCardPages(pages);
    expect(front).toContain('Kendi Mwenda Gitonga');
    expect(problems).toEqual([]);
  });

  it('a broken photo falls back to the placeholder and says why', async () => {
    const { pages, problems } = await render(member({ photo: Buffer.from('definitely not a jpeg') }));
    expectCardPages(pages);
    expect(problems.join('\n')).toMatch(/photo could not be drawn/);
  });

  it('a truncated JPEG is caught too, not left for the viewer to choke on', async () => {
    const { pages, problems } = await render(member({ photo: photo.subarray(0, Math.floor(photo.length / 2)) }));
    expectCardPages(pages);
    expect(problems.join('\n')).toMatch(/photo could not be drawn/);
  });

  it('prints the stored renewal date (a renewed member), not join date + 1 year', async () => {
    const { front, back } = await render(member({ joinDate: '2024-03-10', renewalDate: '2027-08-05' }));
    expect(front).toContain('5 August 2027');
    expect(back).toContain('RENEWAL DATE: 5 August 2027');
    expect(back).not.toContain('10 March 2025');
  });

  it('no join date: no "Since", no "RENEWABLE ON", renewal date N/A', async () => {
    const { pages, front, back } = await render(member({ joinDate: null, renewalDate: null }));
    expectCardPages(pages);
    expect(front).not.toContain('Since:');
    expect(front).not.toContain('RENEWABLE ON:');
    expect(back).toContain('RENEWAL DATE: N/A');
  });

  it('no membership number: N/A', async () => {
    const { front } = await render(member({ number: null }));
    expect(front).toMatch(/MEMBERSHIP NO\.:\s*N\/A/);
  });

  it('a 60-character name is printed whole (shrunk and wrapped), on both sides', async () => {
    const name = 'Christabel Wanjiku Nkatha Mutembei Kirimi Mwendwa Karimi Nto';
    expect(name).toHaveLength(60);
    const { pages, front, back } = await render(member({ fullName: name }));
    expectCardPages(pages);
    const squash = (s: string) => s.replace(/\s+/g, '');
    expect(squash(front)).toContain(squash(name));
    expect(squash(back)).toContain(squash(name.toUpperCase()));
  });

  it('Kimeru and Kikuyu letters are printed as they are, on both sides, and read back exactly', async () => {
    const name = 'Mũthoni Kĩmathi';
    const { pages, front, back } = await render(member({ fullName: name, chapter: 'Ĩgembe Ũrũmwe Ŋaruiya' }));
    expectCardPages(pages);
    expect(front).toContain(name);
    expect(front).toContain('Chapter: Ĩgembe Ũrũmwe Ŋaruiya');
    expect(back).toContain(name.toUpperCase());
    expect(back).toContain('MŨTHONI KĨMATHI');
  });

  it('characters the card font lacks do not break the card', async () => {
    // DejaVu has no Chinese; it has the emoticons block, drawn in black and white.
    const { pages, front } = await render(member({ fullName: 'Zoë Mũthoni 中 😀' }));
    expectCardPages(pages);
    expect(front).toContain('Zoë Mũthoni ? 😀');
  });
});

describe('broken artwork', () => {
  it('without logo and background picture the card is still produced on the plain gradient, and the failure is logged', async () => {
    const problems: string[] = [];
    const pdf = await renderCard(member(), {
      now,
      log: (m) => problems.push(m),
      artwork: { logo: null, background: null, problems: ['logo: boom'] },
    });
    const pages = await readPdf(pdf);
    expectCardPages(pages);
    expect(pages[0]!.text).toContain('MEMBERSHIP CARD');
    expect(problems.join('\n')).toContain('logo: boom');
  });

  it('artwork bytes that cannot be embedded fall back the same way', async () => {
    const problems: string[] = [];
    const pdf = await renderCard(member(), {
      now,
      log: (m) => problems.push(m),
      artwork: { logo: null, background: new Uint8Array([1, 2, 3]), problems: [] },
    });
    expectCardPages(await readPdf(pdf));
    expect(problems.join('\n')).toMatch(/background could not be drawn/);
  });
});

describe('leadership card', () => {
  it('position, leadership number, three-year renewal and the oath', async () => {
    const { pages, front, back } = await render(
      member({
        kind: 'leader',
        position: 'Treasurer',
        number: 'LDRIMTR-1126-45',
        joinDate: '2026-03-01',
        renewalDate: '2029-03-01',
      }),
    );
    expectCardPages(pages);
    for (const text of [
      'LEADERSHIP CARD',
      'Position: Treasurer',
      'LEADERSHIP NO.:',
      'LDRIMTR-1126-45',
      'Appointed: 1 March 2026',
      '1 March 2029',
    ])
      expect(front).toContain(text);
    expect(back).toContain('OATH OF OFFICE');
    expect(back.replace(/\s+/g, ' ')).toContain('I pledge to serve');
    expect(back).toContain('RENEWAL DATE: 1 March 2029');
  });
});

describe('file names', () => {
  it('MYV_Card_{idNumber}.pdf and MYV_Leadership_Card_{idNumber}.pdf', () => {
    expect(cardFileName('member', '34567812')).toBe('MYV_Card_34567812.pdf');
    expect(cardFileName('leader', '34567812')).toBe('MYV_Leadership_Card_34567812.pdf');
    expect(cardFileName('member', '12"; evil')).toBe('MYV_Card_12evil.pdf');
  });
});
