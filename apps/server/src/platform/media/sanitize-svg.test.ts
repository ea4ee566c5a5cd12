import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { sanitizeSvg } from './sanitize-svg.ts';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string, attrs = '') => `<svg ${NS}${attrs}>${body}</svg>`;

function clean(input: string | Buffer): string {
  const out = sanitizeSvg(input);
  expect(out).not.toBeNull();
  return out as string;
}

describe('sanitizeSvg', () => {
  it('removes a script element', () => {
    const out = clean(svg('<script>alert(1)</script><circle r="5"/>'));
    expect(out).not.toMatch(/script|alert/);
    expect(out).toContain('<circle r="5"/>');
  });

  it('removes every on* event handler', () => {
    const out = clean(
      svg('<rect width="1" onclick="alert(1)" onmouseover="x()"/>', ' onload="alert(1)"'),
    );
    expect(out).not.toMatch(/on(load|click|mouseover)|alert/);
    expect(out).toContain('<rect width="1"/>');
  });

  it('removes foreignObject with the HTML and script inside it', () => {
    const out = clean(
      svg(
        '<foreignObject width="9"><div xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script><iframe src="https://evil"/>text</div></foreignObject>',
      ),
    );
    expect(out).not.toMatch(/foreignObject|div|script|iframe|text|evil/);
  });

  it('removes a javascript: link from <a xlink:href> and keeps the link content', () => {
    const out = clean(
      svg(
        '<a xlink:href="javascript:alert(1)"><circle r="4"/></a><a href=" JaVaScRiPt:alert(2)"/>',
      ),
    );
    expect(out).not.toMatch(/javascript|alert/i);
    expect(out).toContain('<circle r="4"/>');
  });

  it('removes external image references and keeps embedded raster images', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const out = clean(
      svg(
        `<image href="https://evil.example/track.png"/><image xlink:href="//evil.example/x.png"/><image href="${png}"/><image href="data:image/svg+xml;base64,PHN2Zz4="/>`,
      ),
    );
    expect(out).not.toMatch(/evil|svg\+xml/);
    expect(out).toContain(png);
  });

  it('replaces CSS url(http...) in style attributes, style elements and paint attributes', () => {
    const out = clean(
      svg(
        '<style>.a{fill:url(http://evil.example/a)} .b{fill:url(#grad)}</style>' +
          '<rect style="fill:url(&quot;https://evil.example/b&quot;);stroke:red"/><rect fill="url(http://evil.example/c)"/><rect fill="url(#grad)"/>',
      ),
    );
    expect(out).not.toContain('evil');
    expect(out).toContain('url(#grad)');
    expect(out).toContain('stroke:red');
  });

  it('drops CSS that imports or hides a url behind escapes', () => {
    const out = clean(
      svg(
        '<style>@import "https://evil.example/x.css";</style><rect style="fill:\\75 rl(https://evil.example/y)"/>',
      ),
    );
    expect(out).not.toContain('evil');
  });

  it('removes a <use> pointing outside the document and keeps one pointing inside', () => {
    const out = clean(
      svg(
        '<defs><circle id="c" r="2"/></defs><use href="#c"/><use xlink:href="https://evil.example/s.svg#x"/><use href="other.svg#y"/>',
      ),
    );
    expect(out).not.toMatch(/evil|other\.svg/);
    expect(out.match(/<use /g)).toHaveLength(1);
  });

  it('removes an animation that rewrites a link into javascript:', () => {
    const out = clean(
      svg('<a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'),
    );
    expect(out).not.toMatch(/javascript|<set/);
  });

  it('drops the DOCTYPE and refuses an external entity', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${NS}><text>&x;</text></svg>`;
    expect(sanitizeSvg(xxe)).toBeNull();
    const doctype = `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg ${NS}/>`;
    expect(clean(doctype)).not.toMatch(/DOCTYPE|w3\.org\/Graphics/);
  });

  it('refuses what is not an SVG document', () => {
    expect(sanitizeSvg('<html><body><svg/></body></html>')).toBeNull();
    expect(sanitizeSvg('not xml at all <')).toBeNull();
    expect(sanitizeSvg(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });

  it('keeps a harmless SVG unchanged in meaning', () => {
    const input = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient></defs>' +
        '<g transform="translate(1 2)"><path d="M0 0L10 10Z" fill="url(#g)" stroke-width="2"/><text x="1" y="2">Hi &amp; bye</text></g>',
      ' viewBox="0 0 10 10" width="10" height="10"',
    );
    const parse = (s: string) =>
      new JSDOM(s, { contentType: 'image/svg+xml' }).window.document.documentElement.outerHTML;
    expect(parse(clean(Buffer.from(input)))).toBe(parse(input));
  });
});
