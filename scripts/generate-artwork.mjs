// Generates the site's original artwork (no stock photos are available): SVG scenes in the
// brand's greens and browns — Meru's hills, Mount Kenya, trees and people — sized for each use.
// Output is committed under src/client/public/images; re-run after changing content.
//   node scripts/generate-artwork.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'src/client/public/images');

/** Deterministic pseudo-random numbers so re-running gives the same files. */
function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 4294967296;
}

const PALETTES = [
  { sky: ['#f7e3b5', '#f4c27a'], sun: '#fff4d6', far: '#8fae8b', mid: '#3f7e4f', near: '#1f6b3a', ground: '#6b4423' },
  { sky: ['#cfe8e3', '#9fd0c5'], sun: '#fffbe8', far: '#9bbf9a', mid: '#2f8f4e', near: '#1b5a31', ground: '#8d5b2f' },
  { sky: ['#fbe0c8', '#e8a977'], sun: '#fff1dc', far: '#a88a6a', mid: '#5d7d3b', near: '#2d5a2a', ground: '#5a3a1e' },
  { sky: ['#e5efd9', '#bcd9a5'], sun: '#fffde9', far: '#7fa37c', mid: '#3b7a45', near: '#12331f', ground: '#7a4e28' },
];
const SHIRTS = ['#1f6b3a', '#2f8f4e', '#f4d58d', '#8d5b2f', '#faf6ee', '#c0392b', '#2d6a8f'];
const SKIN = ['#5a3825', '#6b4226', '#4a2e1d', '#7a4b2c'];

