// Draws the starting content's pictures (src/server/modules/content/seed-photos/*.svg): one scene
// per seeded item's theme — an avocado workshop, a career fair, a medical camp, a digital
// bootcamp, tree planting, Mount Kenya over tea farms, a maize farm — in the site's illustrated
// style (scripts/generate-artwork.mjs: flat shapes in the brand's greens and browns, Meru's hills,
// young people). No text in them: the server rasterises them with its own fonts, whatever they are.
// Own work; output is committed, the content seed turns it into photos (seed.ts). Re-run after a change:
//   node scripts/generate-seed-pictures.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const out = path.resolve(import.meta.dirname, '../src/server/modules/content/seed-photos');
const W = 1200;
const H = 800;

/** Deterministic pseudo-random numbers so re-running gives the same files. */
function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 4294967296;
}

const SHIRTS = ['#1f6b3a', '#2f8f4e', '#f4d58d', '#8d5b2f', '#faf6ee', '#c0392b', '#2d6a8f', '#e67e22'];
const SKIN = ['#5a3825', '#6b4226', '#4a2e1d', '#7a4b2c'];
const f = (n) => n.toFixed(1);

const sky = (id, top, bottom) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;

/** A rolling hill line from left to right at about `baseY`. */
function hill(baseY, amp, rand, fill, steps = 6) {
  const pts = [];
  for (let i = 0; i <= steps; i++) pts.push([(W / steps) * i, baseY - amp * (0.4 + rand() * 0.6)]);
  let d = `M0 ${H} L0 ${f(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    const cx = (x0 + x1) / 2;
    d += ` C${f(cx)} ${f(y0)} ${f(cx)} ${f(y1)} ${f(x1)} ${f(y1)}`;
  }
  return `<path d="${d} L${W} ${H} Z" fill="${fill}"/>`;
}

/** Mount Kenya: the jagged main peak with its glaciers, centred on `x`. */
function mountKenya(x, baseY, width, height, rock, snow = '#ffffff') {
  const top = baseY - height;
  const l = x - width / 2;
  const r = x + width / 2;
  const body = `M${f(l)} ${f(baseY)} L${f(x - width * 0.12)} ${f(top + height * 0.22)} L${f(x - width * 0.05)} ${f(top + height * 0.08)} L${f(x)} ${f(top)} L${f(x + width * 0.04)} ${f(top + height * 0.1)} L${f(x + width * 0.09)} ${f(top + height * 0.05)} L${f(x + width * 0.16)} ${f(top + height * 0.27)} L${f(r)} ${f(baseY)} Z`;
  const glacier = `M${f(x - width * 0.12)} ${f(top + height * 0.22)} L${f(x - width * 0.05)} ${f(top + height * 0.08)} L${f(x)} ${f(top)} L${f(x + width * 0.04)} ${f(top + height * 0.1)} L${f(x + width * 0.09)} ${f(top + height * 0.05)} L${f(x + width * 0.16)} ${f(top + height * 0.27)} L${f(x + width * 0.1)} ${f(top + height * 0.24)} L${f(x + width * 0.06)} ${f(top + height * 0.32)} L${f(x + width * 0.02)} ${f(top + height * 0.22)} L${f(x - width * 0.03)} ${f(top + height * 0.3)} L${f(x - width * 0.08)} ${f(top + height * 0.25)} Z`;
  return `<path d="${body}" fill="${rock}"/><path d="${glacier}" fill="${snow}" opacity=".95"/>`;
}

function tree(x, y, s, colour, trunk = '#5a3a1e') {
  return `<rect x="${f(x - s * 0.06)}" y="${f(y - s * 0.5)}" width="${f(s * 0.12)}" height="${f(s * 0.5)}" fill="${trunk}"/><ellipse cx="${f(x)}" cy="${f(y - s * 0.72)}" rx="${f(s * 0.45)}" ry="${f(s * 0.34)}" fill="${colour}"/>`;
}

/** A standing person, feet at (x, y), `s` tall; `shirt` picked at random unless given. */
function person(x, y, s, rand, { shirt, arm } = {}) {
  const colour = shirt ?? SHIRTS[Math.floor(rand() * SHIRTS.length)];
  const skin = SKIN[Math.floor(rand() * SKIN.length)];
  const legs = ['#24303a', '#3b2a1a', '#1d2621'][Math.floor(rand() * 3)];
  let arms = '';
  if (arm === 'up')
    arms = `<path d="M${f(x + s * 0.16)} ${f(y - s * 0.66)} L${f(x + s * 0.34)} ${f(y - s * 0.98)}" stroke="${skin}" stroke-width="${f(s * 0.07)}" stroke-linecap="round"/>`;
  if (arm === 'down')
    arms = `<path d="M${f(x + s * 0.16)} ${f(y - s * 0.64)} L${f(x + s * 0.36)} ${f(y - s * 0.36)}" stroke="${skin}" stroke-width="${f(s * 0.07)}" stroke-linecap="round"/>`;
  return `<g><rect x="${f(x - s * 0.13)}" y="${f(y - s * 0.36)}" width="${f(s * 0.26)}" height="${f(s * 0.36)}" rx="${f(s * 0.04)}" fill="${legs}"/><rect x="${f(x - s * 0.18)}" y="${f(y - s * 0.74)}" width="${f(s * 0.36)}" height="${f(s * 0.44)}" rx="${f(s * 0.12)}" fill="${colour}"/>${arms}<circle cx="${f(x)}" cy="${f(y - s * 0.86)}" r="${f(s * 0.13)}" fill="${skin}"/></g>`;
}

/** A person seen from behind, seated (head and shoulders above a row). */
function seated(x, y, s, rand) {
  const colour = SHIRTS[Math.floor(rand() * SHIRTS.length)];
  const skin = SKIN[Math.floor(rand() * SKIN.length)];
  return `<path d="M${f(x - s * 0.3)} ${f(y)} C${f(x - s * 0.3)} ${f(y - s * 0.45)} ${f(x + s * 0.3)} ${f(y - s * 0.45)} ${f(x + s * 0.3)} ${f(y)} Z" fill="${colour}"/><circle cx="${f(x)}" cy="${f(y - s * 0.52)}" r="${f(s * 0.18)}" fill="${skin}"/><path d="M${f(x - s * 0.18)} ${f(y - s * 0.56)} a${f(s * 0.18)} ${f(s * 0.18)} 0 0 1 ${f(s * 0.36)} 0" fill="#1b1b1b"/>`;
}

const crowd = (xs, y, s, rand, opts) =>
  xs.map((x, i) => person(x, y + (i % 2) * s * 0.04, s * (0.92 + rand() * 0.16), rand, opts?.(i) ?? {})).join('');

const pictures = {
  // Event: Avocado Value Chain Workshop — an agronomist at a flip chart in an avocado orchard.
  'avocado-workshop': () => {
    const rand = rng(401);
    const parts = [sky('s', '#e5efd9', '#bcd9a5'), mountKenya(880, 330, 520, 190, '#8fae8b'), hill(380, 70, rand, '#7fa37c')];
    for (let i = 0; i < 9; i++) {
      const x = 40 + i * 140 + rand() * 30;
      const y = 430 + rand() * 20;
      parts.push(tree(x, y, 170, i % 2 ? '#2d5a2a' : '#1f4d2a'));
      for (let k = 0; k < 5; k++)
        parts.push(`<ellipse cx="${f(x - 50 + rand() * 100)}" cy="${f(y - 150 + rand() * 70)}" rx="9" ry="13" fill="#12331f"/>`);
    }
    parts.push(hill(520, 40, rand, '#5d7d3b'), `<rect y="560" width="${W}" height="240" fill="#7a4e28"/>`);
    // Flip chart on its easel, drawn with a leaf and a graph line.
    parts.push(
      `<path d="M860 740 L900 420 M1000 740 L960 420 M930 420 L930 760" stroke="#5a3a1e" stroke-width="10"/><rect x="860" y="380" width="150" height="190" fill="#faf6ee" stroke="#8d5b2f" stroke-width="6"/><path d="M880 540 L920 500 L950 515 L990 460" stroke="#c0392b" stroke-width="6" fill="none"/><ellipse cx="935" cy="430" rx="22" ry="30" fill="#2f8f4e"/>`,
    );
    parts.push(person(800, 740, 250, rand, { shirt: '#1f6b3a', arm: 'up' }));
    // A crate of avocados.
    parts.push(
      `<rect x="1040" y="660" width="120" height="80" fill="#8d5b2f"/><path d="M1040 690 H1160 M1040 715 H1160" stroke="#6b4423" stroke-width="5"/>`,
    );
    for (let k = 0; k < 6; k++) parts.push(`<ellipse cx="${1055 + k * 19}" cy="655" rx="11" ry="15" fill="#2d5a2a"/>`);
    for (const [row, y, s] of [
      [0, 700, 150],
      [1, 780, 190],
    ])
      for (let i = 0; i < 5 + row; i++) parts.push(seated(80 + i * 125 + row * 30, y, s, rand));
    return parts.join('');
  },

  // Event: Meru Youth Career Fair — stalls under canopies and young people going from one to another.
  'career-fair': () => {
    const rand = rng(402);
    const parts = [
      sky('s', '#cfe8e3', '#9fd0c5'),
      mountKenya(300, 360, 460, 170, '#9bbf9a'),
      hill(400, 60, rand, '#7fa37c'),
      hill(470, 40, rand, '#2f8f4e'),
    ];
    parts.push(`<rect y="520" width="${W}" height="280" fill="#c9a46c"/>`);
    const canopies = ['#1f6b3a', '#c0392b', '#2d6a8f', '#8d5b2f'];
    canopies.forEach((colour, i) => {
      const x = 40 + i * 290;
      const stripes = Array.from(
        { length: 4 },
        (_, k) =>
          `<path d="M${x + 20 + k * 60} 330 L${x + 40 + k * 60} 400 L${x + 60 + k * 60} 330 Z" fill="#faf6ee" opacity=".9"/>`,
      ).join('');
      parts.push(
        `<path d="M${x} 400 L${x + 30} 330 L${x + 250} 330 L${x + 280} 400 Z" fill="${colour}"/>${stripes}<path d="M${x + 10} 400 V560 M${x + 270} 400 V560" stroke="#3b2a1a" stroke-width="8"/><rect x="${x + 30}" y="500" width="220" height="60" fill="#faf6ee"/><rect x="${x + 30}" y="500" width="220" height="14" fill="${colour}"/>`,
      );
      parts.push(person(x + 140, 500, 130, rand, { shirt: '#faf6ee' }));
      for (let k = 0; k < 3; k++) parts.push(`<rect x="${x + 60 + k * 60}" y="488" width="40" height="10" fill="#f4d58d"/>`);
    });
    parts.push(
      crowd([90, 210, 330, 470, 600, 740, 880, 1010, 1130], 780, 230, rand, (i) => ({ arm: i % 3 === 0 ? 'down' : undefined })),
    );
    return parts.join('');
  },

  // Update: Free Medical Camp — a white tent with a red cross, a queue, a nurse checking blood pressure.
  'medical-camp': () => {
    const rand = rng(403);
    const parts = [
      sky('s', '#f7e3b5', '#f4c27a'),
      `<circle cx="1020" cy="150" r="70" fill="#fff4d6"/>`,
      hill(420, 90, rand, '#a88a6a'),
      hill(480, 50, rand, '#5d7d3b'),
    ];
    for (let i = 0; i < 5; i++) parts.push(tree(60 + i * 260 + rand() * 60, 470, 120, '#2d5a2a'));
    parts.push(`<rect y="520" width="${W}" height="280" fill="#b0834f"/>`);
    parts.push(
      `<path d="M560 560 L700 300 L1100 300 L1160 560 Z" fill="#faf6ee" stroke="#c9c2b0" stroke-width="6"/><path d="M700 300 L640 560 M1100 300 L1040 560" stroke="#c9c2b0" stroke-width="6"/><rect x="860" y="340" width="80" height="24" fill="#c0392b"/><rect x="888" y="312" width="24" height="80" fill="#c0392b"/>`,
      `<rect x="720" y="600" width="300" height="24" fill="#8d5b2f"/><path d="M740 624 V720 M1000 624 V720" stroke="#6b4423" stroke-width="10"/><rect x="820" y="570" width="70" height="30" rx="6" fill="#2d6a8f"/>`,
    );
    parts.push(person(960, 720, 240, rand, { shirt: '#faf6ee', arm: 'down' }));
    parts.push(person(760, 720, 220, rand, { shirt: '#e67e22' }));
    parts.push(crowd([80, 190, 300, 410, 520], 760, 230, rand));
    return parts.join('');
  },

  // Update: Digital Skills Bootcamp — a computer lab with young people at laptops, hills outside.
  'digital-bootcamp': () => {
    const rand = rng(404);
    const parts = [
      `<rect width="${W}" height="${H}" fill="#e8e0d0"/>`,
      `<rect y="520" width="${W}" height="280" fill="#8d5b2f"/>`,
    ];
    // Windows with Meru's hills and Mount Kenya outside.
    for (const x of [60, 460, 860]) {
      parts.push(
        `<svg x="${x}" y="70" width="280" height="200" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${sky(`w${x}`, '#cfe8e3', '#9fd0c5')}${mountKenya(600, 520, 900, 360, '#8fae8b')}${hill(560, 120, rng(x), '#2f8f4e')}</svg><rect x="${x}" y="70" width="280" height="200" fill="none" stroke="#faf6ee" stroke-width="14"/><path d="M${x + 140} 70 V270" stroke="#faf6ee" stroke-width="10"/>`,
      );
    }
    // A screen at the front with a slide of blocks.
    parts.push(
      `<rect x="440" y="300" width="320" height="170" fill="#12331f"/><rect x="470" y="330" width="120" height="20" fill="#f4d58d"/><rect x="470" y="370" width="250" height="12" fill="#9fd0c5"/><rect x="470" y="395" width="200" height="12" fill="#9fd0c5"/><rect x="470" y="420" width="230" height="12" fill="#9fd0c5"/>`,
    );
    parts.push(person(850, 560, 220, rand, { shirt: '#1f6b3a', arm: 'up' }));
    // Two rows of desks with laptops, trainees from behind.
    for (const [y, s, n, x0] of [
      [640, 150, 6, 70],
      [780, 200, 5, 40],
    ]) {
      for (let i = 0; i < n; i++) {
        const x = x0 + i * (W / n);
        parts.push(seated(x + 60, y - s * 0.1, s, rand));
        parts.push(
          `<path d="M${f(x + 60 + s * 0.2)} ${f(y - s * 0.55)} l${f(s * 0.35)} 0 l${f(-s * 0.05)} ${f(s * 0.38)} l${f(-s * 0.35)} 0 Z" fill="#2c3e50"/><rect x="${f(x + 60 + s * 0.23)}" y="${f(y - s * 0.5)}" width="${f(s * 0.22)}" height="${f(s * 0.22)}" fill="#9fd0c5" opacity=".8"/>`,
        );
      }
      parts.push(`<rect x="0" y="${y - s * 0.12}" width="${W}" height="${s * 0.14}" fill="#6b4423"/>`);
    }
    return parts.join('');
  },

  // Gallery: tree planting — volunteers planting seedlings on a hillside, with a watering can.
  'tree-planting': () => {
    const rand = rng(405);
    const parts = [
      sky('s', '#e5efd9', '#bcd9a5'),
      `<circle cx="200" cy="140" r="70" fill="#fffde9"/>`,
      mountKenya(780, 330, 560, 200, '#7fa37c'),
      hill(360, 80, rand, '#3b7a45'),
    ];
    for (let i = 0; i < 12; i++) parts.push(tree(rand() * W, 370 + rand() * 20, 80 + rand() * 40, '#12331f'));
    parts.push(`<path d="M0 800 L0 520 C300 440 800 480 1200 420 L1200 800 Z" fill="#a8773f"/>`);
    // Rows of planted seedlings up the slope.
    for (let r = 0; r < 4; r++)
      for (let i = 0; i < 9; i++) {
        const x = 60 + i * 130 + r * 30;
        const y = 560 + r * 60 - i * 8;
        parts.push(
          `<path d="M${x} ${y} q4 -24 14 -30 M${x} ${y} q-4 -18 -14 -22 M${x} ${y} v-34" stroke="#4c9f38" stroke-width="6" fill="none"/><ellipse cx="${x}" cy="${y + 4}" rx="20" ry="6" fill="#5a3a1e"/>`,
        );
      }
    parts.push(crowd([160, 420, 700, 980], 770, 260, rand, (i) => ({ arm: i % 2 ? 'down' : 'up' })));
    parts.push(
      `<path d="M520 760 h70 l10 -50 h-90 Z" fill="#2d6a8f"/><path d="M600 720 l40 -30" stroke="#2d6a8f" stroke-width="10"/>`,
    );
    return parts.join('');
  },

  // Gallery: Mount Kenya from Buuri at dawn, over tea rows.
  'mount-kenya': () => {
    const rand = rng(406);
    const parts = [
      sky('s', '#fbe0c8', '#e8a977'),
      `<circle cx="980" cy="170" r="60" fill="#fff1dc"/>`,
      mountKenya(560, 470, 1000, 380, '#6f7f8f', '#fdfdfd'),
      hill(480, 60, rand, '#a88a6a'),
      hill(540, 50, rand, '#5d7d3b'),
    ];
    // Tea rows: curved bands of rounded bushes.
    for (let r = 0; r < 6; r++) {
      const y = 580 + r * 42;
      parts.push(
        `<path d="M0 ${y + 20} Q600 ${y - 30} 1200 ${y + 20} L1200 ${y + 44} Q600 ${y - 6} 0 ${y + 44} Z" fill="${r % 2 ? '#2f8f4e' : '#1f6b3a'}"/>`,
      );
    }
    parts.push(
      person(930, 760, 170, rand, { shirt: '#c0392b' }),
      `<path d="M950 640 q30 -10 40 20 l-10 40 h-40 Z" fill="#c9a46c"/>`,
    );
    return parts.join('');
  },

  // Gallery: a maize and bean farm in Imenti, young farmers weeding.
  'maize-farm': () => {
    const rand = rng(407);
    const parts = [
      sky('s', '#cfe8e3', '#9fd0c5'),
      mountKenya(250, 320, 420, 150, '#9bbf9a'),
      hill(360, 60, rand, '#7fa37c'),
      hill(420, 40, rand, '#3b7a45'),
    ];
    parts.push(`<rect y="440" width="${W}" height="360" fill="#8d5b2f"/>`);
    // Maize rows receding to the hills.
    for (let r = 0; r < 5; r++) {
      const y = 470 + r * 70;
      const s = 60 + r * 28;
      for (let x = 20 + (r % 2) * 40; x < W; x += 50 + r * 18) {
        parts.push(
          `<path d="M${x} ${y + s * 0.6} V${y - s * 0.4}" stroke="#6b8e23" stroke-width="${3 + r}"/><path d="M${x} ${y} q${s * 0.3} -${s * 0.2} ${s * 0.45} ${s * 0.05} M${x} ${y + s * 0.2} q-${s * 0.3} -${s * 0.2} -${s * 0.45} ${s * 0.05} M${x} ${y - s * 0.2} q${s * 0.25} -${s * 0.25} ${s * 0.35} -${s * 0.05}" stroke="#4c9f38" stroke-width="${2 + r}" fill="none"/>`,
        );
        if (rand() < 0.4)
          parts.push(`<ellipse cx="${x + 4}" cy="${y - s * 0.05}" rx="${2 + r}" ry="${5 + r * 2}" fill="#f4d58d"/>`);
      }
    }
    parts.push(person(420, 770, 240, rand, { arm: 'down' }), person(760, 760, 220, rand, { shirt: '#f4d58d', arm: 'down' }));
    parts.push(
      `<path d="M590 770 l60 -100" stroke="#5a3a1e" stroke-width="8"/><path d="M640 680 l30 10 l-10 -25 Z" fill="#9a9a9a"/>`,
    );
    return parts.join('');
  },
};

for (const [name, draw] of Object.entries(pictures)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${draw()}</svg>\n`;
  writeFileSync(path.join(out, `${name}.svg`), svg);
}
console.log(`${Object.keys(pictures).length} pictures written to ${path.relative(process.cwd(), out)}`);
