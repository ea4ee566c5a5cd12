// Kept apart from the theme schemas: the storefront imports it and must not carry zod.
/**
 * The messages between the theme editor and the storefront in its preview frame (spec doc 2 §4:
 * "the preview pushes the layout to the storefront by window message"); each side takes them
 * only from the other's exact origin.
 */
export const PREVIEW_MESSAGE = {
  /**
   * storefront → console: `{ type, path }`, the frame listens and shows the store's page `path`
   * ('/', '/nft/7' …); send that page's view.
   */
  ready: 'mintfront:preview-ready',
  /** console → storefront: `{ type, view, mode }`, the shown page of the unsaved theme. */
  view: 'mintfront:preview-view',
} as const;
