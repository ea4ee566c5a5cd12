/** What other areas may use of the marketing module: the storefront's head shows the SEO settings. */
import { marketingService } from './marketing.service.ts';
export const storeSeo = marketingService.seo;
