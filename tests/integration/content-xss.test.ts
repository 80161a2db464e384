/**
 * Markdown bodies against script injection: whatever an official (or a stolen session) writes,
 * the stored and served HTML carries no script, event handler, javascript: URL, style or frame.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/server/modules/content';
import { serverMessages } from '../../src/shared/server-messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { contentClient, validEvent, validUpdate, type Caller } from '../helpers/content';

/** Classic payloads, raw HTML and Markdown-specific ones. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](<javascript:alert(1)>)',
  '![x](javascript:alert(1))',
  '![x](x" onerror="alert(1))',
  '<javascript:alert(1)>',
  '<div onclick="alert(1)">hi</div>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<body onload=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<a href="https://ok.example" onmouseover="alert(1)">ok</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/">',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '``<script>alert(1)</script>``',
  '<<script>script>alert(1)<</script>/script>',
];

/**
 * What must never appear in a page's HTML: dangerous elements, and inside any tag an event
 * handler, a style or a script URL. (Text such as `x" onerror="…` shown as words is harmless.)
 */
function assertSafe(html: string, payload: string) {
  const lower = html.toLowerCase();
  expect(lower, payload).not.toMatch(
    /<(script|iframe|object|embed|svg|style|form|input|meta|base|img|math|template|details|body)\b/,
  );
  const tags = lower.match(/<[a-z][^>]*>/g) ?? [];
  for (const tag of tags) {
    expect(tag, payload).not.toMatch(/\son[a-z]+\s*=/);
    expect(tag, payload).not.toMatch(/\sstyle\s*=/);
    expect(tag, payload).not.toMatch(/=\s*["']?\s*(javascript|vbscript|data):/);
    // Only the allow-listed attributes survive.
    for (const [, name] of tag.matchAll(/\s([a-z-]+)\s*=/g))
      expect(['href', 'title', 'rel', 'start', 'align'], `${payload}: ${tag}`).toContain(name);
  }
}

let t: TestApp;
let chairman: Caller;
beforeAll(async () => {
  t = await createTestApp();
  chairman = await contentClient(t, 'chairman');
});
afterAll(async () => {
  await t.close();
});

describe('Markdown sanitising', () => {
  it.each(PAYLOADS)('renderMarkdown removes %s', (payload) => {
    assertSafe(renderMarkdown(`Intro text.\n\n${payload}\n\nMore text.`), payload);
  });

  it('keeps ordinary formatting and safe links; external links get rel=noopener', () => {
    const html = renderMarkdown(
      '# Heading\n\nSome **bold**, *italic* and [a page](/contact) and [a site](https://example.org).\n\n- one\n- two\n\n> quoted',
    );
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<a href="/contact">a page</a>');
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer nofollow">a site</a>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<blockquote>');
  });

  it('every payload posted through the API is stored and served without script', async () => {
    const body = PAYLOADS.join('\n\n');
    const event = await chairman('POST', '/api/content/events', validEvent({ title: 'Hostile Body Event', body }));
    expect(event.statusCode).toBe(201);
    const update = await chairman('POST', '/api/content/updates', validUpdate({ title: 'Hostile Body Update', body }));
    expect(update.statusCode).toBe(201);
    // The Markdown is kept as written (the official sees their text); the HTML is safe.
    expect(event.json().event.body).toBe(body);
    const served = (await t.app.inject({ method: 'GET', url: `/api/public/events/${event.json().event.slug}` })).json().event
      .bodyHtml as string;
    const servedUpdate = (await t.app.inject({ method: 'GET', url: `/api/public/updates/${update.json().update.slug}` })).json()
      .update.bodyHtml as string;
    for (const html of [served, servedUpdate]) assertSafe(html, 'all payloads');
  });

  it('tells the official what was left out when a story is saved, and that nothing was when nothing was', async () => {
    const words = serverMessages.markdownRemoved;
    const body = [
      'Join us **on Saturday**.',
      '<script>alert(1)</script>',
      '<p onclick="alert(1)">Tap here</p>',
      '[our page](javascript:alert(1))',
      '<div>A box</div>',
    ].join('\n\n');
    const created = await chairman('POST', '/api/content/events', validEvent({ title: 'Reported Body Event', body }));
    expect(created.statusCode).toBe(201);
    expect(created.json().removed).toEqual([
      words.elementWithContent.replace('{element}', 'script'),
      words.attribute.replace('{attribute}', 'onclick').replace('{element}', 'p'),
      words.link.replace('{scheme}', 'javascript:'),
      words.element.replace('{element}', 'div'),
    ]);
    // What was reported is indeed gone from the stored page, the rest is kept.
    const html = created.json().event.bodyHtml as string;
    expect(html).toContain('<strong>on Saturday</strong>');
    expect(html).toContain('Tap here');
    expect(html).not.toContain('onclick');

    const edited = await chairman(
      'PUT',
      `/api/content/events/${created.json().event.id}`,
      validEvent({ title: 'Reported Body Event', body: 'Join us **on Saturday**.' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().removed).toEqual([]);

    const update = await chairman(
      'POST',
      '/api/content/updates',
      validUpdate({ title: 'Reported Body Update', body: '<iframe src="https://x.example"></iframe>Hello' }),
    );
    expect(update.statusCode).toBe(201);
    expect(update.json().removed).toEqual([words.elementWithContent.replace('{element}', 'iframe')]);
  });
});
