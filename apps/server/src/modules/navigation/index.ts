/**
 * What other areas may use of the navigation module: the storefront reads menus by id; the theme
 * editor offers the same link targets as a menu.
 */
export { linkTargets } from './navigation-link-targets.ts';
export { menusOf } from './navigation.service.ts';
export { navigations, type NavigationRow } from './navigation.tables.ts';
