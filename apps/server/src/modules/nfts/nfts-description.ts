import { NFT_TYPES } from '@mintfront/domain';
import { htmlToText, sanitizeHtml } from '../../platform/html/sanitize-html.ts';
import type { NftRow } from './nfts.tables.ts';

/**
 * An NFT's description as buyers see it: an NFT's is plain text; a mystery box's is rich text
 * (spec doc 1 §2), shown as sanitised HTML (sanitised again on reading: a box described before
 * it was rich text holds plain text) and, where HTML cannot show, as its text.
 */
export function descriptionOf(nft: Pick<NftRow, 'type' | 'description'>): {
  description: string | null;
  description_html: string | null;
} {
  if (nft.type !== NFT_TYPES.box || !nft.description)
    return { description: nft.description, description_html: null };
  return {
    description: htmlToText(nft.description) || null,
    description_html: sanitizeHtml(nft.description) || null,
  };
}
