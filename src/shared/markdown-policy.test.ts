// @vitest-environment jsdom
/**
 * The dashboard's live preview (DOMPurify in the browser) and the server's sanitiser
 * (sanitize-html, what the public page shows) are configured from one allow-list; here they are
 * given the same bodies and must keep the same elements, attributes, URLs and text.
 */
import { describe, expect, it } from 'vitest';
import { markdownRemovals, renderMarkdown } from '../server/modules/content/markdown';
import { previewHtml, previewRemovals } from '../client/admin/content/preview-html';

/** The HTML as a tree of elements with their attributes (sorted) and text, whitespace folded. */
function shape(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walk = (node: Node): string => {
    if (node.nodeType === 3) return (node.textContent ?? '').replace(/\s+/g, ' ');
    if (node.nodeType !== 1) return '';
    const element = node as Element;
    const attributes = [...element.attributes]
      .map((a) => `${a.name}="${a.value}"`)
      .sort()
      .join(' ');
    const inner = [...element.childNodes].map(walk).join('');
    return `<${element.tagName.toLowerCase()}${attributes ? ` ${attributes}` : ''}>${inner}</>`;
  };
  return [...template.content.childNodes].map(walk).join('').replace(/\s+/g, ' ').trim();
}

const ATTACKS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="java\tscript:alert(1)">tab inside</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="//evil.example/x">protocol-relative</a>',
  '[md link](javascript:alert(1))',
  '[md link](https://example.org "a title")',
  '<p onclick="alert(1)" style="color:red" class="x" id="y">attributes</p>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
  '<template><img src=x onerror=alert(1)></template>',
  '<form action="https://evil.example"><input name=a><button>go</button></form>',
  '<details open ontoggle=alert(1)>x</details>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<textarea>kept out</textarea><noscript><p>hidden</p></noscript>',
  '<div><span>unwrapped text</span></div>',
  '<ol start="3" type="a"><li>three</li></ol>',
  '<a href="/contact" rel="author" target="_blank">relative</a>',
  '<H1 class="x">Shouting</H1>',
];

const FORMATTING = [
  '# Title\n\n## Section\n\n### Sub\n\n#### Small',
  'Some **bold**, *italic*, ~~struck~~ and `code`.',
  '> quoted\n\n---\n\n```\nblock\n```',
  '- one\n- two\n\n3. three\n4. four',
  '| a | b |\n|:--|--:|\n| 1 | 2 |',
  '[a page](/contact), [a site](https://example.org), [mail](mailto:info@example.org), [call](tel:+254700000000)',
  'line one  \nline two',
];

describe('the preview and the server agree', () => {
  it.each([...ATTACKS, ...FORMATTING])('on %s', (body) => {
    const server = shape(renderMarkdown(body));
    expect(shape(previewHtml(body))).toBe(server);
  });

  it('and the comparison sees a difference when there is one', () => {
    // The same body with one allowed tag fewer must not compare equal.
    expect(shape(previewHtml('**bold**'))).not.toBe(shape(renderMarkdown('bold')));
  });

  it('keeps what the allow-list allows', () => {
    const html = previewHtml('## Hi\n\n[x](https://example.org)');
    expect(html).toContain('<h2>Hi</h2>');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });
});

describe('the editor is told what is left out', () => {
  it.each(ATTACKS)('the preview and the server report the same for %s', (body) => {
    const server = markdownRemovals(body);
    expect(previewRemovals(body)).toEqual(server);
  });

  it('every attack reports something, plain formatting nothing', () => {
    for (const body of ATTACKS.filter((b) => !b.startsWith('[md link](https') && !b.startsWith('<a href="/contact" rel'))) {
      expect(markdownRemovals(body), body).not.toEqual([]);
    }
    for (const body of FORMATTING) expect(markdownRemovals(body), body).toEqual([]);
  });

  it('names the parts: an element, an element with its content, an attribute and a link scheme', () => {
    expect(markdownRemovals('<p onclick="alert(1)">x</p>\n\n<script>alert(1)</script>\n\n<div>kept</div>')).toEqual([
      'the “onclick” attribute of <p>',
      '<script> and everything inside it',
      'the <div> tag (its text is kept)',
    ]);
    expect(markdownRemovals('[x](javascript:alert(document.cookie)) [y](JAVASCRIPT:1)')).toEqual([
      'a link address starting with “javascript:” (links may be http, https, mailto, tel or on this site); the text stays',
    ]);
  });
});