function hill(w, h, baseY, amp, rand, fill) {
  const pts = [];
  const steps = 6;
  for (let i = 0; i <= steps; i++) pts.push([(w / steps) * i, baseY - amp * (0.4 + rand() * 0.6)]);
  let d = `M0 ${h} L0 ${pts[0][1].toFixed(1)}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    const cx = (x0 + x1) / 2;
    d += ` C${cx.toFixed(1)} ${y0.toFixed(1)} ${cx.toFixed(1)} ${y1.toFixed(1)} ${x1.toFixed(1)} ${y1.toFixed(1)}`;
  }
  return `<path d="${d} L${w} ${h} Z" fill="${fill}"/>`;
}

function tree(x, y, s, colour) {
  return `<g><rect x="${(x - s * 0.06).toFixed(1)}" y="${(y - s * 0.5).toFixed(1)}" width="${(s * 0.12).toFixed(1)}" height="${(s * 0.5).toFixed(1)}" fill="#5a3a1e"/><ellipse cx="${x.toFixed(1)}" cy="${(y - s * 0.7).toFixed(1)}" rx="${(s * 0.45).toFixed(1)}" ry="${(s * 0.32).toFixed(1)}" fill="${colour}"/></g>`;
}

function person(x, y, s, rand) {
  const shirt = SHIRTS[Math.floor(rand() * SHIRTS.length)];
  const skin = SKIN[Math.floor(rand() * SKIN.length)];
  const head = s * 0.16;
  return `<g><rect x="${(x - s * 0.2).toFixed(1)}" y="${(y - s * 0.72).toFixed(1)}" width="${(s * 0.4).toFixed(1)}" height="${(s * 0.5).toFixed(1)}" rx="${(s * 0.14).toFixed(1)}" fill="${shirt}"/><rect x="${(x - s * 0.15).toFixed(1)}" y="${(y - s * 0.3).toFixed(1)}" width="${(s * 0.3).toFixed(1)}" height="${(s * 0.3).toFixed(1)}" rx="${(s * 0.05).toFixed(1)}" fill="#24303a"/><circle cx="${x.toFixed(1)}" cy="${(y - s * 0.85).toFixed(1)}" r="${head.toFixed(1)}" fill="${skin}"/></g>`;
}

const PROPS = {
  tent: (w, h) =>
    `<path d="M${w * 0.58} ${h * 0.8} L${w * 0.72} ${h * 0.52} L${w * 0.86} ${h * 0.8} Z" fill="#faf6ee" stroke="#1f6b3a" stroke-width="${w * 0.006}"/><path d="M${w * 0.7} ${h * 0.8} L${w * 0.72} ${h * 0.62} L${w * 0.74} ${h * 0.8} Z" fill="#1f6b3a"/><rect x="${w * 0.695}" y="${h * 0.57}" width="${w * 0.05}" height="${h * 0.03}" fill="#c0392b"/>`,
  board: (w, h) =>
    `<rect x="${w * 0.6}" y="${h * 0.42}" width="${w * 0.28}" height="${h * 0.22}" rx="6" fill="#12331f" stroke="#8d5b2f" stroke-width="${w * 0.008}"/><path d="M${w * 0.63} ${h * 0.5} h${w * 0.16} M${w * 0.63} ${h * 0.55} h${w * 0.2} M${w * 0.63} ${h * 0.6} h${w * 0.12}" stroke="#f4d58d" stroke-width="${h * 0.008}"/>`,
  seedlings: (w, h) =>
    Array.from(
      { length: 7 },
      (_, i) =>
        `<path d="M${w * (0.1 + i * 0.12)} ${h * 0.9} q${w * 0.01} -${h * 0.06} ${w * 0.03} -${h * 0.08} M${w * (0.1 + i * 0.12)} ${h * 0.9} q-${w * 0.01} -${h * 0.05} -${w * 0.03} -${h * 0.06}" stroke="#4c9f38" stroke-width="${w * 0.006}" fill="none"/>`,
    ).join(''),
  books: (w, h) =>
    `<rect x="${w * 0.64}" y="${h * 0.7}" width="${w * 0.18}" height="${h * 0.04}" fill="#c0392b"/><rect x="${w * 0.65}" y="${h * 0.66}" width="${w * 0.16}" height="${h * 0.04}" fill="#f4d58d"/><rect x="${w * 0.66}" y="${h * 0.62}" width="${w * 0.14}" height="${h * 0.04}" fill="#2d6a8f"/>`,
  // The text is sized by the banner's width too, so it fits portrait pictures as well as wide ones.
  banner: (w, h) => {
    const size = Math.min(h * 0.06, w * 0.05);
    return `<rect x="${w * 0.15}" y="${h * 0.3}" width="${w * 0.7}" height="${h * 0.12}" rx="8" fill="#1f6b3a"/><text x="${w * 0.5}" y="${h * 0.36 + size * 0.36}" text-anchor="middle" font-family="Verdana, sans-serif" font-weight="700" font-size="${size}" textLength="${w * 0.62}" lengthAdjust="spacingAndGlyphs" fill="#f4d58d">MERU YOUTH VOICE</text>`;
  },
  sunburst: () => '',
};

/** One landscape scene: sky, sun, Mount Kenya, three hill layers, trees, a group of people, a prop. */
function scene(w, h, seed, { prop = 'sunburst', people = 5, mountain = true } = {}) {
  const rand = rng(seed);
  const p = PALETTES[seed % PALETTES.length];
  const id = `g${seed}`;
  const parts = [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#${id})"/>`,
    `<circle cx="${(w * (0.15 + rand() * 0.7)).toFixed(1)}" cy="${(h * 0.22).toFixed(1)}" r="${(Math.min(w, h) * 0.09).toFixed(1)}" fill="${p.sun}" opacity=".9"/>`,
  ];
  if (mountain) {
    const mx = w * (0.3 + rand() * 0.4);
    parts.push(
      `<path d="M${mx - w * 0.3} ${h * 0.6} L${mx} ${h * 0.22} L${mx + w * 0.3} ${h * 0.6} Z" fill="${p.far}" opacity=".8"/><path d="M${mx - w * 0.06} ${h * 0.3} L${mx} ${h * 0.22} L${mx + w * 0.06} ${h * 0.3} L${mx + w * 0.02} ${h * 0.28} L${mx - w * 0.02} ${h * 0.31} Z" fill="#ffffff" opacity=".9"/>`,
    );
  }
  parts.push(hill(w, h, h * 0.62, h * 0.12, rand, p.far));
  parts.push(hill(w, h, h * 0.72, h * 0.1, rand, p.mid));
  for (let i = 0; i < 6; i++) parts.push(tree(w * rand(), h * (0.66 + rand() * 0.08), h * (0.12 + rand() * 0.08), p.near));
  parts.push(hill(w, h, h * 0.86, h * 0.06, rand, p.ground));
  parts.push(PROPS[prop](w, h));
  const base = h * 0.95;
  const size = h * 0.3;
  for (let i = 0; i < people; i++)
    parts.push(
      person(
        w * (0.12 + (i / Math.max(people, 1)) * 0.5 + rand() * 0.05),
        base - rand() * h * 0.04,
        size * (0.8 + rand() * 0.3),
        rand,
      ),
    );
  return parts.join('');
}

