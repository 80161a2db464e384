/**
 * Importing the members the organisation already has (docs/membership.md): a spreadsheet saved
 * as CSV (read by lib/csv: encodings, separators, blank rows), checked row by row with the member
 * form's own rules and messages, then inserted in one transaction — all rows or none. The dry run
 * and the import run this same check, so a file the check passes is a file the import takes.
 * A blank membership number is generated in the usual MYV{CC}-{MMYY}-{n} form.
 */
import { audit } from '../audit';
import type { Actor } from '../../lib/actor';
import { inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, members } from '../../db/schema';
import { GENDER_LABELS, GENDERS, MEMBER_NUMBER_RANGE } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { serverMessages } from '../../../shared/server-messages';
import { firstRenewalDate } from '../../../shared/membership';
import type { MemberLanguage } from '../../../shared/member-language';
import { nairobiToday } from '../../../shared/dates';
import { toCanonicalPhone, toDisplayPhone } from '../../../shared/phone';
import { MEMBER_NUMBER_PATTERN, membershipNumberPrefix } from '../../../shared/numbers';
import { fullName, gender, idNumber, memberPhone, optionalEmail } from '../../../shared/schemas/fields';
import {
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportColumn,
  type ImportDateOrder,
  type ImportError,
  type ImportGroup,
  type ImportResult,
} from '../../../shared/schemas/import';
import { isUniqueViolation } from '../../db/errors';
import { startingWith } from '../../db/like';
import { readCsvSheet, REPLACEMENT_CHARACTER, type CsvSheet } from '../../lib/csv';
import { scheduledReminderFor } from '../reminders';
import { SMS_PRICE_KSH } from '../sms';
import { columnIndexes } from './columns';
import { isScientificNumber, parseImportDate, parseImportLanguage } from './values';

type ChapterRow = typeof chapters.$inferSelect;

export interface ImportedMember {
  row: number;
  idNumber: string;
  fullName: string;
  phoneNumber: string;
  email: string | null;
  gender: 'male' | 'female' | 'other';
  chapter: ChapterRow;
  joinDate: string;
  renewalDate: string;
  membershipNumber: string | null;
  language: MemberLanguage;
}

const field = <T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } },
  value: unknown,
) => {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true as const, value: parsed.data }
    : { ok: false as const, message: parsed.error.issues[0]?.message ?? 'Invalid' };
};

const genderField = gender(messages.adminGenderRequired);
/** male / Male / M, and the labels the members export writes ("Prefer not to say"). */
const GENDER_BY_TEXT = new Map<string, string>([
  ...GENDERS.map((g) => [g, g] as const),
  ...GENDERS.map((g) => [GENDER_LABELS[g].toLowerCase(), g] as const),
  ['m', 'male'],
  ['f', 'female'],
]);

/** "Imenti", "imenti youth voice", "IM" → the Imenti chapter: officials rarely type the full name. */
const chapterKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ youth voice$/, '');

export interface ImportCheck {
  result: ImportResult;
  /** The rows without a problem, ready to insert (all of them when result.errors is empty). */
  members: ImportedMember[];
}

const emptyResult = {
  rows: 0,
  valid: 0,
  errors: [],
  groups: [],
  messaging: { members: 0, sms: 0, costKsh: 0 },
  ambiguousDates: false,
};

