/** The leaders API of the dashboard (admin only); the routes are the person-record routes. */
import { z } from 'zod';
import { LEADERS_TAG } from '../../lib/page-tags';
import { serverMessages } from '../../../shared/server-messages';
import {
  adminLeaderSchema,
  adminListQuerySchema,
  leaderDeleteSchema,
  leaderUpdateSchema,
  type AdminLeader,
} from '../../../shared/schemas/admin';
import { leaderInputSchema } from '../../../shared/schemas/members';
import { personRoutes } from '../people';
import { leaderRecords } from './service';

const LEADER_CSV_HEADER = [
  'Leadership No.',
  'Full Name',
  'ID Number',
  'Phone',
  'Email',
  'Position',
  'Chapter',
  'Appointed Date',
  'Status',
] as const;

const leaderCsvRow = (l: AdminLeader) => [
  l.leadershipNumber,
  l.fullName,
  l.idNumber,
  l.phoneNumber,
  l.email,
  l.position,
  l.chapter,
  l.joinDate,
  l.status,
];

export const leaderRoutes = personRoutes({
  path: '/api/leaders',
  idField: 'leaderId',
  answerKey: 'leader',
  records: leaderRecords,
  schemas: {
    query: adminListQuerySchema,
    answer: adminLeaderSchema,
    input: leaderInputSchema,
    update: leaderUpdateSchema,
    remove: leaderDeleteSchema,
    created: z.object({ leader: adminLeaderSchema, message: z.string() }),
  },
  done: { updated: serverMessages.leaderUpdated, deleted: serverMessages.leaderDeleted },
  created: (leader) => ({ leader, message: serverMessages.leaderAdded }),
  csv: { header: LEADER_CSV_HEADER, row: leaderCsvRow, fileName: 'Leaders' },
  // The public team page (/structure) shows the leader records.
  invalidates: [LEADERS_TAG],
});
