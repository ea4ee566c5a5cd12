import {
  ATTR_ROWS_MAX,
  NFT_DESCRIPTION_MAX,
  NFT_TITLE_MAX,
  nftAttrRow,
  type NftAttrs,
  type NftImportReason,
} from '@mintfront/domain';
import {
  readRemote,
  RemoteFetchError,
  type RemoteOptions,
} from '../../platform/http/remote-fetch.ts';

// The metadata a token's URI points to (the ERC-721 / ERC-1155 metadata JSON, with OpenSea's
// attributes), read into the fields of a store NFT.

/** Token metadata documents are small: 10 s and 1 MB at most. */
const METADATA_LIMITS = { timeoutMs: 10_000, maxBytes: 1024 * 1024 };

/** A token that could not be read, with the reason the owner is shown. */
export class ImportRefusal extends Error {
  constructor(readonly reason: NftImportReason) {
    super(reason);
    this.name = 'ImportRefusal';
  }
}

export type TokenMetadata = {
  name: string | null;
  description: string | null;
  image: string | null;
  attrs: NftAttrs;
};

const text = (v: unknown, max: number) =>
  typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : null;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * OpenSea attributes as the NFT's attrs (the reverse of GET /api/token-metadata): a text trait is a
 * property; `number` a stat, `boost_percentage` / `boost_number` a boost, `date` (Unix seconds) a
 * date, a number with a `max_value` a level, another number a property. A row the NFT form would
 * refuse is left out.
 */
export function attrsOf(attributes: unknown): NftAttrs {
  const attrs: NftAttrs = { properties: [], levels: [], stats: [], boosts: [], date: [] };
  if (!Array.isArray(attributes)) return attrs;
  const add = <K extends keyof NftAttrs>(
    kind: K,
    row: unknown,
    schema: { safeParse: (v: unknown) => { success: boolean; data?: unknown } },
  ) => {
    const parsed = schema.safeParse(row);
    if (parsed.success && attrs[kind].length < ATTR_ROWS_MAX)
      (attrs[kind] as unknown[]).push(parsed.data);
  };
  for (const a of attributes) {
    if (!a || typeof a !== 'object') continue;
    const {
      trait_type: name,
      value,
      display_type: display,
      max_value: max,
    } = a as Record<string, unknown>;
    if (typeof name !== 'string') continue;
    if (display === 'date' && isNumber(value))
      add('date', [name, new Date(value * 1000).toISOString()], nftAttrRow.date);
    else if (display === 'boost_percentage') add('boosts', [name, value], nftAttrRow.boostPercent);
    else if (display === 'boost_number')
      add('boosts', [name, value, isNumber(max) ? max : value], nftAttrRow.currentOfMax);
    else if (display === 'number')
      add('stats', [name, value, isNumber(max) ? max : value], nftAttrRow.currentOfMax);
    else if (isNumber(value) && isNumber(max))
      add('levels', [name, value, max], nftAttrRow.currentOfMax);
    else if (typeof value === 'string' || isNumber(value))
      add('properties', [name, String(value)], nftAttrRow.property);
  }
  return attrs;
}

/** Reads and parses a token's metadata JSON; refuses with the reason when it cannot. */
export async function readTokenMetadata(
  uri: string,
  allowPrivate: boolean,
): Promise<TokenMetadata> {
  if (!uri.trim()) throw new ImportRefusal('noUri');
  let doc: unknown;
  try {
    const { bytes } = await readRemote(uri.trim(), { ...METADATA_LIMITS, allowPrivate });
    doc = JSON.parse(bytes.toString('utf8'));
  } catch (err) {
    if (err instanceof RemoteFetchError) throw new ImportRefusal(err.reason);
    throw new ImportRefusal('json');
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new ImportRefusal('json');
  const m = doc as Record<string, unknown>;
  return {
    name: text(m.name, NFT_TITLE_MAX),
    description: text(m.description, NFT_DESCRIPTION_MAX),
    image: text(m.image, 100_000) ?? text(m.image_url, 100_000),
    attrs: attrsOf(m.attributes),
  };
}

/** How long and how much an NFT's image may take (the upload limit of NFT content applies too). */
export const imageLimits = (maxBytes: number): Omit<RemoteOptions, 'allowPrivate'> => ({
  timeoutMs: 60_000,
  maxBytes,
});
