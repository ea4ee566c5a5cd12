/**
 * What other areas may use of the marketing module: the storefront's head shows the SEO settings
 * and loads the analytics tag.
 */
import { marketingService } from './marketing.service.ts';
export const storeHead = marketingService.storeHead;