/** Identical problems together, in the order of their first row. */
function groupErrors(errors: ImportError[]): ImportGroup[] {
  const groups = new Map<string, ImportGroup>();
  for (const { row, field: name, message, idNumber: id, fullName: person } of errors) {
    const key = `${name}\u0000${message}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { field: name, message, rows: [] }));
    group.rows.push({ row, idNumber: id, fullName: person });
  }
  return [...groups.values()];
}

/** Parsed values of one row, kept even when another cell of the row is wrong (for the duplicate checks). */
interface RowValues {
  row: number;
  label: Pick<ImportError, 'idNumber' | 'fullName'>;
  idNumber?: string;
  phoneNumber?: string;
  membershipNumber?: string;
  member?: ImportedMember;
}

/** Parses and checks every row; nothing is written. The one check of both the dry run and the import. */
export async function checkImport(db: Db, text: string, now: Date, dateOrder?: ImportDateOrder): Promise<ImportCheck> {
  const fail = (message: string): ImportCheck => ({
    result: {
      ...emptyResult,
      errors: [{ row: 1, field: 'file', message }],
      groups: [{ field: 'file', message, rows: [{ row: 1 }] }],
    },
    members: [],
  });
  let sheet: CsvSheet;
  try {
    sheet = readCsvSheet(text);
  } catch {
    return fail(serverMessages.importUnreadable);
  }
  const columns = columnIndexes(sheet.header);
  if (!sheet.header.some(Boolean)) return fail(serverMessages.importEmpty);
  if (IMPORT_REQUIRED_COLUMNS.some((c) => columns[c] === undefined)) return fail(serverMessages.importHeaderMissing);
  if (!sheet.rows.length) return fail(serverMessages.importEmpty);
  if (sheet.rows.length > IMPORT_MAX_ROWS) return fail(serverMessages.importTooManyRows);

  const allChapters = await db.select().from(chapters);
  const chapterFor = (value: string) => {
    const key = chapterKey(value);
    return allChapters.find((c) => chapterKey(c.name) === key || c.code.toLowerCase() === key) ?? null;
  };
  const today = nairobiToday(now);
  const errors: ImportError[] = [];
  let ambiguousDates = false;

  const values: RowValues[] = sheet.rows.map(({ row, cells }) => {
    const cell = (name: ImportColumn) => {
      const index = columns[name];
      return index === undefined ? '' : (cells[index] ?? '');
    };
    const label = { idNumber: cell('idNumber') || undefined, fullName: cell('fullName') || undefined };
    const found: RowValues = { row, label };
    const before = errors.length;
    const error = (name: string, message: string) => errors.push({ row, field: name, message, ...label });

    // A cell holding U+FFFD was decoded with the wrong encoding before it reached us (or the
    // file mixes encodings): storing it would put "K�ndi" on a membership card.
    const garbled = new Set(
      (Object.keys(columns) as ImportColumn[]).filter((name) => cell(name).includes(REPLACEMENT_CHARACTER)),
    );
    for (const name of garbled) error(name, serverMessages.importBadCharacters);

    const id = field(idNumber, cell('idNumber'));
    if (id.ok) found.idNumber = id.value;
    else error('idNumber', id.message);
    const name = field(fullName, cell('fullName'));
    if (!name.ok && !garbled.has('fullName')) error('fullName', name.message);

    const rawPhone = cell('phoneNumber');
    const canonicalPhone = toCanonicalPhone(rawPhone);
    const phone = field(memberPhone, canonicalPhone ? toDisplayPhone(canonicalPhone) : rawPhone);
    if (isScientificNumber(rawPhone)) error('phoneNumber', serverMessages.importPhoneScientific(rawPhone));
    else if (!phone.ok) error('phoneNumber', phone.message);
    else found.phoneNumber = phone.value;

    const sex = field(genderField, GENDER_BY_TEXT.get(cell('gender').toLowerCase()) ?? cell('gender'));
    if (!sex.ok) error('gender', sex.message);
    const chapter = cell('chapter') ? chapterFor(cell('chapter')) : null;
    if (!cell('chapter')) error('chapter', messages.adminChapterRequired);
    else if (!chapter) error('chapter', serverMessages.importChapterUnknown);
    const email = field(optionalEmail, cell('email'));
    if (!email.ok) error('email', email.message);

    const date = (column: 'joinDate' | 'renewalDate'): string | null => {
      const reading = parseImportDate(cell(column), dateOrder);
      if ('date' in reading) return reading.date;
      if (reading.problem === 'ambiguous') ambiguousDates = true;
      error(
        column,
        reading.problem === 'ambiguous'
          ? serverMessages.importDateAmbiguous(cell(column))
          : reading.problem === 'wrongOrder'
            ? serverMessages.importDateWrongOrder(cell(column))
            : serverMessages.importDateInvalid,
      );
      return null;
    };
    const joinDate = date('joinDate');
    if (joinDate && joinDate > today) error('joinDate', serverMessages.importDateInFuture);
    let renewalDate = joinDate ? firstRenewalDate(joinDate) : null;
    if (cell('renewalDate')) {
      renewalDate = date('renewalDate');
      if (renewalDate && joinDate && renewalDate <= joinDate) error('renewalDate', serverMessages.importRenewalBeforeJoin);
    }
    const number = cell('membershipNumber').toUpperCase() || null;
    if (number && !MEMBER_NUMBER_PATTERN.test(number)) error('membershipNumber', serverMessages.importMembershipNumberInvalid);
    else if (number) found.membershipNumber = number;
    const language = parseImportLanguage(cell('language'));
    if (!language) error('language', serverMessages.importLanguageInvalid);

    if (errors.length === before)
      found.member = {
        row,
        idNumber: id.value as string,
        fullName: name.value as string,
        phoneNumber: phone.value as string,
        email: (email.value as string | null | undefined) ?? null,
        gender: sex.value as 'male' | 'female' | 'other',
        chapter: chapter!,
        joinDate: joinDate!,
        renewalDate: renewalDate!,
        membershipNumber: number,
        language: language!,
      };
    return found;
  });

  // Duplicates, for every row whose value could be read (whatever else is wrong with the row, so
  // one check shows every problem): a second row with a value inside the file, then any row with
  // a value a member already has. The database's unique indexes refuse exactly these.
  const unique = ['idNumber', 'phoneNumber', 'membershipNumber'] as const;
  const taken = Object.fromEntries(unique.map((k) => [k, new Set<string>()])) as Record<(typeof unique)[number], Set<string>>;
  for (let i = 0; i < values.length; i += 1000) {
    const chunk = values.slice(i, i + 1000);
    const list = (k: (typeof unique)[number]) => chunk.map((v) => v[k]).filter((x): x is string => x !== undefined);
    const [ids, phones, numbers] = [list('idNumber'), list('phoneNumber'), list('membershipNumber')];
    const rows = await db
      .select({ idNumber: members.idNumber, phoneNumber: members.phoneNumber, membershipNumber: members.membershipNumber })
      .from(members)
      .where(
        or(
          ids.length ? inArray(members.idNumber, ids) : undefined,
          phones.length ? inArray(members.phoneNumber, phones) : undefined,
          numbers.length ? inArray(members.membershipNumber, numbers) : undefined,
        ),
      );
    for (const r of rows) for (const k of unique) taken[k].add(r[k]);
  }
  const alreadyThere = {
    idNumber: serverMessages.duplicateMember,
    phoneNumber: serverMessages.duplicateMemberPhone,
    membershipNumber: serverMessages.importMembershipNumberTaken,
  };
  const seen = Object.fromEntries(unique.map((k) => [k, new Set<string>()])) as Record<(typeof unique)[number], Set<string>>;
  for (const v of values) {
    for (const k of unique) {
      const value = v[k];
      if (value === undefined) continue;
      let message: string | null = null;
      if (taken[k].has(value)) message = alreadyThere[k];
      else if (seen[k].has(value)) message = serverMessages.importDuplicateInFile;
      seen[k].add(value);
      if (message) {
        errors.push({ row: v.row, field: k, message, ...v.label });
        v.member = undefined;
      }
    }
  }
  const ready = values.flatMap((v) => (v.member ? [v.member] : []));

  // What the next reminders run would send these members (an import of old records can mean
  // thousands of SMS): the same rule the job applies.
  const messaged = ready.filter((r) => scheduledReminderFor(r.renewalDate, today) !== null).length;
  errors.sort((a, b) => a.row - b.row);
  return {
    result: {
      rows: sheet.rows.length,
      valid: ready.length,
      errors,
      groups: groupErrors(errors),
      messaging: { members: messaged, sms: messaged, costKsh: Math.round(messaged * SMS_PRICE_KSH * 100) / 100 },
      ambiguousDates,
    },
    members: ready,
  };
}

/**
 * Fresh numbers for rows without one: per prefix (chapter and join month), the free numbers of
 * the usual range, widening to the next block of 500 when a month is full.
 */
async function assignNumbers(tx: Db, rows: ImportedMember[]): Promise<void> {
  const byPrefix = new Map<string, ImportedMember[]>();
  for (const row of rows) {
    if (row.membershipNumber) continue;
    const prefix = membershipNumberPrefix(row.chapter.code, row.joinDate);
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), row]);
  }
  const fileNumbers = new Set(rows.map((r) => r.membershipNumber).filter(Boolean));
  for (const [prefix, group] of byPrefix) {
    const taken = await tx
      .select({ n: members.membershipNumber })
      .from(members)
      .where(like(members.membershipNumber, startingWith(prefix)));
    const used = new Set([...taken.map((t) => t.n), ...fileNumbers]);
    const size = MEMBER_NUMBER_RANGE.max - MEMBER_NUMBER_RANGE.min + 1;
    let block = 0;
    const free: number[] = [];
    for (const row of group) {
      while (!free.length) {
        const min = MEMBER_NUMBER_RANGE.min + block * size;
        for (let n = min; n < min + size; n++) if (!used.has(`${prefix}${n}`)) free.push(n);
        block++;
      }
      // A random free number, as the app draws them: numbers say nothing about join order.
      const pick = free.splice(Math.floor(Math.random() * free.length), 1)[0]!;
      row.membershipNumber = `${prefix}${pick}`;
      used.add(row.membershipNumber);
    }
  }
}

const INSERT_BATCH = 500;

/**
 * Inserts every checked row in one transaction, audited under the official; a clash (someone
 * added one meanwhile) rolls all back and answers -1.
 */
export async function importMembers(
  db: Db,
  actor: Actor,
  rows: ImportedMember[],
  checkedRows: number,
  now: Date,
  options: { quiet?: boolean } = {},
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await assignNumbers(t, rows);
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        await tx.insert(members).values(
          rows.slice(i, i + INSERT_BATCH).map((r) => ({
            idNumber: r.idNumber,
            fullName: r.fullName,
            phoneNumber: r.phoneNumber,
            email: r.email,
            gender: r.gender,
            chapterId: r.chapter.id,
            membershipNumber: r.membershipNumber!,
            joinDate: r.joinDate,
            renewalDate: r.renewalDate,
            language: r.language,
            // "Don't message these": no reminders for this renewal date (the reminders job reads it).
            remindersMutedThrough: options.quiet ? r.renewalDate : null,
            // Existing members paid before the system existed (in cash or by paybill).
            paymentStatus: 'paid' as const,
            paymentMethod: 'admin' as const,
            status: 'active' as const,
            createdAt: now,
            updatedAt: now,
          })),
        );
      }
      await audit(t, actor, {
        action: 'members.import',
        entity: 'member',
        details: { imported: rows.length, rows: checkedRows, quiet: Boolean(options.quiet) },
      });
      return rows.length;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return -1;
    throw error;
  }
}
