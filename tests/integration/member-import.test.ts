/**
 * Importing existing members: a dry run lists every row's problems with the member form's
 * messages; the import writes all rows in one transaction or none.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members } from '../../src/server/db/schema';
import { lifecycleMessages } from '../../src/shared/lifecycle-messages';
import { messages } from '../../src/shared/messages';
import { MEMBER_NUMBER_PATTERN } from '../../src/shared/numbers';
import { createTestApp, type TestApp } from '../helpers/app';
import { adminClient } from '../helpers/admin';
import { makeMember } from '../helpers/factories';
import { count } from '../helpers/payments';

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
        `5 chapter: ${lifecycleMessages.importChapterUnknown}`,
        `5 joinDate: ${lifecycleMessages.importDateInvalid}`,
        `6 idNumber: ${messages.duplicateMember}`,
        `7 idNumber: ${lifecycleMessages.importDuplicateInFile}`,
        `8 membershipNumber: ${lifecycleMessages.importMembershipNumberInvalid}`,
        `8 email: ${messages.emailInvalid}`,
      ]),
    );
    expect(await count(t.database.db, 'members')).toBe(before);

    // Not a dry run with errors: nothing at all is written.
    const refused = await importCsv(csv, false);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ imported: 0, message: lifecycleMessages.importHasErrors });
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
      ['name,phone\nA,0712', lifecycleMessages.importHeaderMissing],
      ['', lifecycleMessages.importEmpty],
      [`${HEADER}\n"unclosed,quote`, lifecycleMessages.importUnreadable],
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
