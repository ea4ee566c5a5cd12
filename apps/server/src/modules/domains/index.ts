/** What other areas may use of the domains module: the storefront finds the store of a Host. */
export { hostName, shopIdForHost } from './domains-hosts.ts';
export { domains, type DomainRow } from './domains.tables.ts';
