/**
 * USSD as Africa's Talking plays it (docs/ussd.md): form posts over real HTTP to the callback
 * under the installation secret, `text` growing by `*`-joined answers, payments through the
 * built-in Daraja simulator. Every screen any test sees is checked: at most 182 characters,
 * plain ASCII, CON or END.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ZodApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import { contentEvents, eventRsvpSettings, members, outbox, payments, rsvps, ussdSessions } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logging';
import { callbackSecret } from '../../src/server/modules/payments';
import { forgetOldSessions } from '../../src/server/modules/ussd/sessions';
import { ussdMessages } from '../../src/shared/ussd-messages';
import { nairobiToday } from '../../src/shared/dates';
import { FUZZ_STRINGS } from '../fuzz/corpus';
import { adminClient } from '../helpers/admin';
import { makeMember } from '../helpers/factories';
import { createPaymentTestApp, eventually, payingPhone, type PaymentTestApp } from '../helpers/payments';
import { freePort } from '../../scripts/free-port.mjs';

let t: PaymentTestApp;
let secret: string;
/** Every screen answered in this file, checked at the end. */
const screens: string[] = [];
const logLines: string[] = [];

const canonical = (local: string) => `254${local.slice(1)}`;
const en = ussdMessages.en;
const sw = ussdMessages.sw;

async function post(base: string, path: string, fields: Record<string, string>) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

/** One caller's session: `send` answers the current screen, as the handset would. */
function dial(phone: string, base = () => t.url) {
  const sessionId = `ATUid_${randomUUID()}`;
  const answers: string[] = [];
  const screen = async (text: string) => {
    const answer = await post(base(), `/hooks/ussd/${secret}`, {
      sessionId,
      serviceCode: '*384*96#',
      phoneNumber: `+${canonical(phone)}`,
      networkCode: '63902',
      text,
    });
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain/);
    screens.push(answer.body);
    return answer.body;
  };
  return {
    sessionId,
    start: () => screen(''),
    send: (answer: string) => {
      answers.push(answer);
      return screen(answers.join('*'));
    },
    /** The same request again (a network retry). */
    repeat: () => screen(answers.join('*')),
  };
}

