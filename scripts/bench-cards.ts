/**
 * npm run bench:cards — time to render one double-sided card (with a member photo, the usual
 * case) after warm-up, and the PDF's size. Target: p50 ≤ 30 ms, ≤ 200 KB with a photo.
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { renderCard, type CardInput } from '../src/server/modules/cards/render';

const WARM_UP = 20;
const RUNS = Number(process.argv[2] ?? 200);

// A photo as the photos service stores it: a 512 px JPEG with some detail (not a flat colour).
const photo = await sharp(
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
      <defs><radialGradient id="g"><stop offset="0" stop-color="#c89060"/><stop offset="1" stop-color="#3a2414"/></radialGradient></defs>
      <rect width="512" height="512" fill="#3a6ea5"/><circle cx="256" cy="210" r="120" fill="url(#g)"/>
      <ellipse cx="256" cy="540" rx="210" ry="180" fill="#e8e0d0"/></svg>`,
  ),
)
  .jpeg({ quality: 82, mozjpeg: true })
  .toBuffer();

const card: CardInput = {
  kind: 'member',
  fullName: 'Kendi Mwenda Gitonga',
  idNumber: '34567812',
  chapter: 'Imenti Youth Voice',
  joinDate: '2026-11-22',
  renewalDate: '2027-11-22',
  number: 'MYVIM-1126-123',
  // As printed: the number and its QR token (22 characters).
  verifyUrl: 'https://meruyouthvoice.org/verify/MYVIM-1126-123?t=Qk3v9Xr2LmP0sTa7YbN4wE',
  photo,
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(input: CardInput) {
  for (let i = 0; i < WARM_UP; i++) await renderCard(input);
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const pdf = await renderCard(input);
    times.push(performance.now() - start);
    size = pdf.length;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)!, size };
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
for (const [label, input] of [
  ['member card with photo', card],
  ['member card without photo', { ...card, photo: null }],
  ['leadership card with photo', { ...card, kind: 'leader', position: 'Treasurer', number: 'LDRIMTR-1126-45' }],
] as const) {
  const r = await measure(input as CardInput);
  console.log(
    `${label.padEnd(28)} runs ${RUNS}  p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}  max ${fmt(r.max)}  size ${(r.size / 1024).toFixed(1)} KB`,
  );
}
