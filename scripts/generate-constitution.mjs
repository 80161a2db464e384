// Generates the constitution PDF offered on the About page.
// Output is committed at src/client/public/documents/myv-constitution.pdf.
//   node scripts/generate-constitution.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const root = path.resolve(import.meta.dirname, '..');
const file = path.join(root, 'src/client/public/documents/myv-constitution.pdf');

const articles = [
  [
    'Article 1 — Name',
    [
      'The name of the organisation shall be Meru Youth Voice (MYV), hereinafter called "the Organisation".',
      'The Organisation is a non-governmental, non-partisan and not-for-profit youth organisation based in Meru County, Kenya.',
    ],
  ],
  [
    'Article 2 — Registered Office',
    [
      'The registered office of the Organisation shall be in Meru Town, Meru County. The executive committee may open chapter offices in any sub-county.',
    ],
  ],
  [
    'Article 3 — Motto, Vision and Mission',
    [
      'Motto: Raising voice and creating opportunities.',
      'Vision: An empowered, united and self-reliant youth in Meru County.',
      'Mission: To unite and empower young people to achieve financial independence, promote unity and address the social challenges facing the youth and their communities.',
    ],
  ],
  [
    'Article 4 — Objectives',
    [
      '(a) To foster financial independence among the youth through training, enterprise and access to markets.',
      '(b) To advocate for the inclusion of young people in public decision-making and county planning.',
      '(c) To promote health, education and environmental conservation in line with the Sustainable Development Goals 1, 2, 3, 4, 8, 13 and 16.',
      '(d) To promote unity, integrity and peaceful coexistence among the youth of Meru County.',
      '(e) To mobilise resources and partner with government, private sector and civil society towards these objectives.',
    ],
  ],
  [
    'Article 5 — Membership',
    [
      'Membership is open to every Kenyan citizen aged 18 to 35 years who resides, works or studies in Meru County and subscribes to the objectives of the Organisation.',
      'A person becomes a member upon registration and payment of a one-time registration fee of two hundred Kenya shillings (KSh 200).',
      'Every member shall receive a membership card bearing a unique membership number. Membership is renewable annually.',
      'Membership ceases upon resignation in writing, death, expulsion under Article 12, or failure to renew within three months of the renewal date.',
    ],
  ],
  [
    'Article 6 — Rights and Duties of Members',
    [
      'Every member has the right to attend and vote at general meetings, to stand for elective office, and to take part in the programmes of the Organisation.',
      'Every member shall abide by this constitution, pay the prescribed fees, uphold the good name of the Organisation and refrain from partisan political activity in its name.',
    ],
  ],
  [
    'Article 7 — Chapters',
    [
      'The Organisation shall have four regional chapters: Igembe Youth Voice, Tigania Youth Voice, Imenti Youth Voice and Buuri Youth Voice.',
      'Each chapter shall elect a chapter leader and may form ward committees. The executive committee may create new chapters by resolution.',
    ],
  ],
  [
    'Article 8 — The Executive Committee',
    [
      'The Organisation shall be run by an executive committee consisting of: the Chairperson; the Vice Chairperson; the Secretary General; the Administrative Secretary and Vice Administrative Secretary; the Treasurer; the Program Coordinator; the Project Coordinator; the Communication Director; the Public Relations officer; the Chair and Vice Chair of the Discipline & Monitoring Committee; and the Head of Departments.',
      'Regional Coordinators and the heads of the Education, ICT, Health and Youth Empowerment departments attend the executive committee without vote.',
    ],
  ],
  [
    'Article 9 — Duties of Officials',
    [
      'The Chairperson shall preside over meetings, lead the Organisation and represent it publicly.',
      'The Vice Chairperson shall deputise for the Chairperson.',
      'The Secretary General shall keep records and minutes, and convene meetings.',
      'The Treasurer shall receive and account for all funds, and present audited accounts at every annual general meeting.',
    ],
  ],
  [
    'Article 10 — Elections and Term of Office',
    [
      'Officials shall be elected by secret ballot at the annual general meeting and shall hold office for three years, renewable once.',
      'No member shall hold more than one elective office at the same time. At least one third of the executive committee shall be women.',
    ],
  ],
  [
    'Article 11 — Meetings',
    [
      'The annual general meeting shall be held once every year, with at least twenty-one days notice to members.',
      'A special general meeting may be called by the executive committee or on written request of one third of the members.',
      'The quorum of a general meeting shall be one third of the registered members.',
    ],
  ],
  [
    'Article 12 — Discipline',
    [
      'The Discipline & Monitoring Committee shall hear complaints against members and officials, give the person concerned a fair hearing, and recommend warning, suspension or expulsion to the executive committee.',
      'A member may appeal to the next general meeting.',
    ],
  ],
  [
    'Article 13 — Funds and Finance',
    [
      'The funds of the Organisation consist of registration fees, donations, grants and income from projects.',
      'All funds shall be banked in the name of the Organisation. Withdrawals require the signatures of the Treasurer and either the Chairperson or the Secretary General.',
      'The financial year ends on 31 December. The accounts shall be audited every year.',
    ],
  ],
  [
    'Article 14 — Data Protection',
    [
      'The Organisation shall process members’ personal data in accordance with the Data Protection Act, 2019, only for the purposes of membership administration and communication, and shall not sell or share it for marketing.',
    ],
  ],
  [
    'Article 15 — Amendments',
    [
      'This constitution may be amended by a resolution passed by two thirds of the members present and voting at a general meeting, provided that notice of the proposed amendment was given with the notice of the meeting.',
    ],
  ],
  [
    'Article 16 — Dissolution',
    [
      'The Organisation may be dissolved by a resolution of three quarters of the members present at a special general meeting. Its remaining assets shall be given to another organisation with similar objectives and shall not be distributed among members.',
    ],
  ],
];

