import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { domainBody, isDomainName } from './domains.ts';
import { storeLink } from './fields.ts';
import { navigationBody } from './navigation.ts';
import {
  SECTION_CONFIGS,
  SECTION_TYPES,
  defaultSectionConfig,
  themeColorBody,
  themeGlobalConfig,
  themeLayoutBody,
} from './themes.ts';

/** The first issue as `path: message key`, or 'ok'. */
function firstIssue(schema: z.ZodType, data: unknown): string {
  const r = schema.safeParse(data);
  if (r.success) return 'ok';
  const i = r.error.issues[0]!;
  return `${i.path.join('.')}: ${i.message}`;
}

describe('theme schemas (spec doc 2 §3, §5)', () => {
  it('lists the 14 section types of spec §3, each with a config that accepts {}', () => {
    expect(SECTION_TYPES).toHaveLength(14);
    for (const type of SECTION_TYPES) expect(defaultSectionConfig(type)).toBeTypeOf('object');
  });

  it('holds at most 3 highlight items', () => {
    const item = { title: 'x' };
    expect(firstIssue(SECTION_CONFIGS.highlight, { items: [item, item, item] })).toBe('ok');
    expect(firstIssue(SECTION_CONFIGS.highlight, { items: [item, item, item, item] })).toBe(
      'items: tooManyItems',
    );
  });

  it('refuses an unknown section type and a repeated sectionId, naming the field', () => {
    expect(firstIssue(themeLayoutBody, { data: [{ type: 'carousel', sectionId: 'a' }] })).toBe(
      'data.0.type: oneOf',
    );
    const twice = {
      data: [
        { type: 'title', sectionId: 'a' },
        { type: 'banner', sectionId: 'a' },
      ],
    };
    expect(firstIssue(themeLayoutBody, twice)).toBe('data.1.sectionId: sectionRepeated');
  });

  it('takes light or dark only, and colours as #rgb, #rrggbb or #rrggbbaa', () => {
    const global = { defaultThemeMode: 'dark', fontFamily: 'Poppins', showSwitchMode: true };
    expect(firstIssue(themeGlobalConfig, global)).toBe('ok');
    expect(firstIssue(themeGlobalConfig, { ...global, defaultThemeMode: 'sepia' })).toBe(
      'defaultThemeMode: oneOf',
    );
    for (const c of ['#fff', '#A1b2C3', '#11223344'])
      expect(firstIssue(themeColorBody, { mode: 'light', key: 'text', color: c })).toBe('ok');
    for (const c of ['red', '#ffff', 'rgb(0,0,0)', '#12345g', 'url(x)'])
      expect(firstIssue(themeColorBody, { mode: 'light', key: 'text', color: c })).toBe(
        'color: color',
      );
    expect(firstIssue(themeColorBody, { mode: 'dim', key: 'text', color: '#fff' })).toBe(
      'mode: oneOf',
    );
  });

  it('drops keys a section config does not know, so nothing unchecked is stored', () => {
    expect(SECTION_CONFIGS.title.parse({ title: 'a', onclick: 'x' })).toEqual({
      title: 'a',
      subtitle: '',
    });
  });
});

describe('links (spec doc 2 §5)', () => {
  it('accepts http://, https:// and paths of the store', () => {
    for (const link of ['http://a.com', 'https://a.com/x?y=1#z', '/', '/collection/3'])
      expect(firstIssue(storeLink, link)).toBe('ok');
  });

  it('refuses javascript:, data:, other schemes and protocol-relative links', () => {
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>',
      'mailto:a@b.c',
      '//evil.com',
      '/\\evil.com',
      'https://',
      'collection/3',
    ])
      expect(firstIssue(storeLink, link)).toBe(': storeLink');
  });

  it('names the field of a menu item and holds at most 5 items', () => {
    const item = { name: 'Home', link: '/' };
    expect(
      firstIssue(navigationBody, {
        title: 'Main',
        items: [item, { name: 'x', link: 'javascript:x' }],
      }),
    ).toBe('items.1.link: storeLink');
    expect(firstIssue(navigationBody, { title: 'Main', items: Array(5).fill(item) })).toBe('ok');
    expect(firstIssue(navigationBody, { title: 'Main', items: Array(6).fill(item) })).toBe(
      'items: tooManyItems',
    );
  });
});

describe('domains (spec doc 2 §5)', () => {
  it('accepts domains whose labels are letters, digits and hyphens', () => {
    for (const d of ['shop.example.com', 'my-shop.io', 'a.b.co.uk', 'xn--bcher-kva.de'])
      expect(isDomainName(d)).toBe(true);
  });

  it('refuses labels starting or ending with a hyphen, IPs, single labels and other characters', () => {
    for (const d of [
      '-shop.com',
      'shop-.com',
      'localhost',
      '127.0.0.1',
      'sh_op.com',
      'ab.com',
      'a..com',
      `${'a'.repeat(64)}.com`,
    ])
      expect(isDomainName(d)).toBe(false);
  });

  it('reads a domain as typed: lower-case, without scheme or trailing slash', () => {
    expect(domainBody.parse({ domain: ' HTTPS://Shop.Example.com/ ' }).domain).toBe(
      'shop.example.com',
    );
    expect(firstIssue(domainBody, { domain: 'not a domain' })).toBe('domain: domainName');
  });
});
