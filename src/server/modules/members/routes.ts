/** The members API of the dashboard (admin only); the routes are the person-record routes. */
import { z } from 'zod';
import { serverMessages } from '../../../shared/server-messages';
import { GENDER_LABELS } from '../../../shared/constants';
import {
  adminMemberSchema,
  memberDeleteSchema,
  memberListQuerySchema,
  memberUpdateSchema,
  type AdminMember,
} from '../../../shared/schemas/admin';
import { memberInputSchema } from '../../../shared/schemas/members';
import { personRoutes } from '../people';
import { memberRecords } from './service';
import { removeOrRequest } from './removal';

const MEMBER_CSV_HEADER = [
  'Membership No.',
  'Full Name',
  'ID Number',
  'Phone',
  'Email',
  'Gender',
  'Chapter',
  'Join Date',
  'Status',
  'Payment Status',
  'Payment Method',
  'Renewal Date',
  'Membership Status',
  // en or sw: the import reads it back (docs/membership.md).
  'Language',
] as const;

const memberCsvRow = (m: AdminMember) => [
  m.membershipNumber,
  m.fullName,
  m.idNumber,
  m.phoneNumber,
  m.email,
  GENDER_LABELS[m.gender],
  m.chapter,
  m.joinDate,
  m.status,
  m.paymentStatus,
  m.paymentMethod,
  m.renewalDate,
  m.membershipStatus,
  m.language,
];

export const memberRoutes = personRoutes({
  path: '/api/members',
  idField: 'memberId',
  answerKey: 'member',
  records: memberRecords,
  schemas: {
    query: memberListQuerySchema,
    answer: adminMemberSchema,
    input: memberInputSchema,
    update: memberUpdateSchema,
    remove: memberDeleteSchema,
    created: z.object({ id: z.string(), message: z.string(), member: adminMemberSchema }),
  },
  done: { updated: serverMessages.memberUpdated, deleted: serverMessages.memberDeleted },
  created: (member) => ({ id: member.id, message: serverMessages.memberAdded, member }),
  csv: { header: MEMBER_CSV_HEADER, row: memberCsvRow, fileName: 'Members' },
  // A member who has paid is deleted only when a second official approves (./removal.ts).
  removeOrRequest,
});
