import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_GLOBAL_CONFIG, DEFAULT_THEME_COLORS, PREVIEW_MESSAGE } from '@mintfront/domain';
import {
  applyPreviewTheme,
  keepPreviewOnLinks,
  listenForPreview,
  storePathOf,
  type PreviewPush,
} from './preview.ts';
import type { StoreView } from './store-view.ts';

const CONSOLE = 'http://localhost:8080';
const view = {
  base: '/s/shop',
  store: {
    subdomain: 'shop',
    name: 'Shop',
    icon_url: null,
    language: 'en',
    chain: 'local',
    published: false,
    seo: { title: '', description: '', favicon_url: null, share_image_url: null },
    analytics_id: null,
  },
  theme: { ...DEFAULT_GLOBAL_CONFIG, colors: DEFAULT_THEME_COLORS },
  top: [],
  bottom: [],
  page: { kind: 'home', sections: [] },
} as unknown as StoreView;

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  vi.restoreAllMocks();
});

function listen() {
  const pushes: PreviewPush[] = [];
  stop = listenForPreview(window, CONSOLE, '/nft/7', (p) => pushes.push(p));
  return pushes;
}
const send = (origin: string, data: unknown, source: MessageEventSource | null = window) =>
  window.dispatchEvent(new MessageEvent('message', { origin, data, source }));

describe('the storefront’s preview frame (spec doc 2 §4; exact origin, never *)', () => {
  it('tells the console, at its exact origin only, that it listens', () => {
    const post = vi.spyOn(window, 'postMessage');
    listen();
    expect(post).toHaveBeenCalledWith({ type: PREVIEW_MESSAGE.ready, path: '/nft/7' }, CONSOLE);
  });

  it('takes a view from the console’s exact origin and parent window', () => {
    const pushes = listen();
    send(CONSOLE, { type: PREVIEW_MESSAGE.view, view, mode: 'dark' });
    expect(pushes).toEqual([{ view, mode: 'dark' }]);
  });

  it('ignores a view from any other origin, even one that only differs by port or scheme', () => {
    const pushes = listen();
    for (const origin of [
      'http://localhost:5173',
      'https://localhost:8080',
      'http://evil.test',
      'null',
    ])
      send(origin, { type: PREVIEW_MESSAGE.view, view, mode: 'light' });
    expect(pushes).toEqual([]);
  });

  it('ignores a message from another window than its parent, and one that is not a view', () => {
    const pushes = listen();
    const other = document.createElement('iframe');
    document.body.append(other);
    send(CONSOLE, { type: PREVIEW_MESSAGE.view, view, mode: 'light' }, other.contentWindow);
    send(CONSOLE, { type: 'other', view });
    send(CONSOLE, { type: PREVIEW_MESSAGE.view, view: 'x' });
    expect(pushes).toEqual([]);
  });

  it('applies the pushed colours as CSS variables and shows the mode being edited', () => {
    const colors = {
      ...DEFAULT_THEME_COLORS,
      dark: { ...DEFAULT_THEME_COLORS.dark, primary: '#123456' },
    };
    applyPreviewTheme(document, { ...view.theme, colors }, 'dark');
    expect(document.getElementById('mf-preview-theme')!.textContent).toContain(
      '--mf-primary:#123456',
    );
    expect(document.documentElement.dataset.mode).toBe('dark');
  });

  it('names the store page the frame shows', () => {
    expect(storePathOf('/s/shop/nft/7', '/s/shop')).toBe('/nft/7');
    expect(storePathOf('/s/shop/', '/s/shop')).toBe('/');
    expect(storePathOf('/s/shop', '/s/shop')).toBe('/');
  });

  it('opens a link to another page of the store in preview mode; other links as they are', () => {
    const opened: string[] = [];
    const stopLinks = keepPreviewOnLinks(document, '/s/shop', (href) => opened.push(href));
    const click = (href: string) => {
      const link = document.createElement('a');
      link.href = href;
      document.body.append(link);
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(event);
      link.remove();
      return event.defaultPrevented;
    };
    expect(click('/s/shop/nft/7')).toBe(true);
    expect(click('https://elsewhere.test/s/shop/nft/7')).toBe(false);
    expect(click('/s/other/nft/7')).toBe(false);
    expect(opened).toEqual([`${window.location.origin}/s/shop/nft/7?preview=1`]);
    stopLinks();
  });
});
