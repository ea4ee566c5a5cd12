import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@mintfront/domain';
import { api } from '../../api/client.ts';
import { getSession, setShopId } from '../../api/session.ts';
import { fetchShops, type DefaultCategory } from '../../api/shops.ts';

export type RegisterStep = 'account' | 'code' | 'store' | 'details' | 'survey' | 'categories';
export const REGISTER_STEPS: RegisterStep[] = [
  'account',
  'code',
  'store',
  'details',
  'survey',
  'categories',
];

/**
 * Where a signed-in user who reloads /register picks up again; 'done' when nothing is left.
 * The server counts a user as onboarded once the survey is answered; the category choice
 * belongs to the shop and is done once one default category is selected there.
 */
export async function resumeStep(): Promise<RegisterStep | 'done'> {
  const user = await api.get<User>('/api/user/info');
  if (!getSession().shopId) {
    if (user.onboarded) return 'done';
    const owned = await fetchShops('owned');
    const first = owned.list.find((s) => s.status === 'open');
    if (!first) return 'store';
    await api.post('/api/shop/into', { shop_id: first.id });
    setShopId(first.id);
  }
  if (!user.onboarded) return !user.surname || !user.name ? 'details' : 'survey';
  const categories = await api.get<{ list: DefaultCategory[] }>('/api/classification/default');
  return categories.list.some((c) => c.selected) ? 'done' : 'categories';
}

/**
 * The step to show: 'account' for a visitor; for a user already signed in when the page
 * opened, the step their account and store say (asked once, not while the flow advances).
 */
export function useResumeStep() {
  const [signedInAtOpen] = useState(() => Boolean(getSession().token));
  const query = useQuery({
    queryKey: ['register-resume'],
    queryFn: resumeStep,
    enabled: signedInAtOpen,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (!signedInAtOpen) return { step: 'account' as const, loading: false };
  return { step: query.data ?? null, loading: query.isPending };
}
