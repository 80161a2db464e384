/**
 * Importing the members the organisation already has (docs/membership.md): a spreadsheet saved
 * as CSV, parsed by csv-parse (quotes, embedded commas and newlines, a BOM from Excel), checked
 * row by row with the member form's own rules and messages, then inserted in one transaction —
 * all rows or none. A blank membership number is generated in the usual MYV{CC}-{MMYY}-{n} form.
 */
import { audit } from '../audit';
import type { Actor } from '../../lib/actor';
import { parse } from 'csv-parse/sync';
import { inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, members } from '../../db/schema';
import { MEMBER_NUMBER_RANGE } from '../../../shared/constants';
import { lifecycleMessages as m } from '../../../shared/lifecycle-messages';
import { messages } from '../../../shared/messages';
import { firstRenewalDate } from '../../../shared/membership';
import { nairobiToday } from '../../../shared/dates';
import { toCanonicalPhone, toDisplayPhone } from '../../../shared/phone';
import { MEMBER_NUMBER_PATTERN, membershipNumberPrefix } from '../../../shared/numbers';
import { fullName, gender, idNumber, memberPhone, optionalEmail } from '../../../shared/schemas/fields';
import { IMPORT_MAX_ROWS, IMPORT_REQUIRED_COLUMNS, type ImportError, type ImportResult } from '../../../shared/schemas/import';
import { isUniqueViolation } from '../../db/errors';
import { startingWith } from '../../db/like';

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
}

/** YYYY-MM-DD or DD/MM/YYYY (also D/M/YYYY), a real calendar date; null otherwise. */
export function parseImportDate(raw: string): string | null {
  const text = raw.trim();
  let y: number, mo: number, d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) [y, mo, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else {
    match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    if (!match) return null;
    [d, mo, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || y < 1990) return null;
  return date.toISOString().slice(0, 10);
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

/** Parses and checks every row; nothing is written. */
export async function checkImport(db: Db, csv: string, now: Date): Promise<{ result: ImportResult; members: ImportedMember[] }> {
  const errors: ImportError[] = [];
  const fail = (message: string): { result: ImportResult; members: ImportedMember[] } => ({
    result: { rows: 0, valid: 0, errors: [{ row: 1, field: 'file', message }] },
    members: [],
  });
  let records: Record<string, string>[];
  try {
    records = parse(csv, {
      columns: (header: string[]) => header.map((h) => h.trim()),
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
  } catch {
    return fail(m.importUnreadable);
  }
  if (!records.length) return fail(m.importEmpty);
  const columns = Object.keys(records[0]!);
  if (IMPORT_REQUIRED_COLUMNS.some((c) => !columns.includes(c))) return fail(m.importHeaderMissing);
  if (records.length > IMPORT_MAX_ROWS) return fail(m.importTooManyRows);

  const allChapters = await db.select().from(chapters);
  const chapterFor = (value: string) => {
    const key = value.trim().toLowerCase();
    return allChapters.find((c) => c.name.toLowerCase() === key || c.code.toLowerCase() === key) ?? null;
  };
  const today = nairobiToday(now);
  const valid: ImportedMember[] = [];

  records.forEach((record, index) => {
    const row = index + 2; // the spreadsheet's row number: the header is row 1
    const before = errors.length;
    const error = (name: string, message: string) => errors.push({ row, field: name, message });
    const id = field(idNumber, record.idNumber ?? '');
    if (!id.ok) error('idNumber', id.message);
    const name = field(fullName, record.fullName ?? '');
    if (!name.ok) error('fullName', name.message);
    // Spreadsheets hold numbers as 0712 345 678, +254 712…, 712345678: normalised as everywhere
    // else, then checked by the member form's own rule and message.
    const canonicalPhone = toCanonicalPhone(record.phoneNumber ?? '');
    const phone = field(memberPhone, canonicalPhone ? toDisplayPhone(canonicalPhone) : (record.phoneNumber ?? ''));
    if (!phone.ok) error('phoneNumber', phone.message);
    const sex = field(genderField, (record.gender ?? '').trim().toLowerCase());
    if (!sex.ok) error('gender', sex.message);
    const chapter = record.chapter?.trim() ? chapterFor(record.chapter) : null;
    if (!record.chapter?.trim()) error('chapter', messages.adminChapterRequired);
    else if (!chapter) error('chapter', m.importChapterUnknown);
    const email = field(optionalEmail, record.email ?? '');
    if (!email.ok) error('email', email.message);
    const joinDate = parseImportDate(record.joinDate ?? '');
    if (!joinDate) error('joinDate', m.importDateInvalid);
    else if (joinDate > today) error('joinDate', m.importDateInFuture);
    let renewalDate = joinDate ? firstRenewalDate(joinDate) : null;
    if (record.renewalDate?.trim()) {
      renewalDate = parseImportDate(record.renewalDate);
      if (!renewalDate) error('renewalDate', m.importDateInvalid);
      else if (joinDate && renewalDate <= joinDate) error('renewalDate', m.importRenewalBeforeJoin);
    }
    const number = record.membershipNumber?.trim().toUpperCase() || null;
    if (number && !MEMBER_NUMBER_PATTERN.test(number)) error('membershipNumber', m.importMembershipNumberInvalid);
    if (errors.length > before) return;
    valid.push({
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
    });
  });

  // Duplicates inside the file, then against the members already there.
  const seen = { id: new Map<string, number>(), number: new Map<string, number>() };
  const clean: ImportedMember[] = [];
  for (const member of valid) {
    let ok = true;
    if (seen.id.has(member.idNumber)) {
      errors.push({ row: member.row, field: 'idNumber', message: m.importDuplicateInFile });
      ok = false;
    } else seen.id.set(member.idNumber, member.row);
    if (member.membershipNumber) {
      if (seen.number.has(member.membershipNumber)) {
        errors.push({ row: member.row, field: 'membershipNumber', message: m.importDuplicateInFile });
        ok = false;
      } else seen.number.set(member.membershipNumber, member.row);
    }
    if (ok) clean.push(member);
  }
  const existing = { ids: new Set<string>(), numbers: new Set<string>() };
  for (let i = 0; i < clean.length; i += 1000) {
    const chunk = clean.slice(i, i + 1000);
    const numbers = chunk.map((c) => c.membershipNumber).filter((n): n is string => n !== null);
    const rows = await db
      .select({ idNumber: members.idNumber, membershipNumber: members.membershipNumber })
      .from(members)
      .where(
        or(
          inArray(
            members.idNumber,
            chunk.map((c) => c.idNumber),
          ),
          numbers.length ? inArray(members.membershipNumber, numbers) : undefined,
        ),
      );
    for (const r of rows) {
      existing.ids.add(r.idNumber);
      existing.numbers.add(r.membershipNumber);
    }
  }
  const ready: ImportedMember[] = [];
  for (const member of clean) {
    let ok = true;
    if (existing.ids.has(member.idNumber)) {
      errors.push({ row: member.row, field: 'idNumber', message: messages.duplicateMember });
      ok = false;
    }
    if (member.membershipNumber && existing.numbers.has(member.membershipNumber)) {
      errors.push({ row: member.row, field: 'membershipNumber', message: m.importMembershipNumberTaken });
      ok = false;
    }
    if (ok) ready.push(member);
  }
  errors.sort((a, b) => a.row - b.row);
  return { result: { rows: records.length, valid: ready.length, errors }, members: ready };
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
        details: { imported: rows.length, rows: checkedRows },
      });
      return rows.length;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return -1;
    throw error;
  }
}
