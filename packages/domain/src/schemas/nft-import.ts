import { z } from 'zod';
import { contractId, nftCategories, nftRank, type Nft } from './nfts.ts';
import { zString } from './text.ts';

// Importing NFTs that exist on chain (`/NFT/ImportNFT`, spec doc 1 §2 names the screen only;
// docs/decisions.md "Importing NFTs"): tokens of a collection the store imported.

/** At most this many token IDs per import call (each is read on chain and its metadata fetched). */
export const NFT_IMPORT_MAX = 50;
const UINT256_MAX = 2n ** 256n - 1n;

export type TokenIdsParse = { ids: string[] } | { error: 'required' | 'tokenIds' | 'tokenIdsMax' };

/**
 * Token IDs as a person types them: decimal numbers and ranges (`7-12`) separated by commas,
 * spaces or new lines. Answers them in order, without repeats (`007` is `7`), or why not.
 */
export function parseTokenIds(input: string | readonly (string | number)[]): TokenIdsParse {
  const parts = (
    typeof input === 'string'
      ? input.replace(/\s*[-–]\s*/g, '-').split(/[\s,;]+/)
      : input.map((v) => String(v).trim())
  ).filter((p) => p !== '');
  if (parts.length === 0) return { error: 'required' };
  const ids = new Set<string>();
  for (const part of parts) {
    const m = /^(\d{1,78})(?:-(\d{1,78}))?$/.exec(part);
    if (!m) return { error: 'tokenIds' };
    const from = BigInt(m[1]!);
    const to = m[2] === undefined ? from : BigInt(m[2]);
    if (to < from || to > UINT256_MAX) return { error: 'tokenIds' };
    // A range wider than the cap cannot fit, whatever else was typed.
    if (to - from >= BigInt(NFT_IMPORT_MAX)) return { error: 'tokenIdsMax' };
    for (let id = from; id <= to; id++) {
      ids.add(id.toString());
      if (ids.size > NFT_IMPORT_MAX) return { error: 'tokenIdsMax' };
    }
  }
  return { ids: [...ids] };
}

/** `token_ids`: text as typed ("1, 5, 7-12") or a list; answers the IDs as decimal strings. */
export const tokenIdList = z
  .union([zString(), z.array(z.union([zString(), z.number().int().nonnegative()]))], {
    error: 'tokenIds',
  })
  .transform((value, ctx) => {
    const parsed = parseTokenIds(value);
    if ('ids' in parsed) return parsed.ids;
    if (parsed.error === 'tokenIdsMax')
      ctx.addIssue({
        code: 'too_big',
        origin: 'array',
        maximum: NFT_IMPORT_MAX,
        inclusive: true,
        message: parsed.error,
      });
    else ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });

/** POST /api/tokens/import: tokens of an imported collection, with the categories and rank they get. */
export const importNftsBody = z.object({
  contract_id: contractId,
  token_ids: tokenIdList,
  category: nftCategories,
  rank: z.preprocess((v) => (v === '' || v === null || v === undefined ? 1 : v), nftRank),
});
export type ImportNftsBody = z.infer<typeof importNftsBody>;
export type ImportNftsInput = z.input<typeof importNftsBody>;

/** Why a token's metadata or image could not be read: the `{reason}` of NFT_IMPORT_METADATA. */
export const NFT_IMPORT_REASONS = {
  noUri: { en: 'the token has no metadata link', zh: '代币没有元数据链接' },
  json: { en: 'the metadata is not JSON', zh: '元数据不是 JSON' },
  noImage: { en: 'the metadata names no image', zh: '元数据未指定图片' },
  fileType: {
    en: 'the image is not a type NFT content accepts',
    zh: '图片不是 NFT 内容支持的类型',
  },
  timeout: { en: 'it took too long', zh: '读取超时' },
  tooLarge: { en: 'it is too large', zh: '文件过大' },
  status: { en: 'its server answered an error', zh: '其服务器返回错误' },
  address: { en: 'its address is not reachable from this server', zh: '服务器不能访问该地址' },
  scheme: {
    en: 'only http(s), ipfs and data links are read',
    zh: '只支持 http(s)、ipfs 和 data 链接',
  },
  network: { en: 'its server could not be reached', zh: '无法连接其服务器' },
  data: { en: 'the data link is malformed', zh: 'data 链接格式错误' },
} as const;
export type NftImportReason = keyof typeof NFT_IMPORT_REASONS;

/** Why a token was not imported: the error code and its text in the caller's language. */
export type NftImportRefusal = { token_id: string; statusCode: number; reason: string };
/** What an import answers: the NFTs it created and the tokens it refused, each with its reason. */
export type NftImportResult = { imported: Nft[]; refused: NftImportRefusal[] };
