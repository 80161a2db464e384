/**
 * Cards from the database: loads a member or leader with its chapter and photo, renders the PDF,
 * and answers the public verification of a card number.
 */
import { audit } from '../audit';
import type { Actor } from '../../lib/actor';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, leaders, members, photos } from '../../db/schema';
import type { CardVerification } from '../../../shared/schemas/cards';
import { nairobiToday } from '../../../shared/dates';
import type { CardKind } from './links';
import { cardFileName, renderCard, type CardInput } from './render';
import { cardMembershipStatus, cardStatus, leaderRenewalDate } from './rules';

/** What the QR code on the back opens: PUBLIC_URL/verify/{number}. */
function verifyUrl(publicUrl: string, number: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/verify/${encodeURIComponent(number)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function loadMember(db: Db, id: string, publicUrl: string): Promise<CardInput | null> {
  const [row] = await db
    .select({ member: members, chapter: chapters.name, photo: photos.data })
    .from(members)
    .leftJoin(chapters, eq(chapters.id, members.chapterId))
    .leftJoin(photos, eq(photos.id, members.photoId))
    .where(eq(members.id, id))
    .limit(1);
  if (!row) return null;
  const m = row.member;
  return {
    kind: 'member',
    fullName: m.fullName,
    idNumber: m.idNumber,
    chapter: row.chapter,
    joinDate: m.joinDate,
    renewalDate: m.renewalDate,
    number: m.membershipNumber || null,
    verifyUrl: m.membershipNumber ? verifyUrl(publicUrl, m.membershipNumber) : null,
    photo: row.photo ?? null,
  };
}

async function loadLeader(db: Db, id: string, publicUrl: string): Promise<CardInput | null> {
  const [row] = await db
    .select({ leader: leaders, chapter: chapters.name, photo: photos.data })
    .from(leaders)
    .leftJoin(chapters, eq(chapters.id, leaders.chapterId))
    .leftJoin(photos, eq(photos.id, leaders.photoId))
    .where(eq(leaders.id, id))
    .limit(1);
  if (!row) return null;
  const l = row.leader;
  return {
    kind: 'leader',
    fullName: l.fullName,
    idNumber: l.idNumber,
    chapter: row.chapter,
    position: l.position,
    joinDate: l.joinDate,
    renewalDate: leaderRenewalDate(l.joinDate),
    number: l.leadershipNumber || null,
    verifyUrl: l.leadershipNumber ? verifyUrl(publicUrl, l.leadershipNumber) : null,
    photo: row.photo ?? null,
  };
}

export interface RenderedCard {
  fileName: string;
  pdf: Uint8Array;
}

/** The card of a member or leader by id, or null when there is no such record. */
export async function cardFor(
  db: Db,
  kind: CardKind,
  id: string,
  options: { publicUrl: string; now: Date; log: (message: string) => void },
): Promise<RenderedCard | null> {
  if (!UUID.test(id)) return null;
  const card = kind === 'member' ? await loadMember(db, id, options.publicUrl) : await loadLeader(db, id, options.publicUrl);
  if (!card) return null;
  const pdf = await renderCard(card, { now: options.now, log: options.log });
  return { fileName: cardFileName(kind, card.idNumber), pdf };
}

/** An official's download of a card: the same card, and an audit row naming the official. */
export async function cardForOfficial(
  db: Db,
  actor: Actor,
  kind: CardKind,
  id: string,
  options: { publicUrl: string; now: Date; log: (message: string) => void },
): Promise<RenderedCard | null> {
  const card = await cardFor(db, kind, id, options);
  if (card) await audit(db, actor, { action: 'card.generate', entity: kind, entityId: id, details: { fileName: card.fileName } });
  return card;
}

/** What a card number's QR code says publicly, or null when no card has this number. */
export async function verifyCardNumber(db: Db, number: string, now: Date): Promise<CardVerification | null> {
  const today = nairobiToday(now);
  const [member] = await db
    .select({
      fullName: members.fullName,
      joinDate: members.joinDate,
      renewalDate: members.renewalDate,
      status: members.status,
      number: members.membershipNumber,
      chapter: chapters.name,
    })
    .from(members)
    .leftJoin(chapters, eq(chapters.id, members.chapterId))
    .where(eq(members.membershipNumber, number))
    .limit(1);
  if (member) {
    return {
      status: cardStatus({ renewalDate: member.renewalDate, status: member.status }, today),
      membershipStatus: cardMembershipStatus('member', member.renewalDate, today),
      kind: 'member',
      number: member.number,
      fullName: member.fullName,
      chapter: member.chapter,
      position: null,
      since: member.joinDate,
      renewalDate: member.renewalDate,
    };
  }
  const [leader] = await db
    .select({
      fullName: leaders.fullName,
      joinDate: leaders.joinDate,
      status: leaders.status,
      number: leaders.leadershipNumber,
      position: leaders.position,
      chapter: chapters.name,
    })
    .from(leaders)
    .leftJoin(chapters, eq(chapters.id, leaders.chapterId))
    .where(eq(leaders.leadershipNumber, number))
    .limit(1);
  if (!leader) return null;
  const leaderRenewal = leaderRenewalDate(leader.joinDate);
  return {
    status: cardStatus({ renewalDate: leaderRenewal, status: leader.status }, today),
    membershipStatus: null,
    kind: 'leader',
    number: leader.number,
    fullName: leader.fullName,
    chapter: leader.chapter,
    position: leader.position,
    since: leader.joinDate,
    renewalDate: leaderRenewal,
  };
}
