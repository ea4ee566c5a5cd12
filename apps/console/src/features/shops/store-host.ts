import { useConfig } from '../../api/config.ts';

/** The host under which a store's subdomain is served (shown beside the subdomain field). */
export function useStoreHostSuffix(): string {
  const config = useConfig();
  return `.${config.data?.store_domain ?? 'localhost'}`;
}
