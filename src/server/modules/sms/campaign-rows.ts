/**
 * Campaign rows at send time (docs/campaigns.md): the text is rendered from the campaign and the
 * member's record as they are now, and the rules are checked again, so a member who said STOP
 * after the campaign was written gets nothing, and a promotional row that became due outside
 * 08:00–18:00 (a retry after an outage) waits for the next morning.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns, chapters, members, outbox } from '../../db/schema';
import { formatLongDate } from '../../../shared/dates';
import { localeOfLanguage } from '../../../shared/member-language';
import { firstNameOf, optOutLineOf, renderText, withOptOut, type OptOutLines } from './campaign-text';
import { inPromotionalWindow, nextPromotionalMoment } from './send-window';

/** Claimed after the automatic messages (0: codes and receipts, 1: reminders). */
export const CAMPAIGN_PRIORITY = 2;

/** Why a campaign row was not sent (outbox.last_error of a skipped row); the campaign's counts read them. */
export const CAMPAIGN_SKIPS = {
  optedOut: 'opted out of promotional messages',
  cancelled: 'campaign cancelled',
  inactive: 'member record inactive',
} as const;

export type CampaignVerdict = { send: string } | { skip: string } | { deferUntil: Date };

type OutboxRow = typeof outbox.$inferSelect;

/** What to do with each claimed campaign row, by row id. */
export async function campaignVerdicts(
  db: Db,
  rows: readonly OutboxRow[],
  now: Date,
  optOutLines: OptOutLines,
): Promise<Map<string, CampaignVerdict>> {
  const verdicts = new Map<string, CampaignVerdict>();
  const mine = rows.filter((r) => r.kind === 'campaign' && r.campaignId && r.memberId);
  if (!mine.length) return verdicts;
  const [campaignRows, memberRows] = await Promise.all([
    db
      .select({
        id: campaigns.id,
        text: campaigns.text,
        textSw: campaigns.textSw,
        kind: campaigns.kind,
        status: campaigns.status,
      })
      .from(campaigns)
      .where(inArray(campaigns.id, [...new Set(mine.map((r) => r.campaignId!))])),
    db
      .select({
        id: members.id,
        fullName: members.fullName,
        membershipNumber: members.membershipNumber,
        renewalDate: members.renewalDate,
        status: members.status,
        smsConsent: members.smsConsent,
        smsOptedOut: members.smsOptedOut,
        language: members.language,
        chapter: chapters.name,
      })
      .from(members)
      .leftJoin(chapters, eq(chapters.id, members.chapterId))
      .where(inArray(members.id, [...new Set(mine.map((r) => r.memberId!))])),
  ]);
  const campaignById = new Map(campaignRows.map((c) => [c.id, c]));
  const memberById = new Map(memberRows.map((m) => [m.id, m]));
  for (const row of mine) {
    const campaign = campaignById.get(row.campaignId!);
    const member = memberById.get(row.memberId!);
    if (!campaign || campaign.status === 'cancelled') verdicts.set(row.id, { skip: CAMPAIGN_SKIPS.cancelled });
    else if (!member || member.status !== 'active') verdicts.set(row.id, { skip: CAMPAIGN_SKIPS.inactive });
    else if (campaign.kind === 'promotional' && (member.smsOptedOut || !member.smsConsent)) {
      verdicts.set(row.id, { skip: CAMPAIGN_SKIPS.optedOut });
    } else if (campaign.kind === 'promotional' && !inPromotionalWindow(now)) {
      verdicts.set(row.id, { deferUntil: nextPromotionalMoment(now) });
    } else {
      // A Kiswahili reader gets the Kiswahili text when the campaign has one (docs/member-language.md).
      const kiswahili = member.language === 'sw' && Boolean(campaign.textSw);
      const template = kiswahili ? campaign.textSw! : campaign.text;
      const text = renderText(template, {
        firstName: firstNameOf(member.fullName),
        membershipNumber: member.membershipNumber,
        renewalDate: formatLongDate(member.renewalDate, localeOfLanguage(member.language)),
        chapter: member.chapter ?? '',
      });
      verdicts.set(row.id, {
        send: row.channel === 'sms' ? withOptOut(text, campaign.kind, optOutLineOf(optOutLines, kiswahili)) : text,
      });
    }
  }
  return verdicts;
}