/** A phone that has chosen English before, so its sessions open on the main menu. */
async function englishCaller(phone = payingPhone()) {
  const s = dial(phone);
  await s.start();
  await s.send('1');
  return phone;
}

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createPaymentTestApp({ logger: createLogger('info', sink) });
  secret = await callbackSecret(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

describe('the callback', () => {
  it('answers 404 to a wrong secret, and text/plain CON to the first screen', async () => {
    const wrong = await post(t.url, '/hooks/ussd/not-the-secret', { sessionId: 'x', phoneNumber: '+254712000000', text: '' });
    expect(wrong.status).toBe(404);
    expect(wrong.body).not.toMatch(/^(CON|END)/);
    const first = await dial(payingPhone()).start();
    expect(first).toBe(`CON ${ussdMessages.chooseLanguage}`);
  });

  it('remembers the language a phone chose, and switches with 9', async () => {
    const phone = payingPhone();
    const s = dial(phone);
    await s.start();
    expect(await s.send('2')).toBe(`CON ${sw.mainMenu}`);
    // The next session of that phone opens in Kiswahili, on the main menu.
    const again = dial(phone);
    expect(await again.start()).toBe(`CON ${sw.mainMenu}`);
    expect(await again.send('9')).toBe(`CON ${en.mainMenu}`);
    expect(await dial(phone).start()).toBe(`CON ${en.mainMenu}`);
  });

  it('asks a wrong answer again, goes back with 0 and to the main menu with 00', async () => {
    const s = dial(await englishCaller());
    await s.start();
    expect(await s.send('7')).toBe(`CON ${en.invalidChoice}\n${en.mainMenu}`);
    expect(await s.send('4')).toBe(`CON ${en.askJoinId}\n${en.back}`);
    expect(await s.send('12ab')).toBe(`CON ${en.idInvalid}\n${en.back}`);
    expect(await s.send('0')).toBe(`CON ${en.mainMenu}`);
    await s.send('4');
    await s.send('31234567');
    expect(await s.send('Kendi Mwiti')).toContain(en.askChapter);
    expect(await s.send('0')).toBe(`CON ${en.askJoinName}\n${en.back}`);
    expect(await s.send('00')).toBe(`CON ${en.mainMenu}`);
  });

  it('goes back from the join confirm screen to the same numbered chapter list', async () => {
    const s = dial(await englishCaller());
    await s.start();
    await s.send('4');
    await s.send('31234568');
    const list = await s.send('Kendi Mwiti');
    expect(list).toBe(`CON ${en.askChapter}\n1 Igembe\n2 Tigania\n3 Imenti\n4 Buuri\n${en.back}`);
    expect(await s.send('2')).toContain('Join as Kendi Mwiti, Tigania, ');
    expect(await s.send('0')).toBe(list);
    expect(await s.send('4')).toContain('Join as Kendi Mwiti, Buuri, ');
  });

  it('answers a repeated request with the same screen and runs its job once', async () => {
    const member = await makeMember(t.database.db);
    const phone = `0${member.phoneNumber.slice(3)}`;
    const s = dial(phone);
    await s.start();
    await s.send('1');
    const first = await s.send('3');
    expect(first).toBe(`END ${en.numberSent(phone)}`);
    expect(await s.repeat()).toBe(first);
    const sent = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.memberId, member.id), eq(outbox.kind, 'membership_number')));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.recipient).toBe(member.phoneNumber);
    expect(sent[0]!.channel).toBe('sms');
  });

  it('forgets a session after three minutes: the next screen starts again', async () => {
    const s = dial(await englishCaller());
    await s.start();
    await s.send('4');
    await s.send('31234567');
    t.clock.advance(3 * 60_000 + 1_000);
    try {
      // Without the session the answers so far are not replayed onto a half-typed join.
      expect(await s.send('Kendi')).toBe(`CON ${en.mainMenu}`);
      // The clean-up job keeps nothing typed or shown: no ID number, no name.
      const typed = dial(await englishCaller());
      await typed.start();
      await typed.send('4');
      await typed.send('31234599');
      t.clock.advance(3 * 60_000 + 1_000);
      expect(await forgetOldSessions(t.database.db, t.clock.now())).toBeGreaterThan(0);
      t.clock.advance(-(3 * 60_000 + 1_000));
      const [row] = await t.database.db.select().from(ussdSessions).where(eq(ussdSessions.sessionId, typed.sessionId));
      expect(row).toMatchObject({ state: null, lastText: null, lastResponse: null, lastScreen: 'join_name' });
    } finally {
      t.clock.advance(-(3 * 60_000 + 1_000));
    }
  });

  it('answers any failure with END Sorry, and logs it without the caller’s number', async () => {
    const phone = '+15551234567';
    const answer = await post(t.url, `/hooks/ussd/${secret}`, { sessionId: 'sorry-1', phoneNumber: phone, text: '' });
    expect(answer.body).toBe('END Sorry, please try again later.\nSamahani, tafadhali jaribu tena baadaye.');
    const missing = await post(t.url, `/hooks/ussd/${secret}`, { text: '1' });
    expect(missing.body).toBe('END Sorry, please try again later.\nSamahani, tafadhali jaribu tena baadaye.');
    await eventually(async () => logLines.some((line) => line.includes('USSD screen failed')));
    expect(logLines.join('')).not.toContain('5551234567');
  });

  it('never crashes on the fuzz corpus in text', async () => {
    const phone = await englishCaller();
    for (const value of FUZZ_STRINGS) {
      const s = dial(phone);
      await s.start();
      const answer = await s.send(value);
      expect(answer).toMatch(/^(CON|END) /);
    }
  });
});

