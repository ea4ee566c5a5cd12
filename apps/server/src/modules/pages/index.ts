/** What other areas may use of the pages module: its pages as link targets (navigation), and a page's path. */
export { pageLink, pageLinkTargets } from './pages.service.ts';
export { pages, type PageRow } from './pages.tables.ts';

import { pagesService } from './pages.service.ts';
/** A page of the store (its title and sanitised content), or NOT_FOUND. */
export const findPage = pagesService.get;
