import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Rich text a store publishes (pages, rich-text sections, later the blog): the tags a rich-text
 * editor (TipTap) writes, and nothing that runs. Everything else is dropped; text is kept.
 */
const TAGS = (
  'p br hr h1 h2 h3 h4 h5 h6 blockquote pre code strong b em i u s strike sub sup mark span ' +
  'ul ol li a img figure figcaption table thead tbody tr th td'
).split(' ');
const ATTRIBUTES =
  'href target rel src alt title width height colspan rowspan start data-align'.split(' ');
/** Links: http(s), mailto, tel, a path of the store or an anchor; images: http(s) or a path. */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i;
const SAFE_SRC = /^(?:https?:\/\/|\/(?![/\\]))/i;

const CONFIG: Config = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // DOMPurify tests every attribute value against this: a value naming a scheme passes only for
  // these; href and src are then checked by the hook below with the stricter rule of each.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  KEEP_CONTENT: true,
};

let purifier: ReturnType<typeof createDOMPurify> | null = null;

/** One DOMPurify on one empty jsdom window, made on first use and reused (parsing is per call). */
function purify() {
  if (purifier) return purifier;
  const p = createDOMPurify(
    new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0],
  );
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    const value = data.attrValue.trim();
    if (data.attrName === 'href' && !SAFE_HREF.test(value)) data.keepAttr = false;
    if (data.attrName === 'src' && !SAFE_SRC.test(value)) data.keepAttr = false;
    if (data.attrName === 'target' && value !== '_blank') data.keepAttr = false;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    // A link opening a new tab cannot reach back to the store's page.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer nofollow');
  });
  purifier = p;
  return p;
}

/** The HTML with only the allow-listed tags and attributes: no script, no on* handler, no javascript: URL, no style. */
export function sanitizeHtml(html: string): string {
  if (html.trim() === '') return '';
  return purify().sanitize(html, CONFIG) as string;
}

/** Closing tags of blocks: their text ends a line when the HTML becomes plain text. */
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|tr|figure)>|<br\s*\/?>/gi;

/**
 * The text of rich text, for where HTML cannot show (token metadata, a page's meta description):
 * one line per block, entities decoded, no tags.
 */
export function htmlToText(html: string): string {
  if (html.trim() === '') return '';
  const text = JSDOM.fragment(html.replace(BLOCK_END, '$&\n')).textContent ?? '';
  return text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