describe('1 My membership', () => {
  it("shows the member's own details on the phone on file, in both languages", async () => {
    const member = await makeMember(t.database.db, { fullName: 'Nkirote Gatwiri' });
    const phone = `0${member.phoneNumber.slice(3)}`;
    const s = dial(phone);
    await s.start();
    await s.send('1');
    const answer = await s.send('1');
    expect(answer).toMatch(/^END Nkirote Gatwiri\n/);
    expect(answer).toContain(member.membershipNumber);
    expect(answer).toContain(`${en.statuses.active}`);
    const iso = member.renewalDate;
    expect(answer).toContain(`${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`);

    const k = dial(phone);
    await k.start();
    await k.send('9');
    const kiswahili = await dial(phone).start();
    expect(kiswahili).toBe(`CON ${sw.mainMenu}`);
    const s2 = dial(phone);
    await s2.start();
    expect(await s2.send('1')).toContain(`Hali: ${sw.statuses.active}`);
  });

  it('asks anyone else for an ID number and answers only "active until" or "not found"', async () => {
    const member = await makeMember(t.database.db);
    const s = dial(await englishCaller());
    await s.start();
    expect(await s.send('1')).toBe(`CON ${en.askLookupId}\n${en.back}`);
    expect(await s.send('12')).toBe(`CON ${en.idInvalid}\n${en.back}`);
    const found = await s.send(member.idNumber);
    const iso = member.renewalDate;
    expect(found).toBe(`END ${en.lookupActive(`${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`)}`);
    expect(found).not.toContain(member.fullName);

    const phone = payingPhone();
    const k = dial(phone);
    await k.start();
    await k.send('2');
    await k.send('1');
    expect(await k.send('99999999')).toBe(`END ${sw.lookupNotFound}`);
  });
});

describe('2 Renew', () => {
  it('prompts the calling phone and renews exactly as /renew does', async () => {
    const member = await makeMember(t.database.db);
    const phone = `0${member.phoneNumber.slice(3)}`;
    const s = dial(phone);
    await s.start();
    await s.send('1');
    expect(await s.send('2')).toContain('1 Pay from this phone');
    expect(await s.send('1')).toBe(`END ${en.enterPin(phone)}`);
    await eventually(async () => {
      const [row] = await t.database.db.select().from(members).where(eq(members.id, member.id));
      return row!.renewalDate > member.renewalDate;
    });
    const [paid] = await t.database.db.select().from(payments).where(eq(payments.memberId, member.id));
    expect(paid).toMatchObject({ purpose: 'renewal', status: 'completed', amount: 200, phoneNumber: member.phoneNumber });
    const receipts = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.memberId, member.id), eq(outbox.kind, 'renewal')));
    expect(receipts.length).toBeGreaterThan(0);
  });

  it('prompts a typed phone, in Kiswahili, after a wrong one is asked again', async () => {
    const member = await makeMember(t.database.db);
    const phone = `0${member.phoneNumber.slice(3)}`;
    const s = dial(phone);
    await s.start();
    await s.send('2');
    await s.send('2');
    expect(await s.send('2')).toBe(`CON ${sw.askPayingPhone}\n${sw.back}`);
    expect(await s.send('12345')).toBe(`CON ${sw.phoneInvalid}\n${sw.back}`);
    const other = payingPhone();
    expect(await s.send(other)).toBe(`END ${sw.enterPin(other)}`);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.memberId, member.id));
    expect(row!.phoneNumber).toBe(canonical(other));
  });

  it('tells a phone that is not on file where to renew', async () => {
    const s = dial(await englishCaller());
    await s.start();
    expect(await s.send('2')).toMatch(/^END This phone is not on file\./);
  });
});

describe('3 Membership number by SMS', () => {
  it('sends nothing for a phone that is not on file (Kiswahili)', async () => {
    const phone = payingPhone();
    const s = dial(phone);
    await s.start();
    await s.send('2');
    expect(await s.send('3')).toMatch(/^END Simu hii haijasajiliwa\./);
    const sent = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, canonical(phone)));
    expect(sent).toHaveLength(0);
  });
});

