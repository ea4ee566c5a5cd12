import { shopCrud } from '../../platform/db/repo-helper.ts';
import { navigations } from './navigation.tables.ts';

export const navigationRepo = shopCrud(navigations);
