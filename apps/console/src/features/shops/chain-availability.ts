import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAINS } from '@mintfront/domain';
import { useConfig, type ChainAvailability } from '../../api/config.ts';

/** The chain's display name, or its key for a chain this console does not know. */
export const chainName = (key: string) => CHAINS.find((c) => c.key === key)?.name ?? key;

/**
 * This server's answer for each chain (GET /api/config); undefined while it loads, so that
 * nothing is called unreachable before the server said so.
 */
export function useChainAvailability(): Map<string, ChainAvailability> | undefined {
  const config = useConfig();
  const list = config.data?.chain_availability;
  return useMemo(() => (list ? new Map(list.map((c) => [c.key, c])) : undefined), [list]);
}

/** Why a chain cannot be used here and what enables it, in the user's language. */
export function useUnavailableText() {
  const { t } = useTranslation('shops');
  return (a: ChainAvailability) =>
    a.reason === 'not_evm'
      ? t('chains.notEvm')
      : a.reason === 'no_operator'
        ? t('chains.noOperator', { setting: a.setting ?? '' })
        : t('chains.noRpc', { setting: a.setting ?? '' });
}
