/**
 * Importing existing members: a dry run lists every row's problems with the member form's
 * messages; the import writes all rows in one transaction or none.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members, outbox } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';
import { MEMBER_NUMBER_PATTERN } from '../../src/shared/numbers';
import { createTestApp, type TestApp } from '../helpers/app';
import { adminClient } from '../helpers/admin';
import { makeMember } from '../helpers/factories';
import { count } from '../helpers/payments';
import { nairobiToday } from '../../src/shared/dates';
import { addDays } from '../../src/shared/membership';
import { runReminders } from '../../src/server/modules/reminders/service';
import { SMS_PRICE_KSH } from '../../src/server/modules/sms';
import type { ImportError, ImportResult } from '../../src/shared/schemas/import';
import { ERROR_CODES } from '../../src/shared/error-codes';
import { errorBodySchema } from '../../src/shared/schemas/errors';

let t: TestApp;
let call: Awaited<ReturnType<typeof adminClient>>['call'];
beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await adminClient(t));
});
afterAll(async () => t?.close());

const HEADER = 'idNumber,fullName,phoneNumber,gender,chapter,joinDate,membershipNumber,email,renewalDate';
const importCsv = (csv: string, dryRun: boolean) => call('POST', '/api/members/import', { csv, dryRun });

describe('POST /api/members/import', () => {
  it('a dry run lists every problem with the form messages and writes nothing; the import then runs all or nothing', async () => {
    const existing = await makeMember(t.database.db, { idNumber: '27000001' });
    const csv = [
      HEADER,
      // fine, with a quoted name holding a comma, chapter by code, DD/MM/YYYY
      '31000001,"Mwenda, Kirimi",0712000001,Male,IM,15/03/2024,,,',
      // fine, own membership number, e-mail, explicit renewal date
      '31000002,Kagwiria Nkatha,+254 712 000 002,female,Igembe Youth Voice,2023-11-02,MYVIG-1123-77,kagwiria@example.org,2025-12-01',
      // bad ID, bad phone, bad gender
      '12,Bad Row,12345,unknown,Tigania Youth Voice,2024-01-01,,,',
      // unknown chapter, bad date
      '31000004,Gatwiri Mugambi,0712000004,female,Nowhere,2024-13-40,,,',
      // an ID number already a member's, and one twice in the file
      `${existing.idNumber},Already There,0712000005,male,BU,2024-02-02,,,`,
      '31000001,Twice In File,0712000006,male,BU,2024-02-02,,,',
      // bad membership number and bad e-mail
      '31000007,Kendi Kaimenyi,0712000007,female,TI,2024-02-02,NOTANUMBER,not-an-email,',
    ].join('\r\n');
    const before = await count(t.database.db, 'members');
    const dry = await importCsv(csv, true);
    expect(dry.statusCode).toBe(200);
    const body = dry.json();
    expect(body, JSON.stringify(body)).toMatchObject({ rows: 7, valid: 2 });
    const problems = body.errors.map((e: { row: number; field: string; message: string }) => `${e.row} ${e.field}: ${e.message}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        `4 idNumber: ${messages.idNumberInvalid}`,
        `4 phoneNumber: ${messages.phoneInvalid}`,
        `4 gender: ${messages.adminGenderRequired}`,
        `5 chapter: ${serverMessages.importChapterUnknown}`,
        `5 joinDate: ${serverMessages.importDateInvalid}`,
        `6 idNumber: ${serverMessages.duplicateMember}`,
        `7 idNumber: ${serverMessages.importDuplicateInFile}`,
        `8 membershipNumber: ${serverMessages.importMembershipNumberInvalid}`,
        `8 email: ${messages.emailInvalid}`,
      ]),
    );
    expect(await count(t.database.db, 'members')).toBe(before);

    // Not a dry run with errors: nothing at all is written.
    const refused = await importCsv(csv, false);
    expect(refused.statusCode).toBe(400);
    // The one error body, with the check's result beside it.
    expect(refused.json()).toMatchObject({
      imported: 0,
      error: { code: ERROR_CODES.importRefused, message: serverMessages.importHasErrors },
    });
    expect(await count(t.database.db, 'members')).toBe(before);

    // The two good rows alone import, with numbers, dates and phones as the app keeps them.
    const good = [HEADER, csv.split('\r\n')[1], csv.split('\r\n')[2]].join('\n');
    const done = await importCsv(good, false);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ rows: 2, valid: 2, imported: 2, errors: [] });
    const rows = await t.database.db
      .select()
      .from(members)
      .where(inArray(members.idNumber, ['31000001', '31000002']));
    const first = rows.find((r) => r.idNumber === '31000001')!;
    expect(first).toMatchObject({
      fullName: 'Mwenda, Kirimi',
      phoneNumber: '254712000001',
      gender: 'male',
      joinDate: '2024-03-15',
      renewalDate: '2025-03-15',
      paymentMethod: 'admin',
    });
    expect(first.membershipNumber).toMatch(MEMBER_NUMBER_PATTERN);
    expect(first.membershipNumber.startsWith('MYVIM-0324-')).toBe(true);
    expect(rows.find((r) => r.idNumber === '31000002')).toMatchObject({
      membershipNumber: 'MYVIG-1123-77',
      email: 'kagwiria@example.org',
      renewalDate: '2025-12-01',
    });
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'members.import'))).toHaveLength(1);

    // The same file again: every row is now a duplicate.
    const again = await importCsv(good, true);
    expect(again.json().valid).toBe(0);
  });

  it('refuses a file without the header, an empty file and non-CSV text', async () => {
    for (const [csv, message] of [
      ['name,phone\nA,0712', serverMessages.importHeaderMissing],
      ['', serverMessages.importEmpty],
      [`${HEADER}\n"unclosed,quote`, serverMessages.importUnreadable],
    ] as const) {
      const answer = await importCsv(csv, true);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().errors[0].message).toBe(message);
    }
    const notText = await call('POST', '/api/members/import', { csv: 42 });
    expect(notText.statusCode, notText.body).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/members/import',
          headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
          payload: { csv: HEADER },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('generates distinct numbers for many rows of one month and chapter', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 40; i++)
      lines.push(
        `3200${String(i).padStart(4, '0')},Member ${i} Muthoni,07130${String(i).padStart(5, '0')},female,Buuri Youth Voice,01/06/2024,,,`,
      );
    // 01/06/2024 is a date both ways: the file says day first.
    const done = await call('POST', '/api/members/import', { csv: lines.join('\n'), dryRun: false, dateOrder: 'dayFirst' });
    expect(done.json()).toMatchObject({ imported: 40 });
    const rows = await t.database.db
      .select()
      .from(members)
      .where(
        inArray(
          members.idNumber,
          lines.slice(1).map((l) => l.split(',')[0]!),
        ),
      );
    expect(new Set(rows.map((r) => r.membershipNumber)).size).toBe(40);
  });
});

/** Numbers no factory makes (factories draw 2547… phones): 011 + a counter. */
let serial = 0;
const fresh = () => {
  serial++;
  return { id: String(41_000_000 + serial * 7 + Math.floor(Math.random() * 7)), phone: `0111${String(serial).padStart(6, '0')}` };
};
const problems = (errors: ImportError[]) => errors.map((e) => `${e.row} ${e.field}: ${e.message}`);
const imported = (ids: string[]) => t.database.db.select().from(members).where(inArray(members.idNumber, ids));

