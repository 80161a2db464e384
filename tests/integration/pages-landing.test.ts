/**
 * Every page a person can land on arrives with its heading, text and form in the HTML, before any
 * script: sign-in, /renew (linked from every reminder SMS), /my-card, /unauthorized and the card
 * verification a QR code opens, with each of its verdicts decided by the server. Paths the site
 * has no page for, and the dashboard without a session, are redirected by the server, not by a
 * script in a blank page. Needs `npm run build` (the SSR bundle and the page template).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeLeader, makeMember, sessionCookie } from '../helpers/factories';
import { createCardLinks } from '../../src/server/modules/cards/links';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A GET as a browser at `ip` sends it (each test its own address: the verification budget is per address). */
const get = (url: string, ip = '192.0.2.1', cookie?: string) =>
  t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: cookie ? { cookie } : {} });

/** The text of an HTML fragment: tags dropped, React's text separators and whitespace collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** What is inside <div id="root">: the page as the server painted it. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));

describe('pages rendered by the server with their words', () => {
  const PAGES: Record<string, { heading: string; text: string[] }> = {
    '/admin/login': {
      heading: 'Leadership Sign In',
      text: ['For chapter officials and the executive committee.', 'Username or Email', 'Password', 'Remember me', 'Sign In'],
    },
    '/renew': {
      heading: 'Renew your membership',
      text: ['Find your membership', 'Enter your ID number and the phone number you registered with.', 'ID Number *'],
    },
    '/my-card': {
      heading: 'Get your card again',
      text: ['Your details', 'We send a 6-digit code by SMS', 'Phone number on file *', 'Send me a code'],
    },
    '/unauthorized': { heading: 'Access Denied', text: [messages.accessDenied, 'Go to Homepage', 'Sign In Again'] },
  };

  it('puts each page’s heading, text and form fields in the HTML', async () => {
    for (const [url, expected] of Object.entries(PAGES)) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      const root = rootOf(page.body);
      expect(root, url).toMatch(new RegExp(`<h1[^>]*>${expected.heading}</h1>`));
      for (const text of expected.text) expect(textOf(root), `${url}: ${text}`).toContain(text);
      if (url !== '/unauthorized') expect(root, url).toMatch(/<form[^>]*>[\s\S]*<input[\s\S]*<\/form>/);
    }
  });

  it('offers "Sign In Again" as a link only once the app runs: before that it would not sign out first', async () => {
    const root = rootOf((await get('/unauthorized')).body);
    expect(root).toMatch(/<a[^>]*>Sign In Again<\/a>/);
    expect(root).not.toMatch(/<a[^>]*href="\/admin\/login"[^>]*>Sign In Again/);
  });

  it('sends every form’s submit button disabled until the app runs: a plain submit would put what was typed in the address', async () => {
    for (const url of ['/admin/login', '/renew', '/my-card', '/contact', '/membership']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      const submits = rootOf(page.body).match(/<button[^>]*type="submit"[^>]*>/g) ?? [];
      expect(submits.length, url).toBeGreaterThan(0);
      for (const button of submits) expect(button, url).toContain('disabled=""');
    }
  });

  it('keeps the sign-in page out of search engines and its answer revalidated', async () => {
    const page = await get('/admin/login');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('opens /renew?id=… with the ID number filled in, rendered for that request and stored by no cache', async () => {
    const page = await get('/renew?id=12345678&utm_source=sms');
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toMatch(/<input[^>]*value="12345678"/);
    expect(page.headers['cache-control']).toBe('no-store');
    // The plain page is still the one cached copy, with no number in it.
    const plain = await get('/renew');
    expect(plain.body).not.toContain('12345678');
    expect(t.app.contentPages!.has('/renew')).toBe(true);
    expect(t.app.contentPages!.has('/renew?id=12345678')).toBe(false);
  });
});

describe('/verify/<number> answered by the server', () => {
  /** The page the card's QR code opens: the number with its token. */
  const scanned = async (number: string) => `/verify/${number}?t=${await createCardLinks(t.database.db).verifyToken(number)}`;

  /** The verdict block of the page (data-status and its heading), as the server rendered it. */
  const verdictOf = (html: string) => {
    const match = /data-status="([a-z]+)"[\s\S]*?<h2>([^<]+)<\/h2>/.exec(rootOf(html));
    return { status: match?.[1], title: match?.[2] };
  };

  it('shows a valid card with name, chapter and dates, and nothing private', async () => {
    const m = await makeMember(t.database.db, {
      fullName: 'Kendi Landing',
      joinDate: '2026-06-01',
      idNumber: '31555666',
      email: 'kendi@example.org',
    });
    const page = await get(await scanned(m.membershipNumber), '192.0.2.10');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(verdictOf(page.body)).toEqual({ status: 'valid', title: 'Valid card' });
    expect(rootOf(page.body)).toContain('<h1>Card verification</h1>');
    const text = textOf(rootOf(page.body));
    expect(text).toContain('Kendi Landing');
    expect(text).toContain('This membership card is valid. It is due for renewal on 1 June 2027.');
    expect(text).toContain(m.membershipNumber!);
    expect(text).toContain('Check another card number');
    for (const secret of ['31555666', m.phoneNumber, m.phoneNumber.slice(3), 'kendi@example.org'])
      expect(page.body).not.toContain(secret);
    // Per card and per moment: never stored, never indexed.
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(page.headers.etag).toBeUndefined();
  });

  it('shows expired and inactive cards, and a suspension at once on the next request', async () => {
    const old = await makeMember(t.database.db, { joinDate: '2020-01-01' });
    const expired = await get(`/verify/${old.membershipNumber}`, '192.0.2.11');
    expect(expired.statusCode).toBe(200);
    expect(verdictOf(expired.body)).toEqual({ status: 'expired', title: 'Expired card' });
    expect(textOf(rootOf(expired.body))).toContain('Renew this membership');

    const m = await makeMember(t.database.db);
    expect(verdictOf((await get(`/verify/${m.membershipNumber}`, '192.0.2.11')).body).status).toBe('valid');
    await t.database.db.update(members).set({ status: 'inactive' }).where(eq(members.id, m.id));
    const suspended = await get(`/verify/${m.membershipNumber}`, '192.0.2.11');
    expect(verdictOf(suspended.body)).toEqual({ status: 'inactive', title: 'Inactive card' });
  });

  it('finds a hand-typed number in small letters, and a leader by leadership number', async () => {
    const m = await makeMember(t.database.db, { fullName: 'Mutuma Lowercase' });
    const token = (await scanned(m.membershipNumber)).split('?')[1];
    const page = await get(`/verify/${m.membershipNumber!.toLowerCase()}?${token}`, '192.0.2.12');
    expect(verdictOf(page.body).status).toBe('valid');
    expect(page.body).toContain('Mutuma Lowercase');
    const leader = await makeLeader(t.database.db, { fullName: 'Gatwiri Treasurer', position: 'Treasurer' });
    const leaderPage = await get(await scanned(leader.leadershipNumber), '192.0.2.12');
    expect(leaderPage.statusCode).toBe(200);
    expect(textOf(rootOf(leaderPage.body))).toContain('Leadership no.');
    expect(leaderPage.body).toContain('Gatwiri Treasurer');
  });

  it('the /verify page names the holder only with the token', async () => {
    const l = await makeLeader(t.database.db, { fullName: 'Mugambi Hidden', position: 'Treasurer' });
    const bare = await get(`/verify/${l.leadershipNumber}`, '192.0.2.15');
    expect(bare.statusCode).toBe(200);
    expect(bare.body).not.toContain('Mugambi');
    expect(verdictOf(bare.body)).toEqual({ status: 'valid', title: 'Valid card' });
    expect(textOf(rootOf(bare.body))).toContain(messages.verifyHolderHidden);
    const token = await createCardLinks(t.database.db).verifyToken(l.leadershipNumber);
    const named = await get(`/verify/${l.leadershipNumber}?t=${token}`, '192.0.2.15');
    expect(named.statusCode).toBe(200);
    expect(named.body).toContain('Mugambi Hidden');
  });

  it('answers an unknown number 404 and a malformed one 400, each with the page’s words', async () => {
    const unknown = await get('/verify/MYVIG-0101-9999', '192.0.2.13');
    expect(unknown.statusCode).toBe(404);
    expect(verdictOf(unknown.body)).toEqual({ status: 'unknown', title: 'Unknown card' });
    expect(textOf(rootOf(unknown.body))).toContain('No card with the number MYVIG-0101-9999 was found.');
    for (const text of ['garbage', encodeURIComponent("' or 1=1 --")]) {
      const bad = await get(`/verify/${text}`, '192.0.2.13');
      expect(bad.statusCode, text).toBe(400);
      expect(verdictOf(bad.body), text).toEqual({ status: 'invalid', title: 'Not a card number' });
      expect(textOf(rootOf(bad.body)), text).toContain(messages.cardNumberInvalid);
    }
  });

  it('spends the same per-address budget as the API: the 31st look-up in a minute is refused with 429', async () => {
    const m = await makeMember(t.database.db);
    for (let i = 0; i < 15; i++) {
      expect((await get(`/verify/${m.membershipNumber}`, '192.0.2.99')).statusCode).toBe(200);
      expect((await get(`/api/verify/${m.membershipNumber}`, '192.0.2.99')).statusCode).toBe(200);
    }
    const limited = await get(`/verify/${m.membershipNumber}`, '192.0.2.99');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(verdictOf(limited.body).status).toBe('error');
    expect(textOf(rootOf(limited.body))).toContain(serverMessages.cardVerifyRateLimited);
    expect(limited.body).not.toContain(m.fullName);
  });

  it('turns the page’s plain form (sent before the app starts) into the card’s address', async () => {
    const sent = await get('/verify?number=%20myvig-0125-123%20', '192.0.2.14');
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/verify/MYVIG-0125-123');
    expect((await get('/verify?number=', '192.0.2.14')).headers.location).toBe('/');
    expect((await get('/verify', '192.0.2.14')).statusCode).toBe(302);
    expect((await get(`/verify?number=${'A'.repeat(200)}`, '192.0.2.14')).statusCode).toBe(400);
  });
});

