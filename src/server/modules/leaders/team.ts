/**
 * The public team page's view of the leader records: active leaders of the organisation and of
 * chapters that are not archived, with only what a public team page shows (name, position,
 * chapter, photo). Their photos are public through TEAM_PHOTO_PATH, and no other photo is.
 */
import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, leaders } from '../../db/schema';
import { LEADER_POSITIONS } from '../../../shared/constants';
import { levelOf, type TeamMemberView } from '../../../shared/team';

/** Where a shown leader's photo is served to anyone; the photo's id makes the address change with the photo. */
export const TEAM_PHOTO_PATH = '/api/team/photos';

/** A leader is shown while active, in no chapter or in one that is not archived. */
const shown = and(eq(leaders.status, 'active'), or(isNull(leaders.chapterId), isNull(chapters.archivedAt)));

const positionRank = (position: string) => {
  const index = (LEADER_POSITIONS as readonly string[]).indexOf(position);
  return index === -1 ? LEADER_POSITIONS.length : index;
};

/** Shown leaders by level, then by position as officials' list orders them, then longest serving first. */
export async function publicTeam(db: Db): Promise<TeamMemberView[]> {
  const rows = await db
    .select({
      id: leaders.id,
      name: leaders.fullName,
      position: leaders.position,
      chapter: chapters.name,
      photoId: leaders.photoId,
    })
    .from(leaders)
    .leftJoin(chapters, eq(chapters.id, leaders.chapterId))
    .where(shown)
    .orderBy(asc(leaders.joinDate), asc(leaders.fullName));
  return rows
    .map(({ photoId, ...row }) => ({ ...row, photo: photoId ? `${TEAM_PHOTO_PATH}/${photoId}` : null }))
    .sort((a, b) => levelOf(a.position) - levelOf(b.position) || positionRank(a.position) - positionRank(b.position));
}

/** Whether a photo is a shown leader's (anyone may see it), not a member's or a hidden leader's. */
export async function isTeamPhoto(db: Db, photoId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: leaders.id })
    .from(leaders)
    .leftJoin(chapters, eq(chapters.id, leaders.chapterId))
    .where(and(eq(leaders.photoId, photoId), isNotNull(leaders.photoId), shown))
    .limit(1);
  return row !== undefined;
}
