import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const SVG_NS = 'http://www.w3.org/2000/svg';
const HREF = /^(xlink:)?href$/i;
const URL_REF = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;
// CSS that can fetch without url(), or hide a url() behind escapes, is dropped whole.
const UNSAFE_CSS = /\\|@import|image-set\(|image\(|cross-fade\(|element\(|expression\(/i;
const RASTER_DATA = /^data:image\/(png|jpe?g|gif|webp)[;,]/i;
const IMAGE_ELEMENTS = new Set(['image', 'feimage']);
const ANIMATION_ELEMENTS = new Set([
  'animate',
  'set',
  'animatemotion',
  'animatetransform',
  'animatecolor',
]);

/** A reference stays only when it points inside the document, or is an embedded raster image. */
function isSafeReference(value: string, element: string): boolean {
  const target = value.trim();
  return target.startsWith('#') || (IMAGE_ELEMENTS.has(element) && RASTER_DATA.test(target));
}

/** CSS with every external url() replaced by `none`; null when the CSS cannot be made safe. */
function safeCss(css: string, element: string): string | null {
  if (UNSAFE_CSS.test(css)) return null;
  return css.replace(URL_REF, (whole, _quote: string, target: string) =>
    isSafeReference(target, element) ? whole : 'none',
  );
}

/** The text of SVG bytes: UTF-16 by its byte order mark, else UTF-8. */
export function decodeSvg(input: Buffer | string): string {
  if (typeof input === 'string') return input;
  if (input[0] === 0xff && input[1] === 0xfe) return new TextDecoder('utf-16le').decode(input);
  if (input[0] === 0xfe && input[1] === 0xff) return new TextDecoder('utf-16be').decode(input);
  return new TextDecoder('utf-8').decode(input);
}

/**
 * The SVG without script, event handlers, foreignObject, animations of links, and any reference
 * outside the document (issue 3: SVG is sanitised before it is stored or served). The DOCTYPE,
 * and with it every entity declaration, is dropped; an undeclared entity fails the parse.
 * Returns null when the input is not an SVG document.
 */
export function sanitizeSvg(input: Buffer | string): string | null {
  let dom: JSDOM;
  try {
    // Parsed as XML, not HTML: the result must stay a well-formed standalone SVG file.
    dom = new JSDOM(decodeSvg(input), { contentType: 'image/svg+xml' });
  } catch {
    return null;
  }
  const { window } = dom;
  const root = window.document.documentElement;
  if (!root || root.namespaceURI !== SVG_NS || root.localName !== 'svg') return null;

  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const element = node.localName.toLowerCase();
    if (HREF.test(data.attrName)) {
      data.keepAttr = isSafeReference(data.attrValue, element);
    } else if (/url\(/i.test(data.attrValue) || data.attrName === 'style') {
      const css = safeCss(data.attrValue, element);
      if (css === null) data.keepAttr = false;
      else data.attrValue = css;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node.localName.toLowerCase();
    if (element === 'style') node.textContent = safeCss(node.textContent ?? '', element) ?? '';
    // A <use> whose outside reference was dropped references nothing; remove it.
    if (element === 'use' && !node.hasAttribute('href') && !node.hasAttribute('xlink:href'))
      node.remove();
    const animated = node.getAttribute('attributeName') ?? '';
    if (ANIMATION_ELEMENTS.has(element) && (HREF.test(animated) || /^on/i.test(animated)))
      node.remove();
  });
  try {
    purify.sanitize(root, {
      IN_PLACE: true,
      USE_PROFILES: { svg: true, svgFilters: true },
      ADD_TAGS: ['use'],
      FORBID_TAGS: ['foreignObject', 'script', 'iframe', 'embed', 'object'],
      KEEP_CONTENT: false,
    });
  } catch {
    return null;
  }
  const clean = window.document.documentElement;
  if (!clean || clean.namespaceURI !== SVG_NS || clean.localName !== 'svg') return null;
  return new window.XMLSerializer().serializeToString(clean);
}
