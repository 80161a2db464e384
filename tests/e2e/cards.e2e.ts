/**
 * A card as a member gets it: downloaded from the real server, rendered to PNG with pdftoppm
 * (kept in test-results/ to look at), its QR code decoded with jsQR, and the verification page
 * it points to opened in Chromium.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { seedEssentials } from '../../src/server/seed';
import { createCardLinks, issueCardUrl } from '../../src/server/modules/cards/links';
import { storePhoto } from '../../src/server/modules/photos/service';
import { makeLeader, makeMember, sessionCookie } from '../helpers/factories';
import { ARTIFACTS_DIR, DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './helpers/browser';
import { ADMIN_PASSWORD, newDataDir, startServer } from './helpers/server';
import { useSite } from './helpers/site';
import { messages } from '../../src/shared/messages';

let fixture: {
  memberId: string;
  leaderId: string;
  number: string;
  idNumber: string;
  phone: string;
  expiredNumber: string;
  /** The expired card's QR token: its page names the holder. */
  expiredToken: string;
  /** What the member's card's QR code carries next to the number. */
  qrToken: string;
  cardUrl: string;
  cookie: string;
};

/** The server holds the PGlite directory alone, so the records are written before it starts. */
async function prepareData(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await seedEssentials(database.db, { username: 'chairman', email: 'chairman@example.org', password: ADMIN_PASSWORD });
    const photo = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#3a6ea5"/>' +
          '<circle cx="256" cy="200" r="110" fill="#7b4b2a"/><ellipse cx="256" cy="520" rx="200" ry="170" fill="#e8e0d0"/></svg>',
      ),
    )
      .jpeg()
      .toBuffer();
    const photoId = await storePhoto(database.db, { data: photo, width: 512, height: 512 });
    const today = new Date().toISOString().slice(0, 10);
    const member = await makeMember(database.db, { fullName: 'Kendi Mwenda Gitonga', joinDate: today, photoId });
    const leader = await makeLeader(database.db, { fullName: 'Mutembei Kirimi', position: 'Treasurer', joinDate: today });
    const expired = await makeMember(database.db, { fullName: 'Old Card Holder', joinDate: '2021-03-01' });
    fixture = {
      memberId: member.id,
      leaderId: leader.id,
      number: member.membershipNumber,
      idNumber: member.idNumber,
      phone: member.phoneNumber,
      expiredNumber: expired.membershipNumber,
      expiredToken: await createCardLinks(database.db).verifyToken(expired.membershipNumber),
      qrToken: await createCardLinks(database.db).verifyToken(member.membershipNumber),
      cardUrl: await issueCardUrl(database.db, { kind: 'member', id: member.id }),
      cookie: await sessionCookie(database.db, 'chairman'),
    };
  } finally {
    await database.close();
  }
}

const site = useSite(async () => {
  // Seeded already (the seed below then adds nothing); the server starts as on a restart.
  const dataDir = newDataDir();
  await prepareData(dataDir);
  return startServer({}, dataDir);
});

/** pdftoppm (poppler-utils): one PNG per page, as a member's printer would see the card. */
function renderPages(pdf: Buffer, name: string): string[] {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const pdfFile = path.join(ARTIFACTS_DIR, `${name}.pdf`);
  writeFileSync(pdfFile, pdf);
  execFileSync('pdftoppm', ['-r', '300', '-png', pdfFile, path.join(ARTIFACTS_DIR, name)]);
  return [1, 2].map((n) => path.join(ARTIFACTS_DIR, `${name}-${n}.png`));
}

async function decodeQr(pngFile: string): Promise<string | null> {
  const { data, info } = await sharp(readFileSync(pngFile)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

describe('membership card', () => {
  it('the link given after payment downloads a two-page card whose QR code opens its verification page', async () => {
    const res = await fetch(`${site.server.url}${fixture.cardUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="MYV_Card_${fixture.idNumber}.pdf"`);
    const [front, back] = renderPages(Buffer.from(await res.arrayBuffer()), 'card-member');
    const frontMeta = await sharp(front!).metadata();
    // 85 × 54 mm at 300 dpi.
    expect(frontMeta.width).toBeGreaterThan(990);
    expect(frontMeta.width! / frontMeta.height!).toBeCloseTo(85 / 54, 1);

    const url = await decodeQr(back!);
    // The number and the token that lets the page name the holder.
    expect(url).toBe(`${site.server.url}/verify/${fixture.number}?t=${fixture.qrToken}`);

    for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
      const page = await site.browser.newPage({ viewport });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(url!);
      await page.getByRole('heading', { name: 'Valid card' }).waitFor();
      const text = await page.locator('main').innerText();
      expect(text).toContain('Kendi Mwenda Gitonga');
      expect(text).toContain(fixture.number);
      // Nothing that identifies the holder beyond the card itself.
      expect(text).not.toContain(fixture.idNumber);
      expect(text).not.toContain(fixture.phone.slice(3));
      expect(await page.content()).not.toContain(fixture.idNumber);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('the admin download and the leadership card render too', async () => {
    const member = await fetch(`${site.server.url}/api/members/${fixture.memberId}/card`, {
      headers: { cookie: fixture.cookie },
    });
    expect(member.status).toBe(200);
    const leader = await fetch(`${site.server.url}/api/leaders/${fixture.leaderId}/card`, {
      headers: { cookie: fixture.cookie },
    });
    expect(leader.status).toBe(200);
    const [, back] = renderPages(Buffer.from(await leader.arrayBuffer()), 'card-leader');
    expect(await decodeQr(back!)).toMatch(new RegExp(`^${site.server.url}/verify/LDR[A-Z]+-\\d{4}-\\d+\\?t=[A-Za-z0-9_-]{22}$`));
    expect((await fetch(`${site.server.url}/api/members/${fixture.memberId}/card`)).status).toBe(401);
  });
});

describe('verification page', () => {
  it('says expired for an old card and unknown for a number nobody holds', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await page.goto(`${site.server.url}/verify/${fixture.expiredNumber}?t=${fixture.expiredToken}`);
    await page.getByRole('heading', { name: 'Expired card' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Old Card Holder');

    await page.goto(`${site.server.url}/verify/MYVIG-0101-999`);
    await page.getByRole('heading', { name: 'Unknown card' }).waitFor();

    // Something that is not a card number at all says so, in the defined words.
    await page.goto(`${site.server.url}/verify/garbage`);
    await page.getByRole('heading', { name: 'Not a card number' }).waitFor();
    expect(await page.locator('main').innerText()).toContain(messages.cardNumberInvalid);
    expect(await page.getByRole('heading', { name: 'Unknown card' }).count()).toBe(0);

    // Checking another number from the form: valid, but a typed number names nobody.
    await page.getByLabel('Check another card number').fill(fixture.number.toLowerCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Valid card' }).waitFor();
    expect(page.url()).toBe(`${site.server.url}/verify/${fixture.number}`);
    const typed = await page.locator('main').innerText();
    expect(typed).toContain(messages.verifyHolderHidden);
    expect(typed).not.toContain('Kendi Mwenda Gitonga');
    await page.close();
  });
});