describe('the dry run finds every problem the import would', () => {
  it('duplicate phone numbers, against members and within the file, in any format', async () => {
    const existing = await makeMember(t.database.db, { phoneNumber: '254111999001' });
    const [a, b, c, d] = [fresh(), fresh(), fresh(), fresh()];
    const csv = [
      HEADER,
      `${a.id},Phone Taken,+254 111 999 001,male,IM,2024-03-01,,,`,
      `${b.id},First Holder,${b.phone},female,IM,2024-03-01,,,`,
      `${c.id},Second Holder,+254${b.phone.slice(1)},female,IM,2024-03-01,,,`,
      `${d.id},Fine Row,${d.phone},male,IM,2024-03-01,,,`,
    ].join('\n');
    const dry = (await importCsv(csv, true)).json() as ImportResult;
    expect(problems(dry.errors)).toEqual([
      `2 phoneNumber: ${serverMessages.duplicateMemberPhone}`,
      `4 phoneNumber: ${serverMessages.importDuplicateInFile}`,
    ]);
    expect(dry.valid).toBe(2);
    expect(existing.phoneNumber).toBe('254111999001');

    // The import refuses with the same list and the product's message (in the app's error shape,
    // which the dashboard's client shows), never a database clash.
    const refused = await importCsv(csv, false);
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(problems(body.errors)).toEqual(problems(dry.errors));
    expect(body.error.message).toBe(serverMessages.importHasErrors);
    expect(await imported([a.id, b.id, c.id, d.id])).toHaveLength(0);
  });

  it('a row with several problems lists them all at once, duplicates included', async () => {
    const taken = await makeMember(t.database.db);
    const row = `${taken.idNumber},Two Problems,0${taken.phoneNumber.slice(3)},nobody,IM,2024-03-01,,,`;
    const dry = (await importCsv([HEADER, row].join('\n'), true)).json() as ImportResult;
    expect(problems(dry.errors).sort()).toEqual(
      [
        `2 idNumber: ${serverMessages.duplicateMember}`,
        `2 phoneNumber: ${serverMessages.duplicateMemberPhone}`,
        `2 gender: ${messages.adminGenderRequired}`,
      ].sort(),
    );
  });

  it('a member added after the check: the import runs the same check and names the row', async () => {
    const a = fresh();
    const csv = [HEADER, `${a.id},Late Clash,${a.phone},male,IM,2024-03-01,,,`].join('\n');
    expect((await importCsv(csv, true)).json().errors).toEqual([]);
    await makeMember(t.database.db, { phoneNumber: `254${a.phone.slice(1)}` });
    const refused = await importCsv(csv, false);
    expect(refused.statusCode).toBe(400);
    expect(problems(refused.json().errors)).toEqual([`2 phoneNumber: ${serverMessages.duplicateMemberPhone}`]);
  });

  it("two imports at once with the same phone: one imports, the other is refused with the product's message and its row", async () => {
    const [a, b] = [fresh(), fresh()];
    const one = [HEADER, `${a.id},Race One,${a.phone},male,IM,2024-03-01,,,`].join('\n');
    const two = [HEADER, `${b.id},Race Two,${a.phone},male,IM,2024-03-01,,,`].join('\n');
    const answers = await Promise.all([importCsv(one, false), importCsv(two, false)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, answers.find((r) => r.statusCode !== 200)!.statusCode]);
    const refused = answers.find((r) => r.statusCode !== 200)!;
    expect([400, 409]).toContain(refused.statusCode);
    const body = refused.json();
    expect([serverMessages.importHasErrors, serverMessages.importChangedMeanwhile]).toContain(body.error.message);
    expect(problems(body.errors)).toEqual([`2 phoneNumber: ${serverMessages.duplicateMemberPhone}`]);
    expect(await imported([a.id, b.id])).toHaveLength(1);
  });
});

