/**
 * Which import field each header names. Officials type headers as people do ("ID Number",
 * "Full Name", "Phone"), and the members export (modules/members) must import again as it is,
 * so a header matches its field whatever its case, spaces and punctuation, under any of these
 * spellings. Columns named otherwise (the export's Status, Payment Method…) are ignored.
 */
import type { ImportColumn } from '../../../shared/schemas/import';

const SPELLINGS: Record<ImportColumn, string[]> = {
  idNumber: ['idnumber', 'id', 'idno', 'nationalid', 'nationalidnumber', 'nationalidno'],
  fullName: ['fullname', 'name', 'names', 'membername'],
  phoneNumber: ['phonenumber', 'phone', 'phoneno', 'mobile', 'mobilenumber', 'mobileno', 'telephone', 'tel'],
  gender: ['gender', 'sex'],
  chapter: ['chapter', 'chaptername'],
  joinDate: ['joindate', 'datejoined', 'joined', 'joiningdate', 'dateofjoining'],
  membershipNumber: ['membershipnumber', 'membershipno', 'memberno', 'membernumber'],
  email: ['email', 'emailaddress'],
  renewalDate: ['renewaldate', 'renewalon', 'renewby'],
  language: ['language', 'lang', 'smslanguage'],
};

const FIELD_BY_SPELLING = new Map(
  Object.entries(SPELLINGS).flatMap(([field, spellings]) => spellings.map((s) => [s, field as ImportColumn] as const)),
);

/** "ID Number", "id_number", "ID No." → idNumber; null for a column the import does not use. */
export const fieldForHeader = (header: string): ImportColumn | null =>
  FIELD_BY_SPELLING.get(header.toLowerCase().replace(/[^a-z]/g, '')) ?? null;

/** Each field's column index in this header (the first column naming it wins). */
export function columnIndexes(header: string[]): Partial<Record<ImportColumn, number>> {
  const indexes: Partial<Record<ImportColumn, number>> = {};
  header.forEach((name, index) => {
    const field = fieldForHeader(name);
    if (field && indexes[field] === undefined) indexes[field] = index;
  });
  return indexes;
}