const doc = await PDFDocument.create();
doc.setTitle('Constitution of Meru Youth Voice');
doc.setAuthor('Meru Youth Voice');
doc.setSubject('Constitution');
doc.setLanguage('en-KE');
doc.setCreationDate(new Date('2025-02-22T00:00:00Z'));
doc.setModificationDate(new Date('2025-02-22T00:00:00Z'));
const regular = await doc.embedFont(StandardFonts.TimesRoman);
const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
const green = rgb(0.12, 0.42, 0.23);
const [W, H] = [595.28, 841.89];
const margin = 64;

let page;
let y = 0;
let pageNo = 0;
function newPage() {
  page = doc.addPage([W, H]);
  pageNo++;
  y = H - margin;
  page.drawRectangle({ x: 0, y: H - 18, width: W, height: 18, color: green });
  page.drawText(`Constitution of Meru Youth Voice — page ${pageNo}`, {
    x: margin,
    y: 30,
    size: 9,
    font: regular,
    color: rgb(0.35, 0.35, 0.35),
  });
}
function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
function paragraph(text, { font = regular, size = 11.5, gap = 8, colour = rgb(0.1, 0.1, 0.1) } = {}) {
  for (const line of wrap(text, font, size, W - margin * 2)) {
    if (y < margin + 20) newPage();
    page.drawText(line, { x: margin, y, size, font, color: colour });
    y -= size * 1.45;
  }
  y -= gap;
}

newPage();
y -= 140;
page.drawText('MERU YOUTH VOICE', { x: margin, y, size: 34, font: bold, color: green });
y -= 40;
page.drawText('CONSTITUTION', { x: margin, y, size: 22, font: bold, color: rgb(0.42, 0.27, 0.14) });
y -= 34;
paragraph('Raising voice and creating opportunities', { size: 14, colour: rgb(0.3, 0.3, 0.3) });
paragraph('Adopted by the general meeting of members held at Meru Town on 22 February 2025.', { size: 12 });
y -= 40;
paragraph('Preamble', { font: bold, size: 15, colour: green });
paragraph(
  'We, the young people of Meru County — from Igembe, Tigania, Imenti and Buuri — conscious of the challenges of unemployment, poverty, ill health and a changing climate that face our generation, and determined to speak with one voice and to create opportunities for one another, do hereby adopt this constitution.',
);

newPage();
for (const [heading, paras] of articles) {
  if (y < margin + 90) newPage();
  paragraph(heading, { font: bold, size: 14, colour: green, gap: 4 });
  for (const p of paras) paragraph(p);
  y -= 6;
}
paragraph('Signed on behalf of the members:', { font: bold, size: 12 });
paragraph('Chairperson ____________________     Secretary General ____________________     Treasurer ____________________', {
  size: 11,
});

mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, await doc.save({ useObjectStreams: true }));
console.log(`constitution written (${pageNo} pages) to ${path.relative(root, file)}`);