describe('a refused import answers the one error body', () => {
  it('400: a file with problems, with the product message and nothing written', async () => {
    const a = fresh();
    const bad = [HEADER, `${a.id},Refused Row,12345,male,IM,2024-03-01,,,`].join('\n');
    const refused = await importCsv(bad, false);
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(errorBodySchema.safeParse(body).success, refused.body).toBe(true);
    expect(body.error).toEqual({ code: ERROR_CODES.importRefused, message: serverMessages.importHasErrors });
    // One message, in the error: the top-level message is the success notice only.
    expect(body).not.toHaveProperty('message');
    expect(problems(body.errors)).toEqual([`2 phoneNumber: ${messages.phoneInvalid}`]);

    expect(await imported([a.id])).toHaveLength(0);
  });

  it('409: the database refuses a row the check passed (a clash since the check), with the product message', async () => {
    // A member written between the check and the insert is a race; a unique index the check
    // knows nothing about makes the database refuse the same way every time.
    const a = fresh();
    // Letters only (a name with digits is refused), and no other member's.
    const name = `Clash ${a.id.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)} Mwenda`;
    await makeMember(t.database.db, { fullName: name });
    await t.database.db.execute(
      sql.raw(`create unique index import_test_clash on members (full_name) where full_name = '${name}'`),
    );
    try {
      const csv = [HEADER, `${a.id},${name},${a.phone},male,IM,2024-03-01,,,`].join('\n');
      expect((await importCsv(csv, true)).json().errors).toEqual([]);
      const refused = await importCsv(csv, false);
      expect(refused.statusCode).toBe(409);
      const body = refused.json();
      expect(errorBodySchema.safeParse(body).success, refused.body).toBe(true);
      expect(body.error).toEqual({ code: ERROR_CODES.importConflict, message: serverMessages.importChangedMeanwhile });
      expect(body).toMatchObject({ imported: 0, rows: 1 });
      expect(body).not.toHaveProperty('message');
      expect(await imported([a.id])).toHaveLength(0);
    } finally {
      await t.database.db.execute(sql`drop index import_test_clash`);
    }
  });
});

