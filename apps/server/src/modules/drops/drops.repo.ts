import { shopCrud } from '../../platform/db/repo-helper.ts';
import { drops } from './drops.tables.ts';

export const dropsRepo = shopCrud(drops);
