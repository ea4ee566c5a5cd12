import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml (issue 24: page content and rich text)', () => {
  it('keeps the formatting a rich-text editor writes', () => {
    const html =
      '<h2>Hi</h2><p><strong>bold</strong> <em>it</em> <a href="https://a.com/x">a</a> <a href="/page/2">p</a></p><ul><li>one</li></ul><img src="/api/files/ab.png" alt="x">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script and style elements, keeping no code', () => {
    const out = sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>');
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('removes every on* handler and the style attribute', () => {
    const out = sanitizeHtml(
      '<p onclick="x()" style="background:url(javascript:x)">a</p><img src="/a.png" onerror="x()"><svg onload="x()"></svg>',
    );
    expect(out).not.toMatch(/on(click|error|load)|style|svg/i);
    expect(out).toContain('<p>a</p>');
  });

  it('removes javascript:, data: and vbscript: URLs, also disguised', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">1</a><a href=" JaVaScRiPt:alert(1)">2</a><a href="java&#x09;script:x">3</a><img src="data:image/svg+xml,<svg onload=x>"><a href="vbscript:x">4</a><a href="//evil.com">5</a>',
    );
    expect(out).not.toMatch(/javascript|data:|vbscript|evil/i);
    expect(out).toContain('>1</a>');
  });

  it('removes iframes, forms, objects and embeds', () => {
    const out = sanitizeHtml(
      '<iframe src="https://x"></iframe><form action="/x"><input name="a"></form><object data="x"></object><embed src="x">ok',
    );
    expect(out).toBe('ok');
  });

  it('makes a link opening a new tab unable to reach the store page', () => {
    expect(sanitizeHtml('<a href="https://a.com" target="_blank">a</a>')).toBe(
      '<a href="https://a.com" target="_blank" rel="noopener noreferrer nofollow">a</a>',
    );
    expect(sanitizeHtml('<a href="https://a.com" target="_top">a</a>')).toBe(
      '<a href="https://a.com">a</a>',
    );
  });
});
