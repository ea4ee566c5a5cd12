import type { StoreSellOrder } from '@mintfront/domain';
import type { TextKey } from '../i18n.ts';

/** Why a sell order cannot be bought or bid on now, or null when it can. */
export type SaleBlock = 'notStarted' | 'ended' | 'soldOut' | null;

export function saleBlock(order: StoreSellOrder, now: Date): SaleBlock {
  if (new Date(order.start_at) > now) return 'notStarted';
  if (order.end_at && new Date(order.end_at) <= now) return 'ended';
  if (order.available <= 0) return 'soldOut';
  return null;
}

/** Type 2 takes bids (an auction) or offers (offer mode); the other types are bought outright. */
export const takesBids = (order: StoreSellOrder) => order.type === 2;

/** The label of a sell order's type. */
export function saleTypeKey(order: StoreSellOrder): TextKey {
  if (order.type === 2 && order.offer_mode) return 'saleTypeOffer';
  if (order.type === 2) return 'saleType2';
  if (order.type === 3) return 'saleType3';
  if (order.type === 4) return 'saleType4';
  return 'saleType1';
}

/** A date and time in the store's language, the same on the server and in the browser (UTC). */
export function formatWhen(iso: string, lang: 'en' | 'zh'): string {
  const when = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return `${when} UTC`;
}
