/**
 * What differs between the Members and the Leaders screens, as data: the API calls, the words,
 * the one field that is not shared (gender / position), the table's own columns and filters,
 * and the member dialog's lifecycle panel. Everything else is one table and one dialog.
 */
import type { ReactNode } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { GENDER_LABELS, GENDERS, LEADERSHIP_RENEWAL_YEARS, LEADER_POSITIONS } from '../../../shared/constants';
import { addYears, formatLongDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { serverMessages } from '../../../shared/server-messages';
import { MEMBER_LANGUAGE_LABELS, MEMBER_LANGUAGES } from '../../../shared/member-language';
import type { AdminLeader, AdminMember, Paged } from '../../../shared/schemas/admin';
import { leaderInputSchema, memberInputSchema } from '../../../shared/schemas/members';
import { adminApi, type ListParams } from '../admin-api';
import { MembershipStatusCell } from '../lifecycle/membership-status';
import { MemberLifecycle } from '../lifecycle/member-lifecycle';
import { keys, leadersQuery, membersQuery } from '../queries';

/** The fields every person record has, whichever table it sits in. */
export type Person = Pick<
  AdminMember & AdminLeader,
  'id' | 'idNumber' | 'fullName' | 'phoneNumber' | 'email' | 'chapter' | 'chapterId' | 'status' | 'profileImage' | 'updatedAt'
> & {
  joinDate: string | null;
};

interface Choice {
  value: string;
  label: string;
}

export interface PersonKind<P extends Person> {
  noun: 'member' | 'leader';
  plural: string;
  /** The table's page query and the queries a write to this kind changes. */
  page: (params: ListParams) => UseQueryOptions<Paged<P>, Error, Paged<P>, (string | ListParams)[]>;
  invalidates: readonly QueryKey[];
  csvUrl: (params: ListParams) => string;
  add: (body: object) => Promise<P>;
  update: (id: string, body: object) => Promise<P>;
  /** `waiting`: filed for a second official's approval instead (docs/finance.md); `message` says so. */
  remove: (id: string) => Promise<{ message: string; waiting?: true }>;
  /** The shared input schema the dialog validates with (the server uses the same one). */
  schema: z.ZodType<unknown, Record<string, unknown>>;
  /** The dialog's one kind-specific choice: gender for members, position for leaders. */
  choice: { field: 'gender' | 'position'; label: string; prompt: string; options: Choice[]; of: (p: P) => string };
  /** Members: the language of their SMS and e-mails, which an official may change (docs/member-language.md). */
  language?: { label: string; options: Choice[]; of: (p: P) => string };
  /** Membership or leadership number. */
  number: { label: string; of: (p: P) => string };
  /** The date column: the join (appointment) date, then when the membership or card renews. */
  dates: { label: string; renewal: (p: P) => ReactNode };
  /** Leaders show their position next to the name. */
  role?: (p: P) => string;
  /** Extra filters of the table, as select boxes. */
  filters: { param: 'membershipStatus'; label: string; options: Choice[] }[];
  words: {
    title: string;
    add: string;
    added: string;
    updated: string;
    deleted: string;
    empty: string;
    cardFailed: string;
    cardQuestion: string;
    cardQuestionText: string;
    deleteVerb: 'Delete' | 'Remove';
    deleteTitle: string;
    deleteBody: (p: P) => ReactNode;
  };
  /** Shown under the edit form (members: renewal, payments, messages). */
  detail?: (p: P) => ReactNode;
}

export const memberKind: PersonKind<AdminMember> = {
  noun: 'member',
  plural: 'members',
  page: membersQuery,
  // Member counts appear on the overview cards and the chapter cards; deleting a member who has
  // paid files a request among the official's own waiting ones.
  invalidates: [keys.members, keys.stats, keys.chapters, keys.approvals],
  csvUrl: adminApi.membersCsvUrl,
  add: async (body) => (await adminApi.addMember(body)).member,
  update: async (id, body) => (await adminApi.updateMember(id, body)).member,
  remove: adminApi.deleteMember,
  schema: memberInputSchema,
  choice: {
    field: 'gender',
    label: 'Gender*',
    prompt: 'Select Gender',
    options: GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] })),
    of: (m) => m.gender,
  },
  language: {
    label: 'Language of SMS and e-mails',
    options: MEMBER_LANGUAGES.map((l) => ({ value: l, label: MEMBER_LANGUAGE_LABELS[l] })),
    of: (m) => m.language,
  },
  number: { label: 'Membership No.', of: (m) => m.membershipNumber },
  dates: {
    label: 'Joined / Renewal',
    renewal: (m) => <MembershipStatusCell renewalDate={m.renewalDate} status={m.membershipStatus} />,
  },
  filters: [
    {
      param: 'membershipStatus',
      label: 'Membership',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'due', label: 'Due for renewal' },
        { value: 'expired', label: 'Expired' },
      ],
    },
  ],
  words: {
    title: 'All Members',
    add: 'Add Member',
    added: serverMessages.memberAdded,
    updated: serverMessages.memberUpdated,
    deleted: serverMessages.memberDeleted,
    empty: serverMessages.noMembers,
    cardFailed: messages.cardFailed,
    cardQuestion: 'Generate membership card?',
    cardQuestionText: 'Would you like to generate the membership card for',
    deleteVerb: 'Delete',
    deleteTitle: 'Confirm Deletion',
    deleteBody: (m) => (
      <>
        <p>
          Are you sure you want to delete <strong>{m.fullName}</strong>?
        </p>
        <p className="adm-muted">This action cannot be undone. All member data will be permanently removed.</p>
      </>
    ),
  },
  detail: (m) => <MemberLifecycle member={m} />,
};

export const leaderKind: PersonKind<AdminLeader> = {
  noun: 'leader',
  plural: 'leaders',
  page: leadersQuery,
  invalidates: [keys.leaders, keys.stats],
  csvUrl: adminApi.leadersCsvUrl,
  add: async (body) => (await adminApi.addLeader(body)).leader,
  update: async (id, body) => (await adminApi.updateLeader(id, body)).leader,
  remove: adminApi.deleteLeader,
  schema: leaderInputSchema,
  choice: {
    field: 'position',
    label: 'Position*',
    prompt: 'Select Position',
    options: LEADER_POSITIONS.map((p) => ({ value: p, label: p })),
    of: (l) => l.position,
  },
  number: { label: 'Leadership No.', of: (l) => l.leadershipNumber },
  // A leadership card runs three years from the appointment (docs/membership.md).
  dates: {
    label: 'Appointed / Renewal',
    renewal: (l) => (
      <span className="adm-muted adm-small adm-nowrap">
        Renews {formatLongDate(addYears(l.joinDate, LEADERSHIP_RENEWAL_YEARS))}
      </span>
    ),
  },
  role: (l) => l.position,
  filters: [],
  words: {
    title: 'Leadership Team',
    add: 'Add Leader',
    added: serverMessages.leaderAdded,
    updated: serverMessages.leaderUpdated,
    deleted: serverMessages.leaderDeleted,
    empty: serverMessages.noLeaders,
    cardFailed: serverMessages.leadershipCardFailed,
    cardQuestion: 'Generate leadership card?',
    cardQuestionText: 'Would you like to generate the leadership card for',
    deleteVerb: 'Remove',
    deleteTitle: 'Confirm Removal',
    deleteBody: (l) => (
      <>
        <p>
          Are you sure you want to remove <strong>{l.fullName}</strong> ({l.position}) from the leadership team?
        </p>
        <p className="adm-muted">This action cannot be undone.</p>
      </>
    ),
  },
};
