import type { SalesDeps } from '../sales/index.ts';

/** What the airdrops module needs: selling's deps and the public URL its files are served at. */
export type AirdropsDeps = SalesDeps & { publicUrl: string };
