/** What other areas may use of the navigation module: the storefront reads menus by id. */
export { menusOf } from './navigation.service.ts';
export { navigations, type NavigationRow } from './navigation.tables.ts';
