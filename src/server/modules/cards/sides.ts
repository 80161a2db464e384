/**
 * The two sides of a card. Layout in millimetres on the 85 × 54 mm card: the logo
 * (20 × 20) top right, the photo (15 × 15) left, a text column between them, the numbers under
 * the logo, a footer band; the back carries the watermark (50 × 50 at 15 %), the renewal date,
 * the oath for leaders and the verification QR code.
 */
import type { PDFFont, PDFImage } from 'pdf-lib';
import { identity } from '../../../shared/identity';
import { formatLongDate } from '../../../shared/dates';
import { colours } from './artwork';
import { CARD_H, CARD_W, CardSide } from './draw';
import type { CardKind } from './links';
import { cardWording as w } from './wording';

export interface CardData {
  kind: CardKind;
  fullName: string;
  idNumber: string;
  chapter: string | null;
  /** ISO date: joining (member) or appointment (leader). */
  joinDate: string | null;
  /** ISO date printed as "RENEWABLE ON" / "RENEWAL DATE": the member's stored date, a leader's computed one. */
  renewalDate: string | null;
  /** Membership or leadership number. */
  number: string | null;
  position?: string | null;
  /** What the QR code opens; no QR when null. */
  verifyUrl: string | null;
}

export interface SideAssets {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  logo: PDFImage | null;
  background: PDFImage | null;
  photo: PDFImage | null;
}

const MARGIN = 4;
const LOGO = { x: CARD_W - MARGIN - 19, top: 2.5, size: 20 };
const PHOTO = { x: MARGIN, top: 15, size: 15 };
const COLUMN = { x: 22, width: LOGO.x - 22 - 1.5 };
const FOOTER_TOP = 44;
const WATERMARK = 50;

function drawBackground(side: CardSide, assets: SideAssets) {
  side.gradient();
  if (assets.background) side.image(assets.background, 0, 0, CARD_W, CARD_H, 0.3);
}

export function drawFront(side: CardSide, card: CardData, assets: SideAssets) {
  const { regular, bold, italic } = assets;
  const leader = card.kind === 'leader';
  drawBackground(side, assets);

  side.text(identity.name.toUpperCase(), MARGIN, 7.5, LOGO.x - MARGIN - 1.5, { font: bold, size: 10.5, minSize: 7 });
  side.text(leader ? w.leaderLabel : w.memberLabel, MARGIN, 11.6, 40, { font: bold, size: 6.5, color: colours.gold });
  if (assets.logo) side.image(assets.logo, LOGO.x, LOGO.top, LOGO.size, LOGO.size);

  // Photo in a thin light frame, or the drawn silhouette.
  side.rect(PHOTO.x - 0.5, PHOTO.top - 0.5, PHOTO.size + 1, PHOTO.size + 1, colours.sand);
  if (assets.photo) side.image(assets.photo, PHOTO.x, PHOTO.top, PHOTO.size, PHOTO.size);
  else side.silhouette(PHOTO.x, PHOTO.top, PHOTO.size);

  // Text column: name (shrinks, then wraps to two lines), then one line per detail.
  let y = side.text(card.fullName, COLUMN.x, 18, COLUMN.width, { font: bold, size: 9, minSize: 5.5, maxLines: 2 }) + 0.4;
  const detail = (text: string, maxLines = 1) => {
    y = side.text(text, COLUMN.x, y, COLUMN.width, { font: regular, size: 6.5, minSize: 4.8, maxLines }) + 0.3;
  };
  if (leader && card.position) detail(w.position(card.position), 2);
  detail(w.id(card.idNumber));
  if (card.chapter) detail(w.chapter(card.chapter), 2);
  if (card.joinDate) detail((leader ? w.appointed : w.since)(formatLongDate(card.joinDate)));

  // Numbers under the logo.
  const right = { x: LOGO.x - 0.5, width: CARD_W - MARGIN + 1.5 - LOGO.x };
  side.text(leader ? w.leaderNumberLabel : w.memberNumberLabel, right.x, 26.5, right.width, {
    font: bold,
    size: 4.8,
    minSize: 3.8,
    color: colours.gold,
  });
  side.text(card.number || w.missing, right.x, 29.6, right.width, { font: bold, size: 6.5, minSize: 4 });
  const renewal = card.renewalDate;
  if (renewal) {
    side.text(w.renewableOn, right.x, 34, right.width, { font: bold, size: 4.8, minSize: 3.8, color: colours.gold });
    side.text(formatLongDate(renewal), right.x, 37.1, right.width, { font: bold, size: 6.5, minSize: 4 });
  }

  side.rect(0, FOOTER_TOP, CARD_W, CARD_H - FOOTER_TOP, colours.greenDark, 0.82);
  side.line(0, FOOTER_TOP, CARD_W, colours.gold, 0.35);
  side.text(w.footer, MARGIN, 48.3, CARD_W - 2 * MARGIN, { font: bold, size: 5.6, minSize: 4, align: 'center' });
  side.text(w.propertyNotice, MARGIN, 51.9, CARD_W - 2 * MARGIN, {
    font: italic,
    size: 4.4,
    minSize: 3.5,
    color: colours.gold,
    align: 'center',
  });
}

