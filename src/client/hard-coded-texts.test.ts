/**
 * The member-facing client says nothing in its own words: every word a visitor or member reads
 * comes from a catalogue (src/shared/messages.ts, the page catalogues src/shared/page-messages*.ts
 * and the member flows' *-messages.ts), so the Kiswahili build can put its own in (docs/i18n.md).
 * Read with the TypeScript compiler: JSX text, string literals shown as JSX children or in the
 * attributes a person reads or hears (aria-label, alt, title, placeholder…), and the words of the
 * content modules (label, title, text…).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const CLIENT = fileURLToPath(new URL('.', import.meta.url));

/** The public pages, the parts they share and the content modules they read. */
const FILES = [
  ...[
    'home',
    'about',
    'contact',
    'events',
    'event-detail',
    'updates',
    'update-detail',
    'gallery',
    'privacy',
    'structure',
    'sdg-category',
    'not-found',
    'unauthorized',
  ].map((name) => `routes/${name}.tsx`),
  ...['public-layout', 'page-hero', 'carousel', 'list-filters', 'social-links', 'photo-field', 'content-image', 'reveal'].map(
    (name) => `components/${name}.tsx`,
  ),
  'components/english-only.tsx',
  'content/home.ts',
  'content/organisation.ts',
  'content/testimonials.ts',
  'content/document-meta.ts',
  'content/page-data.tsx',
  'content/search.ts',
  // The member flows: registration, payment, renewal, verification, donation, RSVP, data rights.
  ...['membership', 'renew', 'verify', 'donate', 'rsvp', 'my-card'].map((name) => `routes/${name}.tsx`),
  ...[
    'benefits',
    'my-data-rights',
    'paybill-simulator',
    'payment-step',
    'personal-step',
    'my-preferences',
    'my-events',
    'status-line',
  ].map((name) => `membership/${name}.tsx`),
  'renewal/membership-summary.tsx',
  'renewal/renewal-gate.tsx',
  'events/rsvp-form.tsx',
];

/** Attributes and props whose value a visitor reads or hears. */
const SHOWN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-roledescription',
  'aria-description',
  'alt',
  'title',
  'placeholder',
  'subtitle',
  'label',
  'text',
  'action',
  'hint',
  'searchLabel',
]);

/** Keys of object literals that hold words for the page (menus, slides, cards). */
const SHOWN_KEYS = new Set(['label', 'mobileLabel', 'title', 'text', 'subtitle', 'quote', 'role', 'days', 'hours', 'cta']);

/** Words that are the same in every language: names, abbreviations, the phone number's pattern and the M-Pesa mark ("M"). */
const ALLOWED = new Set(['SDG', 'NGO', 'Kenya', 'MYV', 'Meru', 'Youth', 'Voice', 'M', 'Pesa', 'SMS', 'PIN', 'QR', 'XXXXXXXX']);

const hasWords = (text: string): boolean => {
  // An address (`/verify`, `/rsvp/${token}/cancel`) is no text.
  if (/^\/\S*$/.test(text)) return false;
  const words = text.replace(/[^\p{L}]+/gu, ' ').trim();
  return words !== '' && !words.split(' ').every((word) => ALLOWED.has(word));
};

/** A string literal compared with something (`tab === 'news'`) is a value, not a text. */
function isCompared(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isBinaryExpression(parent) &&
    [
      ts.SyntaxKind.EqualsEqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsEqualsToken,
      ts.SyntaxKind.EqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsToken,
    ].includes(parent.operatorToken.kind)
  );
}

/** String literals inside an expression that would end up as text (not those compared, indexed or called with). */
function shownStrings(expression: ts.Node, found: string[], sourceFile: ts.SourceFile) {
  const visit = (node: ts.Node): void => {
    // Arguments of a call are the callee's business (a catalogue function, a class name builder…).
    if (ts.isCallExpression(node) || ts.isElementAccessExpression(node)) return;
    // Elements inside the expression are read by the main walk, attributes and all.
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return;
    // An object's words are checked by their keys (label, title…), not its paths and names.
    if (ts.isObjectLiteralExpression(node)) return;
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isCompared(node) && hasWords(node.text)) {
      found.push(`${lineOf(node, sourceFile)}: '${node.text}'`);
    }
    if (ts.isTemplateExpression(node) && hasWords([node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(''))) {
      found.push(`${lineOf(node, sourceFile)}: \`${node.getText(sourceFile)}\``);
    }
    ts.forEachChild(node, visit);
  };
  visit(expression);
}