describe('encodings', () => {
  it("Excel's plain CSV (Windows-1252) is stored with its accents; text already garbled is refused", async () => {
    const a = fresh();
    const text = `${HEADER}\r\n${a.id},Kéndi Nkírote,${a.phone},female,Imenti,2024-03-01,,,\r\n`;
    const file = Buffer.from(text, 'latin1').toString('base64'); // é and í as single bytes, as Windows saves them
    const dry = (await call('POST', '/api/members/import', { file, dryRun: true })).json() as ImportResult;
    expect(dry).toMatchObject({ valid: 1, errors: [], encoding: 'windows-1252' });
    const done = await call('POST', '/api/members/import', { file, dryRun: false });
    expect(done.statusCode, done.body).toBe(200);
    expect((await imported([a.id]))[0]!.fullName).toBe('Kéndi Nkírote');

    // The same file read as UTF-8 before it reached us: replacement characters, never stored.
    const b = fresh();
    const garbled = `${HEADER}\n${b.id},K\uFFFDndi Nk\uFFFDrote,${b.phone},female,IM,2024-03-01,,,\n`;
    const check = (await importCsv(garbled, true)).json() as ImportResult;
    expect(problems(check.errors)).toEqual([`2 fullName: ${serverMessages.importBadCharacters}`]);
    expect((await importCsv(garbled, false)).statusCode).toBe(400);
    expect(await imported([b.id])).toHaveLength(0);
  });
});

describe('rows as the spreadsheet numbers them', () => {
  it('counts blank rows and rows of empty cells, names each row by ID and name, and groups identical problems', async () => {
    const [a, b, c, d] = [fresh(), fresh(), fresh(), fresh()];
    const csv = [
      HEADER,
      `${a.id},Fine Row,${a.phone},male,IM,2024-03-01,,,`,
      '',
      ',,,,,,,,',
      `${b.id},Wrong Place One,${b.phone},male,Nowhere,2024-03-01,,,`,
      `${c.id},Wrong Place Two,${c.phone},female,Elsewhere,2024-03-01,,,`,
      '',
      `${d.id},Wrong Place Three,${d.phone},female,Somewhere,2024-13-01,,,`,
    ].join('\r\n');
    const dry = (await importCsv(csv, true)).json() as ImportResult;
    expect(dry.rows).toBe(4);
    expect(dry.errors.map((e) => [e.row, e.field, e.idNumber, e.fullName])).toEqual([
      [5, 'chapter', b.id, 'Wrong Place One'],
      [6, 'chapter', c.id, 'Wrong Place Two'],
      [8, 'chapter', d.id, 'Wrong Place Three'],
      [8, 'joinDate', d.id, 'Wrong Place Three'],
    ]);
    expect(dry.groups).toEqual([
      {
        field: 'chapter',
        message: serverMessages.importChapterUnknown,
        rows: [
          { row: 5, idNumber: b.id, fullName: 'Wrong Place One' },
          { row: 6, idNumber: c.id, fullName: 'Wrong Place Two' },
          { row: 8, idNumber: d.id, fullName: 'Wrong Place Three' },
        ],
      },
      {
        field: 'joinDate',
        message: serverMessages.importDateInvalid,
        rows: [{ row: 8, idNumber: d.id, fullName: 'Wrong Place Three' }],
      },
    ]);
  });
});

