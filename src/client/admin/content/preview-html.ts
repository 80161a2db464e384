/**
 * The body as the public page will show it, in the browser: Markdown rendered by marked (the
 * library the server uses) and sanitised by DOMPurify with the shared allow-list
 * (src/shared/markdown-policy.ts) the server's sanitiser is configured from, so the preview can
 * neither run a script nor show what the page will not.
 */
import DOMPurify, { type Config } from 'dompurify';
import { Marked } from 'marked';
import * as policy from '../../../shared/markdown-policy';
import { serverMessages } from '../../../shared/server-messages';

const marked = new Marked({ gfm: true, breaks: false, async: false });

const CONFIG: Config = {
  ALLOWED_TAGS: [...policy.MARKDOWN_TAGS],
  // DOMPurify's list is for every element; the hook below narrows it to the element's own.
  ALLOWED_ATTR: [...new Set(Object.values(policy.MARKDOWN_ATTRIBUTES).flat())],
  // The URL rule is the shared isAllowedUrl (in the hook); DOMPurify's own check must not refuse more.
  ALLOWED_URI_REGEXP: /^/,
  FORBID_CONTENTS: [...policy.MARKDOWN_DROPPED_WITH_CONTENT],
};

const urlAttributes: readonly string[] = policy.MARKDOWN_URL_ATTRIBUTES;
const purifier = DOMPurify();
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const allowed = policy.MARKDOWN_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
  if (!allowed.includes(data.attrName) || (urlAttributes.includes(data.attrName) && !policy.isAllowedUrl(data.attrValue)))
    data.keepAttr = false;
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName.toLowerCase() === 'a' && policy.isExternalHref(node.getAttribute('href') ?? ''))
    node.setAttribute('rel', policy.EXTERNAL_LINK_REL);
});

const rendered = (markdown: string) => marked.parse(markdown, { async: false }) as string;

export function previewHtml(markdown: string): string {
  const html = rendered(markdown).replace(/<(\/?)h1([\s>])/gi, `<$1${policy.MARKDOWN_H1_BECOMES}$2`);
  return purifier.sanitize(html, CONFIG);
}

/**
 * What the published page will leave out of this body, as sentences for the editor: each element
 * of the rendered Markdown, as written, checked by the shared rule the server reports with
 * (removalsOf). Parsed in a <template>, whose content is inert: nothing in it loads or runs.
 */
export function previewRemovals(markdown: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = rendered(markdown);
  const insideDropped = (element: Element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement)
      if (policy.isDroppedWithContent(parent.localName)) return true;
    return false;
  };
  const removals = [...template.content.querySelectorAll('*')]
    .filter((element) => !insideDropped(element))
    .flatMap((element) =>
      policy.removalsOf(element.localName, Object.fromEntries([...element.attributes].map((a) => [a.name, a.value]))),
    );
  return policy.describeRemovals(removals, serverMessages.markdownRemoved);
}
