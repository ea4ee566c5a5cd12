import { useView } from '../view-context.ts';

/** A link of the theme or a menu as an href on this host: the store's own paths get the base. */
export function useStoreHref(): (link: string | null) => string | undefined {
  const { base } = useView();
  return (link) => {
    if (!link) return undefined;
    return link.startsWith('/') ? `${base}${link}` : link;
  };
}