describe('4 Join', () => {
  it('joins through the Daraja simulator into a member with a card and the welcome SMS', async () => {
    const phone = payingPhone();
    const idNumber = String(30_000_000 + Math.floor(Math.random() * 9_000_000));
    const s = dial(phone);
    await s.start();
    await s.send('1');
    await s.send('4');
    await s.send(idNumber);
    const chapters = await s.send('  Kawira   Mutembei ');
    expect(chapters).toContain('1 Igembe');
    expect(await s.send('9')).toBe(
      `CON ${en.invalidChoice}\n${en.askChapter}\n1 Igembe\n2 Tigania\n3 Imenti\n4 Buuri\n${en.back}`,
    );
    const confirm = await s.send('3');
    expect(confirm).toContain('Join as Kawira Mutembei, Imenti, ');
    expect(confirm).toContain('/privacy');
    expect(await s.send('1')).toBe(`END ${en.joinPin(phone)}`);

    await eventually(async () => (await t.database.db.select().from(members).where(eq(members.idNumber, idNumber))).length === 1);
    const [member] = await t.database.db.select().from(members).where(eq(members.idNumber, idNumber));
    expect(member).toMatchObject({
      fullName: 'Kawira Mutembei',
      phoneNumber: canonical(phone),
      gender: 'other',
      photoId: null,
      status: 'active',
      paymentStatus: 'paid',
    });
    const [welcome] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.memberId, member!.id), eq(outbox.kind, 'welcome')));
    expect(welcome!.recipient).toBe(canonical(phone));
    const admin = await adminClient(t);
    const card = await admin.call('GET', `/api/members/${member!.id}/card`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toMatch(/pdf/);

    // The member's phone now answers "already a member" to Join.
    const again = dial(phone);
    await again.start();
    expect(await again.send('4')).toBe(`END ${en.alreadyMember(member!.membershipNumber)}`);
  });

  it('walks the join in Kiswahili to its prompt, and refuses an ID number already registered', async () => {
    const existing = await makeMember(t.database.db);
    const phone = payingPhone();
    const s = dial(phone);
    await s.start();
    await s.send('2');
    expect(await s.send('4')).toBe(`CON ${sw.askJoinId}\n${sw.back}`);
    await s.send(existing.idNumber);
    await s.send('Mwenda Kirimi');
    expect(await s.send('1')).toContain('Jiunge kama Mwenda Kirimi');
    expect(await s.send('1')).toBe(`END ${sw.idRegistered}`);
    expect(
      await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.phoneNumber, canonical(phone))),
    ).toHaveLength(0);

    const fresh = dial(phone);
    await fresh.start();
    await fresh.send('4');
    await fresh.send(String(20_000_000 + Math.floor(Math.random() * 9_000_000)));
    await fresh.send('Mwenda Kirimi');
    await fresh.send('2');
    expect(await fresh.send('1')).toBe(`END ${sw.joinPin(phone)}`);
  });
});