const lineOf = (node: ts.Node, sourceFile: ts.SourceFile) =>
  `line ${sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1}`;

/** Every hard-coded text of a source file, as "line N: 'text'". */
function hardCodedTexts(fileName: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(`${lineOf(node, sourceFile)}: '${node.text.trim()}'`);
    // {'text'} or {open ? 'Show Less' : 'Read More'} among an element's children.
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      shownStrings(node.expression, found, sourceFile);
    }
    if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTES.has(node.name.getText(sourceFile)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value) && hasWords(value.text)) found.push(`${lineOf(value, sourceFile)}: '${value.text}'`);
      if (ts.isJsxExpression(value) && value.expression) shownStrings(value.expression, found, sourceFile);
    }
    if (
      ts.isPropertyAssignment(node) &&
      SHOWN_KEYS.has(node.name.getText(sourceFile)) &&
      // A class name ({ label: 'adm-label' } in a map of looks) is no text: one lowercase word, or words joined by hyphens.
      !(ts.isStringLiteral(node.initializer) && /^[a-z]+(-[a-z]+)*$/.test(node.initializer.text))
    ) {
      shownStrings(node.initializer, found, sourceFile);
    }
    // Default values of a component's props: ({ title = 'Page Not Found' }).
    if (
      ts.isBindingElement(node) &&
      node.initializer &&
      SHOWN_ATTRIBUTES.has((node.propertyName ?? node.name).getText(sourceFile))
    ) {
      shownStrings(node.initializer, found, sourceFile);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe('the member-facing client keeps its words in the catalogues', () => {
  it.each(FILES)('%s has no hard-coded text', (file) => {
    expect(hardCodedTexts(file, readFileSync(`${CLIENT}${file}`, 'utf8'))).toEqual([]);
  });

  it('finds every kind of hard-coded text, and leaves values, names and catalogue words alone', () => {
    const source = `
      const NAV = [{ to: '/', label: 'Home' }, { to: '/x', label: t.x }];
      export function Page({ title = 'Page Not Found', open }: { title?: string; open: boolean }) {
        return (
          <section aria-label="Photos" className="section">
            <h1>About us</h1>
            <img alt={\`Photo of \${title}\`} src="/a.svg" />
            <button aria-label={open ? 'Close menu' : t.open}>{open ? 'Show Less' : t.more}</button>
            <p>{t.text}</p>
            <span className="visually-hidden">SDG </span>
            <p className={open ? 'open' : ''}>{tab === 'news' ? t.news : t.events}</p>
            <p>{format('Loading')}</p>
          </section>
        );
      }`;
    expect(hardCodedTexts('sample.tsx', source)).toEqual([
      "line 2: 'Home'",
      "line 3: 'Page Not Found'",
      "line 5: 'Photos'",
      "line 6: 'About us'",
      'line 7: ``Photo of ${title}``',
      "line 8: 'Close menu'",
      "line 8: 'Show Less'",
    ]);
  });
});

/**
 * Addresses a member-facing page writes itself. React Router puts `/sw` before a `<Link to>` in
 * the Kiswahili build, but not before a plain `href="/contact"` or `action="/verify"`, which would
 * take a Kiswahili reader to the English page (docs/i18n.md): such an address goes through a
 * `<Link>` or `pathIn(ACTIVE_LOCALE, …)`. The API, the dashboard and files (`/images/a.svg`,
 * `/docs/constitution.pdf`) have no Kiswahili twin and may be written as they are.
 */
const ADDRESS_ATTRIBUTES = new Set(['href', 'action', 'formAction']);
const SAME_IN_EVERY_LANGUAGE = /^\/(api|admin)(\/|$)|^\/[^?#]*\.[a-z0-9]+([?#].*)?$/i;
const leavesTheLanguage = (address: string) => /^\/(?!\/)/.test(address) && !SAME_IN_EVERY_LANGUAGE.test(address);

/** Every site-relative page address written literally into an href or action, as "line N: address". */
function addressesOutsideTheLanguage(fileName: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const check = (node: ts.Node): void => {
    // pathIn(ACTIVE_LOCALE, '/verify') and the like: a call decides the address.
    if (ts.isCallExpression(node)) return;
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? node.head.text
          : null;
    if (text !== null && leavesTheLanguage(text)) found.push(`${lineOf(node, sourceFile)}: ${node.getText(sourceFile)}`);
    ts.forEachChild(node, check);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxAttribute(node) && ADDRESS_ATTRIBUTES.has(node.name.getText(sourceFile)) && node.initializer)
      check(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Every client source a visitor or member loads: all of src/client but the dashboard and the tests. */
const MEMBER_FACING_SOURCES = readdirSync(CLIENT, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(sep).join('/'))
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('admin/'))
  .sort();

/** What a check finds in every member-facing source, as "file line N: …". */
const acrossTheClient = (check: (fileName: string, source: string) => string[]): string[] =>
  MEMBER_FACING_SOURCES.flatMap((file) =>
    check(file, readFileSync(`${CLIENT}${file}`, 'utf8')).map((where) => `${file} ${where}`),
  );

describe('the member-facing client keeps its readers in their language', () => {
  it('writes no page address that leaves /sw', () => {
    expect(MEMBER_FACING_SOURCES).toContain('routes/verify.tsx');
    expect(acrossTheClient(addressesOutsideTheLanguage)).toEqual([]);
  });

  it('finds a plain page address in an href or action, and leaves links, the API, the dashboard and files alone', () => {
    const source = `
      export const Page = ({ token, ok }: { token: string; ok: boolean }) => (
        <main>
          <a href="/contact">x</a>
          <form action="/verify" method="get" />
          <form method="post" action={\`/rsvp/\${token}/cancel\`} />
          <a href={ok ? '/my-card' : undefined}>x</a>
          <Link to="/contact">x</Link>
          <form action={pathIn(ACTIVE_LOCALE, '/verify')} />
          <a href="/api/cards/1.pdf">x</a>
          <a href="/admin/login">x</a>
          <a href="/images/hero.svg">x</a>
          <a href="#main">x</a>
          <a href="mailto:info@example.org">x</a>
          <a href="https://example.org/about">x</a>
        </main>
      );`;
    expect(addressesOutsideTheLanguage('sample.tsx', source)).toEqual([
      'line 4: "/contact"',
      'line 5: "/verify"',
      'line 6: `/rsvp/${token}/cancel`',
      "line 7: '/my-card'",
    ]);
  });
});

/**
 * Dates and times a member-facing page writes. Each formatter of src/shared/dates.ts takes the
 * language last and defaults to English, so a call without it shows "23 November 2026" on a /sw
 * page: member-facing code passes ACTIVE_LOCALE (the build's language) every time.
 */
const DATE_FORMATTERS = new Set([
  'formatLongDate',
  'formatContentDate',
  'formatClockTime',
  'formatMomentDate',
  'formatMomentShort',
  'formatMomentTime',
  'formatMoment',
  'formatWeekdayDate',
  'shortMonth',
  'timeRange',
]);

/** Every call of a date formatter that does not say the language, as "line N: call". */
function datesWithoutLanguage(fileName: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && DATE_FORMATTERS.has(node.expression.text)) {
      // The language is the formatters' second argument (their first is the date).
      if (node.arguments.length < 2) found.push(`${lineOf(node, sourceFile)}: ${node.getText(sourceFile)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe('the member-facing client writes dates in its language', () => {
  it('passes the language to every date formatter', () => {
    expect(MEMBER_FACING_SOURCES).toContain('membership/my-events.tsx');
    expect(acrossTheClient(datesWithoutLanguage)).toEqual([]);
  });

  it('finds a formatter called without the language', () => {
    const source = `
      const a = formatContentDate(e.date);
      const b = formatContentDate(e.date, ACTIVE_LOCALE);
      const c = t.at(formatMomentTime(e.checkedInAt));
      const d = shortMonth(m.month, locale);`;
    expect(datesWithoutLanguage('sample.ts', source)).toEqual([
      'line 2: formatContentDate(e.date)',
      'line 4: formatMomentTime(e.checkedInAt)',
    ]);
  });
});
