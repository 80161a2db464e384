/**
 * The card's brand artwork: colours, the MYV logo and the background picture (Mt Kenya over
 * Meru's hills). Both pictures are SVG sources in this file, rasterised once per process with
 * sharp and cached, so every card reuses the same bytes. If rasterising fails the card is still
 * produced: the caller draws the plain gradient and skips the logo, and logs why.
 */
import sharp from 'sharp';
import { rgb, type RGB } from 'pdf-lib';
import { identity } from '../../../shared/identity';
import { prepareImage, type PreparedImage } from './prepared-image';

/** The site's palette (styles/global.css), as pdf-lib colours. */
export const colours = {
  green: hex('#1f6b3a'),
  greenDark: hex('#12331f'),
  brown: hex('#6b4423'),
  gold: hex('#f4d58d'),
  sand: hex('#faf6ee'),
  white: rgb(1, 1, 1),
  ink: hex('#1d2621'),
  silhouette: hex('#9fb3a6'),
} as const;

/** The product's background: green to brown in 100 steps. */
export const GRADIENT_STEPS = 100;

function hex(value: string): RGB {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** Colour `i` of `steps` between two colours. */
export function blend(from: RGB, to: RGB, i: number, steps: number): RGB {
  const t = steps <= 1 ? 0 : i / (steps - 1);
  return rgb(from.red + (to.red - from.red) * t, from.green + (to.green - from.green) * t, from.blue + (to.blue - from.blue) * t);
}

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="300" height="300">
  <circle cx="100" cy="100" r="96" fill="#faf6ee"/>
  <circle cx="100" cy="100" r="88" fill="#1f6b3a"/>
  <circle cx="100" cy="100" r="80" fill="none" stroke="#f4d58d" stroke-width="4"/>
  <path d="M38 132 L72 70 L90 98 L104 76 L138 132 Z" fill="#f4d58d"/>
  <path d="M72 70 L80 84 L68 92 Z M104 76 L112 90 L98 96 Z" fill="#faf6ee"/>
  <path d="M146 78 q12 14 0 28 M156 68 q20 24 0 48" fill="none" stroke="#f4d58d" stroke-width="6" stroke-linecap="round"/>
  <text x="100" y="165" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700"
    font-size="30" fill="#faf6ee" letter-spacing="4">${identity.shortName}</text>
</svg>`;

// 85 × 54 mm at about 190 dpi: sharp enough under 30 % opacity, small in the PDF.
const BACKGROUND_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 850 540" width="640" height="406">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fdf3d8"/><stop offset="1" stop-color="#e9d9a8"/>
    </linearGradient>
  </defs>
  <rect width="850" height="540" fill="url(#sky)"/>
  <circle cx="690" cy="120" r="62" fill="#fff7e0"/>
  <path d="M250 330 L395 120 L420 150 L440 105 L470 150 L495 135 L640 330 Z" fill="#8fa79a"/>
  <path d="M395 120 L420 150 L440 105 L470 150 L455 175 L430 160 L410 178 Z" fill="#ffffff"/>
  <path d="M0 360 C150 300 300 330 430 350 C560 370 700 310 850 330 L850 540 L0 540 Z" fill="#6f9a6a"/>
  <path d="M0 420 C180 380 320 410 470 420 C620 430 720 390 850 400 L850 540 L0 540 Z" fill="#4f7f4c"/>
  <path d="M0 480 C200 455 420 470 600 490 C700 500 780 480 850 470 L850 540 L0 540 Z" fill="#8d5b2f"/>
  <g stroke="#3d6b3b" stroke-width="5" stroke-linecap="round" opacity="0.6">
    <path d="M40 452 q120 -30 240 -10"/><path d="M60 470 q140 -28 280 -6"/><path d="M520 430 q120 -20 280 -16"/>
  </g>
  <g fill="#2f5a31">
    <circle cx="120" cy="372" r="22"/><rect x="116" y="380" width="8" height="40"/>
    <circle cx="760" cy="352" r="26"/><rect x="755" y="362" width="10" height="44"/>
  </g>
</svg>`;

export interface Artwork {
  /** The logo with transparency, ready to embed, or null when it could not be made. */
  logo: PreparedImage | null;
  /** JPEG, or null when it could not be made. */
  background: Uint8Array | null;
  /** Why a picture is missing, for the log. */
  problems: string[];
}

let cached: Promise<Artwork> | null = null;

/** The rasterised artwork, made once per process. */
export function loadArtwork(): Promise<Artwork> {
  cached ??= makeArtwork();
  return cached;
}

async function makeArtwork(): Promise<Artwork> {
  const problems: string[] = [];
  const attempt = async <T>(name: string, make: () => Promise<T>): Promise<T | null> => {
    try {
      return await make();
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
      return null;
    }
  };
  const [logo, background] = await Promise.all([
    attempt('logo', () => prepareImage(Buffer.from(LOGO_SVG))),
    attempt(
      'background',
      async () => new Uint8Array(await sharp(Buffer.from(BACKGROUND_SVG)).jpeg({ quality: 78, mozjpeg: true }).toBuffer()),
    ),
  ]);
  return { logo, background, problems };
}