describe('5 Upcoming events', () => {
  it('lists the next three published events, soonest first', async () => {
    const today = nairobiToday(t.clock.now());
    const year = Number(today.slice(0, 4)) + 1;
    await t.database.db.delete(contentEvents);
    for (const [i, title] of ['Tree planting', 'Career day', 'Youth forum', 'Later meeting'].entries()) {
      await t.database.db.insert(contentEvents).values({
        slug: `ussd-event-${i}`,
        title,
        date: `${year}-0${i + 1}-15`,
        startTime: '09:00',
        endTime: '12:00',
        location: 'Maua',
        category: 'community',
        excerpt: 'x',
        body: 'x',
        bodyHtml: '<p>x</p>',
        published: true,
      });
    }
    const s = dial(await englishCaller());
    await s.start();
    const answer = await s.send('5');
    expect(answer).toBe(`END ${en.events}\n15/01 Tree planting, Maua\n15/02 Career day, Maua\n15/03 Youth forum, Maua`);
    await t.database.db.delete(contentEvents);
    const k = dial(payingPhone());
    await k.start();
    await k.send('2');
    expect(await k.send('5')).toBe(`END ${sw.noEvents}`);
  });

  describe('RSVP', () => {
    /** Three events next year: a members-only one, one without RSVP, one with a single place. */
    const events: { id: string; title: string }[] = [];
    let year = 0;
    beforeAll(async () => {
      year = Number(nairobiToday(t.clock.now()).slice(0, 4)) + 1;
      await t.database.db.delete(contentEvents);
      for (const [i, title] of ['Leaders forum', 'Tree planting', 'Avocado workshop'].entries()) {
        const [event] = await t.database.db
          .insert(contentEvents)
          .values({
            slug: `ussd-rsvp-${i}`,
            title,
            date: `${year}-0${i + 1}-12`,
            startTime: '09:00',
            endTime: '12:00',
            location: 'Nkubu',
            category: 'community',
            excerpt: 'x',
            body: 'x',
            bodyHtml: '<p>x</p>',
            published: true,
          })
          .returning();
        events.push(event!);
      }
      await t.database.db.insert(eventRsvpSettings).values([
        { eventId: events[0]!.id, enabled: true, membersOnly: true },
        { eventId: events[2]!.id, enabled: true, capacity: 1 },
      ]);
    });
    afterAll(async () => {
      await t.database.db.delete(contentEvents);
    });
    const list =
      "Reply with the event's number to RSVP:\n" +
      '1 12/01 Leaders forum, Nkubu (RSVP)\n2 12/02 Tree planting, Nkubu\n3 12/03 Avocado workshop, Nkubu (RSVP)';

    it('numbers the events, marks those taking RSVPs, and a member RSVPs as that member', async () => {
      const member = await makeMember(t.database.db, { fullName: 'Karimi Mwenda' });
      const s = dial(`0${member.phoneNumber.slice(3)}`);
      await s.start();
      await s.send('1');
      expect(await s.send('5')).toBe(`CON ${list}\n${en.back}`);
      // An event without RSVP and a number not listed are asked again.
      expect(await s.send('2')).toBe(`CON ${en.invalidChoice}\n${list}\n${en.back}`);
      expect(await s.send('7')).toBe(`CON ${en.invalidChoice}\n${list}\n${en.back}`);
      expect(await s.send('1')).toBe(`END ${en.rsvpGoing('Leaders forum', `12/01/${year}`)}`);
      const [row] = await t.database.db.select().from(rsvps).where(eq(rsvps.phoneNumber, member.phoneNumber));
      expect(row).toMatchObject({ eventId: events[0]!.id, memberId: member.id, name: 'Karimi Mwenda', status: 'going' });
      const [sms] = await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.memberId, member.id), eq(outbox.kind, 'rsvp_going')));
      expect(sms!.recipient).toBe(member.phoneNumber);
      const [session] = await t.database.db.select().from(ussdSessions).where(eq(ussdSessions.sessionId, s.sessionId));
      expect(session).toMatchObject({ outcome: 'rsvp', lastScreen: 'done:rsvp' });

      // The same phone again: already on the list, nothing more stored.
      const again = dial(`0${member.phoneNumber.slice(3)}`);
      await again.start();
      await again.send('5');
      expect(await again.send('1')).toBe(`END ${en.rsvpAlready}`);
      expect(await t.database.db.select().from(rsvps).where(eq(rsvps.phoneNumber, member.phoneNumber))).toHaveLength(1);
    });

    it('asks a guest for a name, and puts the next guest on the waiting list (Kiswahili)', async () => {
      const phone = await englishCaller();
      const s = dial(phone);
      await s.start();
      await s.send('5');
      expect(await s.send('3')).toBe(`CON ${en.askRsvpName}\n${en.back}`);
      expect(await s.send('x'.repeat(101))).toBe(`CON ${en.nameInvalid}\n${en.back}`);
      expect(await s.send('0')).toBe(`CON ${list}\n${en.back}`);
      await s.send('3');
      expect(await s.send('  Kendi   Mwiti ')).toBe(`END ${en.rsvpGoing('Avocado workshop', `12/03/${year}`)}`);
      const [row] = await t.database.db
        .select()
        .from(rsvps)
        .where(eq(rsvps.phoneNumber, canonical(phone)));
      expect(row).toMatchObject({ eventId: events[2]!.id, memberId: null, name: 'Kendi Mwiti', status: 'going', language: 'en' });
      const [sms] = await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, canonical(phone)));
      expect(sms!.kind).toBe('rsvp_going');

      const other = payingPhone();
      const k = dial(other);
      await k.start();
      await k.send('2');
      expect(await k.send('5')).toContain(`CON ${sw.rsvpPick(null)}\n1 12/01 Leaders forum, Nkubu (RSVP)\n`);
      expect(await k.send('3')).toBe(`CON ${sw.askRsvpName}\n${sw.back}`);
      expect(await k.send('Gakii Muthoni')).toBe(`END ${sw.rsvpWaiting('Avocado workshop')}`);
      const [waiting] = await t.database.db
        .select()
        .from(rsvps)
        .where(eq(rsvps.phoneNumber, canonical(other)));
      expect(waiting).toMatchObject({ status: 'waiting', language: 'sw', name: 'Gakii Muthoni' });
      const [text] = await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, canonical(other)));
      expect(text!.kind).toBe('rsvp_waiting');
    });

    it('refuses a guest a members-only event without asking a name, storing nothing', async () => {
      const phone = await englishCaller();
      const s = dial(phone);
      await s.start();
      await s.send('5');
      expect(await s.send('1')).toBe(`END ${en.rsvpMembersOnly}`);
      expect(
        await t.database.db
          .select()
          .from(rsvps)
          .where(eq(rsvps.phoneNumber, canonical(phone))),
      ).toHaveLength(0);
    });

    it('keeps every event screen whole with long titles, and ends as a list when none takes RSVPs', async () => {
      await t.database.db
        .update(contentEvents)
        .set({ title: 'County youth leadership and agribusiness forum with partners', location: 'Meru Town Hall, Kinoru' });
      const s = dial(await englishCaller());
      await s.start();
      const long = await s.send('5');
      expect(long.length).toBeLessThanOrEqual(182);
      expect(long.split('\n').slice(1)).toEqual([
        expect.stringMatching(/^1 12\/01 County .*, Meru Town H\. \(RSVP\)$/),
        expect.stringMatching(/^2 12\/02 County .*, Meru Town H\.$/),
        expect.stringMatching(/^3 12\/03 County .*, Meru Town H\. \(RSVP\)$/),
        en.back,
      ]);
      // One event open: "reply N"; none open: the list as an END, as before.
      await t.database.db.update(eventRsvpSettings).set({ enabled: false }).where(eq(eventRsvpSettings.eventId, events[0]!.id));
      const one = dial(await englishCaller());
      await one.start();
      expect(await one.send('5')).toMatch(/^CON Reply 3 to RSVP:\n/);
      await t.database.db.update(eventRsvpSettings).set({ enabled: false });
      const none = dial(await englishCaller());
      await none.start();
      expect(await none.send('5')).toMatch(/^END Upcoming events:\n12\/01 County/);
    });
  });
});

