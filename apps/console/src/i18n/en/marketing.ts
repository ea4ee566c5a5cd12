export const marketing = {
  title: 'Marketing',
  intro: 'What search results and link previews show of your store, and its analytics.',
  saved: 'Settings saved',
  nothingToEdit: 'Your role does not include the SEO or analytics settings.',
  seo: {
    title: 'SEO',
    fields: {
      title: 'SEO title',
      description: 'Meta description',
      favicon: 'Favicon',
      shareImage: 'Share image',
    },
    titleHelp:
      'Shown in the browser tab and search results (up to {{max}} characters; about 60 show in a search result). Empty: the store name.',
    descriptionHelp:
      'Shown under the title in search results and link previews (up to {{max}} characters; about 160 show).',
    faviconHelp: 'The small icon of the browser tab. A square picture, 400 × 400 px recommended.',
    shareImageHelp:
      'The picture a shared link of your store shows. 1200 × 630 px shows best; not SVG, which previews do not show.',
  },
  analytics: {
    title: 'Analytics',
    fields: { trackingId: 'Tracking ID' },
    trackingIdHelp:
      "Your analytics tracking ID, of the form UA-xxxx-y (for example UA-12345678-1). Your store's pages then load Google's tag with it (not in the theme preview). Empty: none.",
  },
} as const;