describe('redirects decided by the server', () => {
  it('sends an unknown page path to the home page', async () => {
    for (const url of ['/no-such-page', '/events/a/b', '/verify/', '/about/team/extra?x=1', '/sdg/99/nothing']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(302);
      expect(answer.headers.location, url).toBe('/');
    }
  });

  it('keeps the 404 of /api/…, assets and files', async () => {
    for (const url of ['/api/no-such-thing', '/assets/missing-abc123.js', '/missing.png', '/images/nothing.svg']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers.location, url).toBeUndefined();
    }
  });

  it('sends the dashboard without a valid session to sign-in, with the page to return to', async () => {
    const members = await get('/admin/members?search=kendi');
    expect(members.statusCode).toBe(302);
    expect(members.headers.location).toBe('/admin/login?from=%2Fadmin%2Fmembers%3Fsearch%3Dkendi');
    expect(members.headers['cache-control']).toBe('no-store');
    expect((await get('/admin')).headers.location).toBe('/admin/login?from=%2Fadmin');
    expect((await get('/admin/password')).headers.location).toBe('/admin/login?from=%2Fadmin%2Fpassword');
    // A cookie that names no session is no session.
    const forged = await get('/admin/members', undefined, `myv_session=${'a'.repeat(43)}`);
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe('/admin/login?from=%2Fadmin%2Fmembers');
  });

  it('serves the dashboard to a signed-in official as before', async () => {
    const cookie = await sessionCookie(t.database.db);
    for (const url of ['/admin', '/admin/members']) {
      const page = await get(url, undefined, cookie);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
    }
  });
});