const svg = (w, h, title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${title}</title>${body}</svg>\n`;

function write(rel, content) {
  const file = path.join(out, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// Hero slides (wide) and page banners.
const heroes = [
  ['hero-unite', 'Young people of Meru united', { prop: 'sunburst', people: 7 }],
  ['hero-empower', 'Youth training for work', { prop: 'board', people: 5 }],
  ['hero-community', 'Community outreach', { prop: 'tent', people: 6 }],
];
heroes.forEach(([name, title, opts], i) => write(`hero/${name}.svg`, svg(1600, 900, title, scene(1600, 900, 11 + i, opts))));
['about', 'updates', 'events', 'gallery', 'contact', 'structure', 'join', 'who-we-are', 'privacy'].forEach((name, i) =>
  write(
    `banners/${name}.svg`,
    svg(1600, 600, `${name} banner`, scene(1600, 600, 31 + i, { people: name === 'privacy' ? 0 : 4 })),
  ),
);

// Achievements and events: 800 × 560.
const ACH = {
  'maua-free-medical-camp': 'tent',
  'digital-skills-bootcamp': 'board',
  'nyambene-tree-planting': 'seedlings',
  'back-to-school-drive': 'books',
  'meru-youth-leadership-summit': 'banner',
  'timau-cancer-screening': 'tent',
};
Object.entries(ACH).forEach(([slug, prop], i) =>
  write(`achievements/${slug}.svg`, svg(800, 560, slug, scene(800, 560, 101 + i, { prop }))),
);
const EV = {
  'avocado-value-chain-workshop': 'seedlings',
  'youth-business-pitch-day': 'board',
  'meru-youth-career-fair': 'tent',
  'meru-town-clean-up': 'sunburst',
  'igembe-leadership-bootcamp': 'banner',
  'christmas-charity-drive': 'books',
};
Object.entries(EV).forEach(([slug, prop], i) =>
  write(`events/${slug}.svg`, svg(800, 560, slug, scene(800, 560, 201 + i, { prop }))),
);

// Gallery: the shapes must match the seeded gallery photos (src/server/modules/content/seed-data.ts).
const { seedGallery } = await import('../src/server/modules/content/seed-data.ts').catch(() => ({ seedGallery: null }));
const shapes = seedGallery
  ? seedGallery.map((g) => [Number(/gallery-(\d+)/.exec(g.url)[1]), g.width, g.height, g.category])
  : Array.from({ length: 40 }, (_, i) => [i + 1, 800, 560, 'events']);
const galleryProp = {
  charity: 'books',
  meetings: 'board',
  events: 'banner',
  outreach: 'tent',
  workshops: 'board',
  leadership: 'banner',
};
for (const [id, w, h, category] of shapes) {
  write(
    `gallery/gallery-${String(id).padStart(2, '0')}.svg`,
    svg(w, h, `gallery ${id}`, scene(w, h, 300 + id, { prop: galleryProp[category] ?? 'sunburst', people: 3 + (id % 4) })),
  );
}

// Leader portraits: a bust on a brand-coloured background, 320 × 320.
for (let i = 1; i <= 18; i++) {
  const rand = rng(500 + i);
  const bg = ['#1f6b3a', '#8d5b2f', '#2f8f4e', '#6b4423'][i % 4];
  const skin = SKIN[i % SKIN.length];
  const shirt = ['#faf6ee', '#f4d58d', '#12331f', '#2d6a8f'][Math.floor(rand() * 4)];
  const body = `<rect width="320" height="320" fill="${bg}"/><circle cx="260" cy="60" r="90" fill="#ffffff" opacity=".08"/><path d="M60 320 C60 230 110 200 160 200 C210 200 260 230 260 320 Z" fill="${shirt}"/><path d="M140 200 L160 240 L180 200 Z" fill="${bg}" opacity=".5"/><rect x="146" y="170" width="28" height="36" fill="${skin}"/><ellipse cx="160" cy="130" rx="52" ry="60" fill="${skin}"/><path d="M106 128 C98 52 222 52 214 128 C204 92 116 92 106 128 Z" fill="#1b1b1b"/>`;
  write(`leaders/leader-${String(i).padStart(2, '0')}.svg`, svg(320, 320, `portrait ${i}`, body));
}

// Logo: a green shield with a brown mountain and a gold voice arc.
const logo = `<rect width="120" height="120" rx="28" fill="#1f6b3a"/><path d="M18 92 L48 46 L62 64 L76 40 L104 92 Z" fill="#8d5b2f"/><path d="M70 48 L76 40 L82 48 Z" fill="#faf6ee"/><path d="M30 36 a34 34 0 0 1 60 0" stroke="#f4d58d" stroke-width="7" fill="none" stroke-linecap="round"/><text x="60" y="110" text-anchor="middle" font-family="Verdana, sans-serif" font-weight="700" font-size="18" fill="#faf6ee">MYV</text>`;
write('logo.svg', svg(120, 120, 'Meru Youth Voice logo', logo));

// Open Graph image (PNG: social networks do not read SVG).
const og = svg(
  1200,
  630,
  'Meru Youth Voice',
  `${scene(1200, 630, 77, { prop: 'sunburst', people: 6 })}<rect x="0" y="0" width="1200" height="630" fill="#12331f" opacity=".35"/><text x="600" y="250" text-anchor="middle" font-family="Verdana, sans-serif" font-weight="700" font-size="76" fill="#ffffff">Meru Youth Voice</text><text x="600" y="320" text-anchor="middle" font-family="Verdana, sans-serif" font-size="30" fill="#f4d58d">Raising voice and creating opportunities</text>`,
);
await sharp(Buffer.from(og)).png({ compressionLevel: 9, palette: true }).toFile(path.join(out, 'og-image.png'));

console.log(`artwork written to ${path.relative(root, out)}`);
