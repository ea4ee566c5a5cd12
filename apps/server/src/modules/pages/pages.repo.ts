import { shopCrud } from '../../platform/db/repo-helper.ts';
import { pages } from './pages.tables.ts';

export const pagesRepo = shopCrud(pages);