describe('what spreadsheets really contain', () => {
  it('semicolons, human headers, chapter names without "Youth Voice", Excel phones and ambiguous dates', async () => {
    const [a, b, c, e] = [fresh(), fresh(), fresh(), fresh()];
    const csv = [
      'ID Number;Full Name;Phone;Gender;Chapter;Join Date;Notes',
      `${a.id};Mwenda, Kirimi;${a.phone};Male;imenti;15/03/2024;paid cash`,
      `${b.id};Kawira Gatwiri;7.12346E+08;Female;Tigania;2024-01-10;`,
      `${c.id};Nkatha Murithi;${c.phone};female;Buuri Youth Voice;4/3/2024;`,
      `${e.id};Mutuma Kendi;${e.phone};male;IG;3/15/2024;`,
    ].join('\r\n');
    const dry = (await importCsv(csv, true)).json() as ImportResult;
    expect(problems(dry.errors)).toEqual([
      `3 phoneNumber: ${serverMessages.importPhoneScientific('7.12346E+08')}`,
      `4 joinDate: ${serverMessages.importDateAmbiguous('4/3/2024')}`,
    ]);
    expect(dry.ambiguousDates).toBe(true);

    // The official says this file writes the day first: 4/3/2024 is 4 March, 3/15/2024 cannot be.
    const dayFirst = (
      await call('POST', '/api/members/import', { csv, dryRun: true, dateOrder: 'dayFirst' })
    ).json() as ImportResult;
    expect(problems(dayFirst.errors)).toEqual([
      `3 phoneNumber: ${serverMessages.importPhoneScientific('7.12346E+08')}`,
      `5 joinDate: ${serverMessages.importDateWrongOrder('3/15/2024')}`,
    ]);
    const without = csv
      .split('\r\n')
      .filter((_, i) => i !== 2 && i !== 4)
      .join('\r\n');
    const done = await call('POST', '/api/members/import', { csv: without, dryRun: false, dateOrder: 'dayFirst' });
    expect(done.statusCode, done.body).toBe(200);
    const rows = await imported([a.id, c.id]);
    expect(rows.find((r) => r.idNumber === a.id)).toMatchObject({ fullName: 'Mwenda, Kirimi', joinDate: '2024-03-15' });
    expect(rows.find((r) => r.idNumber === c.id)).toMatchObject({ joinDate: '2024-03-04' });
  });

  it('the members export imports again as it is (its headers, BOM, labels and protected cells)', async () => {
    const [a, b] = [fresh(), fresh()];
    const csv = [
      `${HEADER},language`,
      `${a.id},Export Roundtrip,${a.phone},female,IM,2024-03-01,,roundtrip@example.org,2026-03-01,Kiswahili`,
      `${b.id},Export Roundtrip Two,${b.phone},other,BU,2023-12-24,,,,`,
    ].join('\n');
    expect((await importCsv(csv, false)).statusCode).toBe(200);
    const before = await imported([a.id, b.id]);
    expect(before.map((r) => r.language).sort()).toEqual(['en', 'sw']);
    const exported = await call('GET', '/api/members/export.csv');
    expect(exported.statusCode).toBe(200);
    await t.database.db.delete(members).where(inArray(members.idNumber, [a.id, b.id]));

    // The two members' lines (the test file's other members are still there).
    const lines = exported.body.split('\r\n');
    const theirs = [lines[0], ...lines.filter((l) => l.includes('Export Roundtrip'))].join('\r\n');
    expect(theirs.split('\r\n')).toHaveLength(3);
    const again = await importCsv(theirs, false);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ imported: 2 });
    const after = await imported([a.id, b.id]);
    const keep = (r: typeof members.$inferSelect) => [
      r.idNumber,
      r.fullName,
      r.phoneNumber,
      r.email,
      r.gender,
      r.chapterId,
      r.membershipNumber,
      r.joinDate,
      r.renewalDate,
      r.language,
    ];
    expect(after.map(keep).sort()).toEqual(before.map(keep).sort());
  });

  it("reads the language column as the export writes it or by the language's name, blank as English, and refuses anything else", async () => {
    const cells = ['sw', ' SWAHILI ', 'Kiswahili', 'English', 'EN', ''];
    const people = cells.map(() => fresh());
    const wrong = fresh();
    const lines = [
      'ID Number,Full Name,Phone,Gender,Chapter,Join Date,Language',
      ...people.map((p, i) => `${p.id},Lugha Member ${i},${p.phone},female,IM,2024-03-01,${cells[i]}`),
      `${wrong.id},Lugha Wrong,${wrong.phone},male,IM,2024-03-01,French`,
    ];
    const dry = (await importCsv(lines.join('\n'), true)).json() as ImportResult;
    expect(dry).toMatchObject({ rows: 7, valid: 6 });
    expect(problems(dry.errors)).toEqual([`8 language: ${serverMessages.importLanguageInvalid}`]);
    // All or nothing, as for any other bad value.
    expect((await importCsv(lines.join('\n'), false)).statusCode).toBe(400);
    expect(await imported([wrong.id, ...people.map((p) => p.id)])).toEqual([]);

    expect((await importCsv(lines.slice(0, -1).join('\n'), false)).statusCode).toBe(200);
    const rows = await imported(people.map((p) => p.id));
    expect(people.map((p) => rows.find((r) => r.idNumber === p.id)?.language)).toEqual(['sw', 'sw', 'sw', 'en', 'en', 'en']);
  });
});

