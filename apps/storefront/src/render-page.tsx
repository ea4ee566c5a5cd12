// @jsxRuntime automatic
import { renderToString } from 'react-dom/server';
import { App } from './store-app.tsx';
import { text } from './i18n.ts';
import { ROOT_ID, VIEW_ID, type StoreView } from './store-view.ts';
import { themeCss } from './theme-css.ts';

/**
 * The built browser files of the storefront (from Vite's manifest); none before a build: the
 * script, the text of its styles (written into the page) and the Poppins fonts to preload.
 */
export type StoreAssets = { script: string | null; css: string; fonts: string[] };

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON inside a data <script>: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The store's own title: its SEO title, else its name. */
const storeTitle = (view: StoreView) => view.store.seo.title || view.store.name;

function titleOf(view: StoreView): string {
  const { page, store } = view;
  const lang = store.language;
  if (page.kind === 'nft') return `${page.nft.page_title || page.nft.title} · ${store.name}`;
  if (page.kind === 'collection') return `${page.collection.name} · ${store.name}`;
  if (page.kind === 'page') return `${page.title} · ${store.name}`;
  if (page.kind === 'drop') return `${page.drop.name} · ${store.name}`;
  if (page.kind === 'airdrop') return `${page.airdrop.name} · ${store.name}`;
  if (page.kind === 'raffle') return `${page.raffle.name} · ${store.name}`;
  if (page.kind === 'nfts') return `${text(lang, 'allNfts')} · ${store.name}`;
  if (page.kind === 'notFound') return `${text(lang, 'notFound')} · ${store.name}`;
  return storeTitle(view);
}

/** A page's own description, else the store's meta description. */
function descriptionOf(view: StoreView): string | null {
  const { page } = view;
  const own =
    page.kind === 'nft'
      ? page.nft.page_description || page.nft.description
      : page.kind === 'collection'
        ? page.collection.description
        : page.kind === 'drop'
          ? page.drop.description
          : page.kind === 'airdrop'
            ? page.airdrop.description
            : page.kind === 'raffle'
              ? page.raffle.description
              : null;
  return own || view.store.seo.description || null;
}

/** A page's own picture, else the store's share image, else its icon. */
function imageOf(view: StoreView): string | null {
  const { page, store } = view;
  const own =
    page.kind === 'nft'
      ? (page.nft.preview_url ?? page.nft.content_url)
      : page.kind === 'collection'
        ? (page.collection.banner_url ?? page.collection.icon_url)
        : page.kind === 'drop'
          ? page.drop.placeholder
          : page.kind === 'airdrop'
            ? page.airdrop.preview_url
            : page.kind === 'raffle'
              ? page.raffle.preview_url
              : null;
  return own ?? store.seo.share_image_url ?? store.icon_url;
}

/** The head: title, description, icon and the Open Graph tags link previews read. */
function headOf(view: StoreView, assets: StoreAssets): string {
  const title = escapeHtml(titleOf(view));
  const description = descriptionOf(view);
  const image = imageOf(view);
  const icon = view.store.seo.favicon_url ?? view.store.icon_url;
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:site_name" content="${escapeHtml(storeTitle(view))}">`,
    `<meta property="og:locale" content="${view.store.language === 'zh' ? 'zh_CN' : 'en_US'}">`,
  ];
  if (description) {
    tags.push(`<meta name="description" content="${escapeHtml(description)}">`);
    tags.push(`<meta property="og:description" content="${escapeHtml(description)}">`);
  }
  if (image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(image)}">`);
    tags.push('<meta name="twitter:card" content="summary_large_image">');
  }
  // Without an icon, an empty one: the browser then asks for no /favicon.ico (a 404 page).
  tags.push(`<link rel="icon" href="${icon ? escapeHtml(icon) : 'data:,'}">`);
  if (view.page.kind === 'notFound' || view.page.kind === 'locked') {
    tags.push('<meta name="robots" content="noindex">');
  }
  if (view.theme.fontFamily === 'Poppins') {
    for (const href of assets.fonts) {
      tags.push(
        `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`,
      );
    }
  }
  if (assets.css) tags.push(`<style>${assets.css.replace(/<\/style/gi, '<\\/style')}</style>`);
  tags.push(`<style>${themeCss(view.theme)}</style>`);
  return tags.join('\n');
}

/** The whole HTML document of a storefront page, ready to hydrate. */
export function renderStorePage(view: StoreView, assets: StoreAssets): string {
  const body = renderToString(<App view={view} />);
  const script = assets.script
    ? `<script type="application/json" id="${VIEW_ID}">${scriptJson(view)}</script>\n<script type="module" src="${escapeHtml(assets.script)}"></script>`
    : '';
  return `<!doctype html>
<html lang="${view.store.language === 'zh' ? 'zh-CN' : 'en'}" data-mode="${view.theme.defaultThemeMode === 'dark' ? 'dark' : 'light'}">
<head>
${headOf(view, assets)}
</head>
<body>
<div id="${ROOT_ID}">${body}</div>
${script}
</body>
</html>`;
}
