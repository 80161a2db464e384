/**
 * Cards from the database: loads a member or leader with its chapter and photo, renders the PDF,
 * and answers the public verification of a card number.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { audit } from '../audit';
import type { Scope } from '../auth';
import type { Actor } from '../../lib/actor';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, leaders, members, photos } from '../../db/schema';
import type { CardVerification } from '../../../shared/schemas/cards';
import { nairobiToday } from '../../../shared/dates';
import type { CardKind, CardLinks } from './links';
import { cardFileName, renderCard, type CardInput } from './render';
import { cardMembershipStatus, cardStatus, leaderRenewalDate } from './rules';

/**
 * What the QR code on the back opens: PUBLIC_URL/verify/{number}?t={token}. The token lets the
 * page name the holder; cards printed before it existed carry no token and verify as valid / not
 * valid only.
 */
async function verifyUrl(publicUrl: string, number: string, links: CardLinks): Promise<string> {
  const token = await links.verifyToken(number);
  return `${publicUrl.replace(/\/+$/, '')}/verify/${encodeURIComponent(number)}?t=${token}`;
}

/** A loaded card: what is printed, whether the record is switched on, and what identifies its version. */
interface LoadedCard {
  input: CardInput;
  active: boolean;
  photoId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function loadMember(db: Db, id: string, publicUrl: string, links: CardLinks): Promise<LoadedCard | null> {
  const [row] = await db
    .select({ member: members, chapter: chapters.name, photo: photos.data })
    .from(members)
    .leftJoin(chapters, eq(chapters.id, members.chapterId))
    .leftJoin(photos, eq(photos.id, members.photoId))
    .where(eq(members.id, id))
    .limit(1);
  if (!row) return null;
  const m = row.member;
  const input: CardInput = {
    kind: 'member',
    fullName: m.fullName,
    idNumber: m.idNumber,
    chapter: row.chapter,
    joinDate: m.joinDate,
    renewalDate: m.renewalDate,
    number: m.membershipNumber || null,
    verifyUrl: m.membershipNumber ? await verifyUrl(publicUrl, m.membershipNumber, links) : null,
    photo: row.photo ?? null,
  };
  return { input, active: m.status === 'active', photoId: m.photoId };
}

async function loadLeader(db: Db, id: string, publicUrl: string, links: CardLinks): Promise<LoadedCard | null> {
  const [row] = await db
    .select({ leader: leaders, chapter: chapters.name, photo: photos.data })
    .from(leaders)
    .leftJoin(chapters, eq(chapters.id, leaders.chapterId))
    .leftJoin(photos, eq(photos.id, leaders.photoId))
    .where(eq(leaders.id, id))
    .limit(1);
  if (!row) return null;
  const l = row.leader;
  const input: CardInput = {
    kind: 'leader',
    fullName: l.fullName,
    idNumber: l.idNumber,
    chapter: row.chapter,
    position: l.position,
    joinDate: l.joinDate,
    renewalDate: leaderRenewalDate(l.joinDate),
    number: l.leadershipNumber || null,
    verifyUrl: l.leadershipNumber ? await verifyUrl(publicUrl, l.leadershipNumber, links) : null,
    photo: row.photo ?? null,
  };
  return { input, active: l.status === 'active', photoId: l.photoId };
}

export interface RenderedCard {
  fileName: string;
  pdf: Uint8Array;
}

export interface CardOptions {
  publicUrl: string;
  now: Date;
  log: (message: string) => void;
  links: CardLinks;
  /** The public download link: a suspended (inactive) record's card is refused. */
  refuseInactive?: boolean;
}

/**
 * Rendered cards, by record and card version: a link opened many times renders once. The version
 * is a hash of everything printed (the photo by its id) and the year in the footer, so any change
 * to the record makes a new entry and the old one ages out. Capped in bytes, not entries.
 */
const renderedCards = new LRUCache<string, Uint8Array>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (pdf) => pdf.byteLength,
});

function cardVersion(kind: CardKind, id: string, card: LoadedCard, now: Date): string {
  const { photo: _bytes, ...printed } = card.input;
  const version = JSON.stringify({ printed, photoId: card.photoId, year: now.getUTCFullYear() });
  return `${kind}:${id}:${createHash('sha256').update(version).digest('base64url')}`;
}

/**
 * The card of a member or leader by id, null when there is no such record, or "suspended" when
 * the public link asked for the card of a record officials have switched off.
 */
export async function cardFor(
  db: Db,
  kind: CardKind,
  id: string,
  options: CardOptions,
): Promise<RenderedCard | 'suspended' | null> {
  if (!UUID.test(id)) return null;
  const card =
    kind === 'member'
      ? await loadMember(db, id, options.publicUrl, options.links)
      : await loadLeader(db, id, options.publicUrl, options.links);
  if (!card) return null;
  if (options.refuseInactive && !card.active) return 'suspended';
  const key = cardVersion(kind, id, card, options.now);
  let pdf = renderedCards.get(key);
  if (!pdf) {
    pdf = await renderCard(card.input, { now: options.now, log: options.log });
    renderedCards.set(key, pdf);
  }
  return { fileName: cardFileName(kind, card.input.idNumber), pdf };
}

/** Whether the card's holder is in the official's scope (a chapter coordinator: its own chapter's). */
async function holderInScope(db: Db, kind: CardKind, id: string, scope: Scope): Promise<boolean> {
  if (scope === 'all') return true;
  if (!UUID.test(id)) return false;
  const table = kind === 'member' ? members : leaders;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.chapterId, scope.chapterId)))
    .limit(1);
  return row !== undefined;
}

/**
 * An official's download of a card: the same card (suspended or not), and an audit row naming
 * the official. A holder outside the official's scope is not found, as if there were none.
 */
export async function cardForOfficial(
  db: Db,
  actor: Actor,
  kind: CardKind,
  id: string,
  options: CardOptions,
  scope: Scope,
): Promise<RenderedCard | null> {
  if (!(await holderInScope(db, kind, id, scope))) return null;
  const card = await cardFor(db, kind, id, { ...options, refuseInactive: false });
  if (card === 'suspended') return null; // not reached: officials are never refused
  if (card) await audit(db, actor, { action: 'card.generate', entity: kind, entityId: id, details: { fileName: card.fileName } });
  return card;
}

/**
 * What a card number says publicly, or null when no card has this number: valid or not for
 * anyone, and whose card it is only when `named` (the QR token was given).
 */
export async function verifyCardNumber(db: Db, number: string, now: Date, named: boolean): Promise<CardVerification | null> {
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
      membershipStatus: cardMembershipStatus('member', member.renewalDate, member.status, today),
      kind: 'member',
      number: member.number,
      renewalDate: member.renewalDate,
      ...holder(named, { fullName: member.fullName, chapter: member.chapter, position: null, since: member.joinDate }),
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
    renewalDate: leaderRenewal,
    ...holder(named, { fullName: leader.fullName, chapter: leader.chapter, position: leader.position, since: leader.joinDate }),
  };
}

type Holder = Pick<CardVerification, 'fullName' | 'chapter' | 'position' | 'since'>;

/** Whose card it is, or nothing of it: a leader's chapter and position name a person as surely as a name. */
const holder = (named: boolean, who: Holder): Holder =>
  named ? who : { fullName: null, chapter: null, position: null, since: null };