describe('messages the import would cause', () => {
  /** One member per reminder situation; the 30-day and recent-expiry ones would be messaged. */
  const file = (today: string) => {
    const rows = [
      ['soon', addDays(today, 20)],
      ['lapsed lately', addDays(today, -10)],
      ['lapsed long ago', addDays(today, -400)],
      ['far', addDays(today, 200)],
    ].map(([label, renewal]) => ({ ...fresh(), label: label!, renewal: renewal! }));
    const csv = [
      HEADER,
      ...rows.map(
        (r) => `${r.id},Quiet ${r.label.replace(/ /g, '')} Member,${r.phone},male,IM,${addDays(r.renewal, -365)},,,${r.renewal}`,
      ),
    ].join('\n');
    return { rows, csv };
  };
  const smsFor = (ids: string[]) =>
    t.database.db
      .select({ kind: outbox.kind })
      .from(outbox)
      .innerJoin(members, eq(members.id, outbox.memberId))
      .where(and(inArray(members.idNumber, ids), eq(outbox.channel, 'sms')));

  it('the dry run counts the members the next reminders run would message and the cost; "don\'t message these" keeps them quiet', async () => {
    const today = nairobiToday(t.clock.now());
    const quiet = file(today);
    const dry = (await importCsv(quiet.csv, true)).json() as ImportResult;
    expect(dry.messaging).toEqual({ members: 2, sms: 2, costKsh: 2 * SMS_PRICE_KSH });

    const done = await call('POST', '/api/members/import', { csv: quiet.csv, dryRun: false, quiet: true });
    expect(done.json()).toMatchObject({ imported: 4, message: serverMessages.importDoneQuiet(4) });
    const loud = file(today);
    expect((await importCsv(loud.csv, false)).json()).toMatchObject({ imported: 4 });

    await runReminders(t.database.db, t.clock.now());
    expect(await smsFor(quiet.rows.map((r) => r.id))).toEqual([]);
    expect((await smsFor(loud.rows.map((r) => r.id))).map((r) => r.kind).sort()).toEqual(['expiry', 'reminder_30']);
    // Stored per member: the quiet ones are muted through their current renewal date.
    const stored = await imported(quiet.rows.map((r) => r.id));
    expect(stored.every((r) => r.remindersMutedThrough === r.renewalDate)).toBe(true);
  });
});
