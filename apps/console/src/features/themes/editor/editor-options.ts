import { useQuery } from '@tanstack/react-query';
import type { Collection, ListPage, NavigationMenu } from '@mintfront/domain';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../api/session.ts';
import { useCategoryOptions } from '../../../components/use-category-options.ts';

const quiet = { toast: false } as const;
type Option = { value: number; label: string };

/**
 * The choices of the sections' pickers: the store's collections, categories and menus (a list
 * the member may not read offers nothing rather than an error).
 */
export function useEditorOptions(): Record<'collections' | 'categories' | 'menus', Option[]> {
  const { shopId } = useSession();
  const collections = useQuery({
    queryKey: ['editor-collections', shopId],
    queryFn: () =>
      api.get<ListPage<Collection>>('/api/contracts', { ...quiet, query: { page: 1, limit: 50 } }),
  });
  const menus = useQuery({
    queryKey: ['editor-menus', shopId],
    queryFn: () =>
      api.get<ListPage<NavigationMenu>>('/api/navigations', {
        ...quiet,
        query: { page: 1, limit: 50 },
      }),
  });
  return {
    collections: (collections.data?.list ?? []).map((c) => ({ value: c.id, label: c.name })),
    categories: useCategoryOptions(),
    menus: (menus.data?.list ?? []).map((m) => ({ value: m.id, label: m.title })),
  };
}