export function drawBack(side: CardSide, card: CardData, assets: SideAssets, year: number) {
  const { regular, bold, italic } = assets;
  const leader = card.kind === 'leader';
  drawBackground(side, assets);
  if (assets.logo) side.image(assets.logo, (CARD_W - WATERMARK) / 2, (CARD_H - WATERMARK) / 2, WATERMARK, WATERMARK, 0.15);

  const full = CARD_W - 2 * MARGIN;
  let y = side.text(card.fullName.toUpperCase(), MARGIN, 7.2, full, {
    font: bold,
    size: 8.5,
    minSize: 5.5,
    maxLines: 2,
    align: 'center',
  });
  side.text(identity.tagline, MARGIN, y + 0.2, full, { font: bold, size: 5.4, minSize: 4, color: colours.gold, align: 'center' });
  const top = y + 2.4;
  side.line(MARGIN, top, CARD_W - MARGIN, colours.gold, 0.3, 0.8);

  const qrSize = 19;
  const qrX = CARD_W - MARGIN - qrSize;
  const column = { x: MARGIN, width: qrX - MARGIN - 3 };
  y = top + 4;
  if (leader) {
    y = side.text(w.oathTitle, column.x, y, column.width, { font: bold, size: 5.6, color: colours.gold }) + 0.1;
    y = side.text(w.oath, column.x, y, column.width, { font: italic, size: 4.7, minSize: 3.8, maxLines: 6 }) + 1;
  }
  const renewal = card.renewalDate;
  y = side.text(w.renewalDate(renewal ? formatLongDate(renewal) : w.missing), column.x, y + 1, column.width, {
    font: bold,
    size: leader ? 6.2 : 7,
    minSize: 4.5,
    color: colours.gold,
  });
  // Each notice in English, then in Kiswahili in italics beneath it; a leader's back also holds the
  // oath, so its notices are set smaller to stay above the footer line.
  const notice = { size: leader ? 4.6 : 5.4, minSize: 3.6, maxLines: 2 };
  const noticeSw = { size: leader ? 4.3 : 5, minSize: 3.4, maxLines: 2, color: colours.gold };
  y = side.text(leader ? w.renewLeader : w.renewMember, column.x, y, column.width, { font: regular, ...notice });
  y = side.text(leader ? w.renewLeaderSw : w.renewMemberSw, column.x, y, column.width, { font: italic, ...noticeSw }) + 1;
  y = side.text(w.lostAndFound, column.x, y, column.width, { font: regular, ...notice, size: notice.size - 0.2 });
  side.text(w.lostAndFoundSw, column.x, y, column.width, { font: italic, ...noticeSw });

  if (card.verifyUrl) {
    const qrTop = top + 2.5;
    side.qr(card.verifyUrl, qrX, qrTop, qrSize);
    const below = side.text(w.scanToVerify, qrX, qrTop + qrSize + 2.6, qrSize, {
      font: bold,
      size: 4.6,
      minSize: 3.5,
      align: 'center',
    });
    side.text(w.scanToVerifySw, qrX, below, qrSize, {
      font: italic,
      size: 4.2,
      minSize: 3.2,
      align: 'center',
      color: colours.gold,
    });
  }

  side.line(MARGIN, 48.6, CARD_W - MARGIN, colours.gold, 0.2, 0.6);
  side.text(w.copyright(year), MARGIN, 51.8, full, { font: regular, size: 4.4, minSize: 3.5, align: 'center' });
}
