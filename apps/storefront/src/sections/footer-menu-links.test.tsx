// @jsxRuntime automatic
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from '../store-app.tsx';
import { viewIn } from '../buy/test-view.ts';
import type { SectionView, StoreView } from '../store-view.ts';

// A menu links the store's pages by their path (docs/decisions.md "Launchpad pages in menus"):
// the launchpad's /drop, /airdrop and /raffle get the host's base as /page does.
const footer: SectionView<'footer'> = {
  sectionId: 'footer',
  type: 'footer',
  title: '',
  alignment: 'center',
  config: { text: '', menuIds: [1] },
  data: [
    {
      id: 1,
      title: 'Explore',
      items: [
        { name: 'About', link: '/page/3' },
        { name: 'Mint', link: '/drop/5' },
        { name: 'Gift', link: '/airdrop/2' },
        { name: 'Lucky', link: '/raffle/4' },
        { name: 'Blog', link: 'https://blog.example.com/drop/5' },
      ],
    },
  ],
};

/** The footer's links on a page of the store served under `base`. */
function footerLinks(base: string, page: StoreView['page']) {
  const view: StoreView = { ...viewIn('en'), base, bottom: [footer], page };
  const html = renderToString(<App view={view} />);
  const nav = html.slice(html.indexOf('<nav aria-label="Explore"'));
  return [...nav.slice(0, nav.indexOf('</nav>')).matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
}

const notFound = { kind: 'notFound' } as const;

describe('menu links to the launchpad pages (issue 21)', () => {
  it('on the main host, prefix /s/{subdomain} to a drop, airdrop and raffle link as to a page link', () => {
    expect(footerLinks('/s/shop', notFound)).toEqual([
      '/s/shop/page/3',
      '/s/shop/drop/5',
      '/s/shop/airdrop/2',
      '/s/shop/raffle/4',
      'https://blog.example.com/drop/5',
    ]);
  });

  it('on the store’s own host (its subdomain or its domain), keep the path as it is', () => {
    expect(footerLinks('', notFound)).toEqual([
      '/page/3',
      '/drop/5',
      '/airdrop/2',
      '/raffle/4',
      'https://blog.example.com/drop/5',
    ]);
  });

  it('link the same from the home page, where the footer is one of the theme’s sections', () => {
    const home = { kind: 'home', sections: [footer] } as StoreView['page'];
    expect(footerLinks('/s/shop', home)).toContain('/s/shop/drop/5');
    expect(footerLinks('', home)).toContain('/drop/5');
  });
});