describe('two instances', () => {
  let second: { app: ZodApp; url: string; database: Database | null };
  beforeAll(async () => {
    // On PostgreSQL the second instance has a pool of its own; PGlite is one process's database.
    const database = t.database.url ? await openDatabase({ databaseUrl: t.database.url, poolSize: 3 }) : null;
    const app = await buildApp(t.config, { db: database?.db ?? t.database.db, now: t.clock.now });
    const url = await app.listen({ host: '127.0.0.1', port: await freePort() });
    second = { app, url, database };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database?.close();
  });

  it('answer alternate screens of one session', async () => {
    let turn = 0;
    const phone = payingPhone();
    const s = dial(phone, () => (turn++ % 2 === 0 ? t.url : second.url));
    expect(await s.start()).toBe(`CON ${ussdMessages.chooseLanguage}`);
    expect(await s.send('1')).toBe(`CON ${en.mainMenu}`);
    await s.send('4');
    await s.send('31234000');
    await s.send('Gakii Muthoni');
    expect(await s.send('4')).toContain('Join as Gakii Muthoni, Buuri, ID 31234000');
    expect(turn).toBe(6);
  });
});

describe('end-of-session notifications and the report', () => {
  it('records the notification and reports sessions, outcomes and drop-outs to admins only', async () => {
    const s = dial(await englishCaller());
    await s.start();
    await s.send('4');
    const notified = await post(t.url, `/hooks/ussd/${secret}/events`, {
      date: new Date().toISOString(),
      sessionId: s.sessionId,
      serviceCode: '*384*96#',
      networkCode: '63902',
      phoneNumber: '+254711000000',
      status: 'Incomplete',
      cost: 'KES 0.00',
      durationInMillis: '41000',
      hopsCount: '2',
      input: '4',
      lastAppResponse: 'CON Join MYV',
      errorMessage: '',
    });
    expect(notified.status).toBe(200);
    const [row] = await t.database.db.select().from(ussdSessions).where(eq(ussdSessions.sessionId, s.sessionId));
    expect(row).toMatchObject({
      endStatus: 'Incomplete',
      endDurationMs: 41000,
      endHops: 2,
      lastScreen: 'join_id',
      outcome: null,
    });
    expect((await post(t.url, '/hooks/ussd/wrong/events', { sessionId: s.sessionId })).status).toBe(404);
    expect((await post(t.url, `/hooks/ussd/${secret}/events`, { durationInMillis: 'x' })).status).toBe(200);

    const admin = await adminClient(t);
    const report = await admin.call('GET', '/api/ussd/report');
    expect(report.statusCode).toBe(200);
    const body = report.json();
    expect(body.days.reduce((n: number, d: { sessions: number }) => n + d.sessions, 0)).toBeGreaterThan(10);
    expect(body.completed.joins).toBeGreaterThanOrEqual(1);
    expect(body.completed.renewals).toBeGreaterThanOrEqual(1);
    expect(body.dropOuts.find((d: { screen: string }) => d.screen === 'join_id').sessions).toBeGreaterThanOrEqual(1);
    expect(body.endStatuses.find((e: { status: string }) => e.status === 'Incomplete').sessions).toBeGreaterThanOrEqual(1);
    const treasurer = await adminClient(t, 'treasurer');
    expect((await treasurer.call('GET', '/api/ussd/report')).statusCode).toBe(403);
  });
});

describe('the simulator phone page', () => {
  it('is served in simulator mode from this machine, and answers through the callback', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/ussd' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>USSD simulator</h1>');
    const dialled = await t.app.inject({
      method: 'POST',
      url: '/dev/ussd',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      payload: 'op=dial&phone=0711223344',
    });
    expect(dialled.statusCode).toBe(200);
    expect(dialled.body).toContain('Choose language / Chagua lugha');
    const remote = await t.app.inject({ method: 'GET', url: '/dev/ussd', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(404);
  });

  it('does not exist in production mode', async () => {
    const app = await buildApp({ ...t.config, env: 'production' }, { db: t.database.db, now: t.clock.now });
    try {
      expect((await app.inject({ method: 'GET', url: '/dev/ussd' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('every screen', () => {
  it('is CON or END, plain ASCII, at most 182 characters', () => {
    expect(screens.length).toBeGreaterThan(60);
    for (const screen of screens) {
      expect(screen, screen).toMatch(/^(CON|END) /);
      expect(screen.length, screen).toBeLessThanOrEqual(182);
      expect(/^[\x20-\x7e\n]*$/.test(screen), screen).toBe(true);
    }
  });
});
