import { z } from 'zod';
import type { Language } from '../constants.ts';
import { fillText, messageText } from '../messages.ts';
import { MB, MEDIA_KINDS, type MediaFormat } from '../media.ts';
import { COLLECTION_TYPES } from './collections.ts';
import { pagingQuery, recordId } from './common.ts';
import { STORED_PATH_PATTERN } from './uploads.ts';
import { zString } from './text.ts';

// Bulk NFT creation, /multiple (spec doc 1 §4 bulk states, §5 bulk rules, §7 multipleCreate calls, §9 polling).
// What the spec leaves open (limits, columns, the metadata file, payloads) is ours: docs/api.md "NFT bulk creation".

/** Most NFT rows one info file may hold (its header row aside). */
export const NFT_BULK_ROWS_MAX = 10_000;
/** Most files of the content folder (spec §8 E116; value ours): every row's content plus a preview each. */
export const NFT_BULK_FILES_MAX = 20_000;
/** Largest content folder (spec §5 "folder size limit (GB)", §8 E110; value ours). */
export const NFT_BULK_FOLDER_MAX_BYTES = 10 * 1024 * MB;
/** Largest info (XLSX) and metadata (JSON) files. */
export const NFT_BULK_INFO_MAX_BYTES = 20 * MB;
export const NFT_BULK_METADATA_MAX_BYTES = 20 * MB;
/** spec doc 1 §9 bulk polling: every 500 ms up to 100 times; then (ours) every 5 s, shown as still working. */
export const NFT_BULK_POLL_MS = 500;
export const NFT_BULK_POLL_TRIES = 100;
export const NFT_BULK_SLOW_POLL_MS = 5000;

/** spec doc 1 §4: verifying, verification failed or success, creating, success, partial success, failed. */
export const NFT_BULK_STATES = [
  'verifying',
  'verificationFailed',
  'verified',
  'creating',
  'success',
  'partialSuccess',
  'failed',
] as const;
export type NftBulkState = (typeof NFT_BULK_STATES)[number];
/** The states as the console and the errors name them. */
export const NFT_BULK_STATE_LABELS: Record<NftBulkState, { en: string; zh: string }> = {
  verifying: { en: 'Verifying', zh: '验证中' },
  verificationFailed: { en: 'Verification failed', zh: '验证失败' },
  verified: { en: 'Verification succeeded', zh: '验证成功' },
  creating: { en: 'Creating', zh: '创建中' },
  success: { en: 'Success', zh: '成功' },
  partialSuccess: { en: 'Partial success', zh: '部分成功' },
  failed: { en: 'Failed', zh: '失败' },
};
/** States in which the server is still working: the console keeps asking. */
export const NFT_BULK_BUSY_STATES: readonly NftBulkState[] = ['verifying', 'creating'];

export const NFT_BULK_PREVIEW_FORMATS: readonly MediaFormat[] = MEDIA_KINDS.nftPreview.formats;

type Text = { en: string; zh: string };

/** Columns of the info file, in the template's order. A header matches by its English or Chinese label or its key. */
export const NFT_BULK_COLUMNS = [
  {
    key: 'title',
    required: true,
    en: 'Name',
    zh: '名称',
    aliases: ['title'],
    rule: { en: 'The NFT name, at most 255 characters.', zh: 'NFT 名称，最多 255 个字符。' },
  },
  {
    key: 'file',
    required: true,
    en: 'File name',
    zh: '文件名',
    aliases: ['file', 'content'],
    rule: {
      en: 'Name of its file in the content folder (JPG, PNG, GIF, SVG, MP4, WEBM, MP3, WAV, OGG, GLB), e.g. dragon.png.',
      zh: '内容文件夹中的文件名（JPG、PNG、GIF、SVG、MP4、WEBM、MP3、WAV、OGG、GLB），例如 dragon.png。',
    },
  },
  {
    key: 'collection',
    required: true,
    en: 'Collection ID',
    zh: '合集 ID',
    aliases: ['collection', 'contractid'],
    rule: {
      en: 'ID of a deployed collection of the chosen interface (see the Collections sheet).',
      zh: '所选接口类型的已部署合集 ID（见“合集”工作表）。',
    },
  },
  {
    key: 'categories',
    required: true,
    en: 'Category IDs',
    zh: '分类 ID',
    aliases: ['category', 'categories', 'categoryid'],
    rule: {
      en: 'One or more category IDs separated by commas, e.g. 3,5 (see the Categories sheet).',
      zh: '一个或多个分类 ID，用逗号分隔，例如 3,5（见“分类”工作表）。',
    },
  },
  {
    key: 'copies',
    required: true,
    en: 'Copies',
    zh: '数量',
    aliases: ['quantity'],
    rule: { en: 'A whole number from 1 to 1,000,000.', zh: '1 到 1,000,000 的整数。' },
  },
  {
    key: 'rank',
    required: true,
    en: 'Rank',
    zh: '等级',
    aliases: [],
    rule: { en: '1 Normal, 2 Rare, 3 SR or 4 SSR.', zh: '1 普通、2 稀有、3 SR 或 4 SSR。' },
  },
  {
    key: 'royalties',
    required: false,
    en: 'Royalty (%)',
    zh: '版税（%）',
    aliases: ['royalty', 'royalties'],
    rule: {
      en: '0 to 50 with at most 2 decimals; empty means 10.',
      zh: '0 到 50，最多 2 位小数；留空为 10。',
    },
  },
  {
    key: 'description',
    required: false,
    en: 'Description',
    zh: '描述',
    aliases: [],
    rule: { en: 'At most 3000 characters.', zh: '最多 3000 个字符。' },
  },
  {
    key: 'unlockable',
    required: false,
    en: 'Unlockable content',
    zh: '解锁内容',
    aliases: ['unlockablecontent'],
    rule: {
      en: 'Text only the buyer sees, at most 3000 characters; filled in locks the content.',
      zh: '仅买家可见的文字，最多 3000 个字符；填写即锁定内容。',
    },
  },
  {
    key: 'pageTitle',
    required: false,
    en: 'SEO title',
    zh: 'SEO 标题',
    aliases: ['pagetitle'],
    rule: { en: 'At most 255 characters.', zh: '最多 255 个字符。' },
  },
  {
    key: 'pageDescription',
    required: false,
    en: 'SEO description',
    zh: 'SEO 描述',
    aliases: ['pagedescription'],
    rule: { en: 'At most 3000 characters.', zh: '最多 3000 个字符。' },
  },
  {
    key: 'pageUrl',
    required: false,
    en: 'SEO URL',
    zh: 'SEO 链接',
    aliases: ['pageurl'],
    rule: { en: 'At most 1000 characters.', zh: '最多 1000 个字符。' },
  },
  {
    key: 'preview',
    required: false,
    en: 'Preview image',
    zh: '预览图',
    aliases: ['preview'],
    rule: {
      en: 'Required for MP4, WEBM, MP3, WAV, OGG and GLB content: name of a JPG, PNG, GIF or SVG in the folder.',
      zh: 'MP4、WEBM、MP3、WAV、OGG 和 GLB 内容必填：文件夹中 JPG、PNG、GIF 或 SVG 图片的文件名。',
    },
  },
] as const;
export type NftBulkColumn = (typeof NFT_BULK_COLUMNS)[number]['key'];

const normalHeader = (s: string) =>
  s
    .replace(/[(（].*$/, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The column a header cell names ('Royalty (%)', '版税', 'royalty'…), or undefined. */
export function bulkColumnOf(header: string): NftBulkColumn | undefined {
  const h = normalHeader(header);
  if (!h) return undefined;
  return NFT_BULK_COLUMNS.find((c) =>
    [c.en, c.zh, c.key, ...c.aliases].some((name) => normalHeader(name) === h),
  )?.key;
}

const bulkColumnLabel = (key: string, lang: Language) =>
  NFT_BULK_COLUMNS.find((c) => c.key === key)?.[lang] ?? key;

/** Attribute kinds of the metadata file (spec doc 1 §3 attrs), as a row error names them. */
const ATTR_LABELS: Record<string, Text> = {
  properties: { en: 'Properties', zh: '属性' },
  levels: { en: 'Levels', zh: '等级值' },
  stats: { en: 'Stats', zh: '数值' },
  boosts: { en: 'Boosts', zh: '加成' },
  date: { en: 'Dates', zh: '日期' },
};

const ATTRIBUTES_LABEL: Text = { en: 'Attributes', zh: '属性' };

/**
 * Why a row (or the whole file, without `line`) was refused (spec doc 1 §5 row errors). Texts
 * with `{field}` name a column; `{value}` is the cell as written.
 */
export const NFT_BULK_MESSAGES = {
  required: { en: '{field} is required', zh: '{field}为必填项' },
  numbersOnly: { en: '{field} must contain numbers only', zh: '{field}只能包含数字' },
  notExist: { en: '{field} {value} does not exist', zh: '{field} {value} 不存在' },
  fileNotInFolder: {
    en: '{field} {value} does not exist in the content folder',
    zh: '{field} {value} 不在内容文件夹中',
  },
  cannotExceed: { en: '{field} cannot exceed {max}', zh: '{field}不能超过 {max}' },
  mustBeGreater: { en: '{field} must be greater than {min}', zh: '{field}必须大于 {min}' },
  tooLong: {
    en: '{field} cannot be longer than {max} characters',
    zh: '{field}不能超过 {max} 个字符',
  },
  decimals: { en: '{field} can have at most 2 decimals', zh: '{field}最多 2 位小数' },
  invalid: { en: '{field} is invalid', zh: '{field}无效' },
  collectionType: {
    en: 'Collection {value} is not of the required type ({type})',
    zh: '合集 {value} 不是所需的类型（{type}）',
  },
  collectionNotMintable: {
    en: 'Collection {value} is not a deployed collection created by this store',
    zh: '合集 {value} 不是本店铺创建并已部署的合集',
  },
  previewRequired: {
    en: 'A preview image is required for {format} content',
    zh: '{format} 内容需要预览图',
  },
  fileType: {
    en: '{field} {value} must be one of: {formats}',
    zh: '{field} {value} 须为以下格式之一：{formats}',
  },
  attribute: { en: 'Attributes of {value}: {reason}', zh: '{value} 的属性：{reason}' },
  createFailed: { en: 'NFT creation failed: {reason}', zh: 'NFT 创建失败：{reason}' },
  // The whole file.
  tooManyRows: {
    en: 'The info file has more than the {max} rows allowed',
    zh: '信息文件超过允许的 {max} 行',
  },
  unreadable: { en: 'The info file cannot be read: {reason}', zh: '无法读取信息文件：{reason}' },
  missingColumn: {
    en: 'The info file has no "{field}" column (see the template)',
    zh: '信息文件缺少“{field}”列（请参考模板）',
  },
  noRows: {
    en: 'The info file has no NFT rows under its header row',
    zh: '信息文件的标题行下没有 NFT 数据',
  },
  metadataInvalid: {
    en: 'The metadata file must be a JSON object keyed by file name: {reason}',
    zh: '元数据文件须为以文件名为键的 JSON 对象：{reason}',
  },
  checkFailed: { en: 'The files could not be checked: {reason}', zh: '无法检查文件：{reason}' },
} as const satisfies Record<string, Text>;
export type NftBulkMessageKey = keyof typeof NFT_BULK_MESSAGES;

/** A refusal as stored: the message key, the column it concerns and the values of its text. */
export type NftBulkProblem = {
  key: NftBulkMessageKey;
  field?: string;
  params?: Record<string, string | number>;
};

/** A refusal in a language: 'Copies cannot exceed 1,000,000' (its line travels beside it). */
export function nftBulkProblemText(problem: NftBulkProblem, lang: Language): string {
  const params: Record<string, string | number> = { ...problem.params };
  if (problem.field) params.field = bulkColumnLabel(problem.field, lang);
  if (problem.key === 'attribute' && typeof params.reason === 'string') {
    const kind = ATTR_LABELS[String(params.kind)]?.[lang];
    params.reason = messageText(params.reason, lang, {
      field: kind ? `${kind} #${params.row ?? 1}` : ATTRIBUTES_LABEL[lang],
    });
  }
  return fillText(NFT_BULK_MESSAGES[problem.key][lang], params);
}

/** The interface a bulk creation asks for; each row's collection must be of it (spec doc 1 §5). */
export const nftBulkType = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.union([z.literal(COLLECTION_TYPES.erc721), z.literal(COLLECTION_TYPES.erc1155)], {
    error: 'oneOf',
  }),
);

/** One file of the content folder as uploaded: its name in the folder and the stored path. */
export const nftBulkFile = z.object({
  name: zString({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(255, { error: 'tooLong' }),
  path: zString({ error: 'required' }).trim().regex(STORED_PATH_PATTERN, { error: 'invalid' }),
});
export type NftBulkFile = z.infer<typeof nftBulkFile>;

/** The content folder's files; names are unique (rows name them). More than NFT_BULK_FILES_MAX answers E116. */
export const nftBulkFiles = z
  .array(nftBulkFile, { error: 'required' })
  .min(1, { error: 'required' })
  .max(NFT_BULK_FILES_MAX, { error: 'tooManyFiles' })
  .superRefine((files, ctx) => {
    const seen = new Set<string>();
    files.forEach((f, i) => {
      if (seen.has(f.name))
        ctx.addIssue({ code: 'custom', message: 'duplicateFileName', path: [i, 'name'] });
      seen.add(f.name);
    });
  });

const jsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

/**
 * Text fields of POST /api/tokens/multipleCreate (multipart; the parts `info`, the XLSX, and
 * optionally `metadata`, the JSON, follow them). `files` is the content folder as JSON text.
 */
export const nftBulkCreateFields = z.object({
  type: nftBulkType,
  files: z.preprocess(jsonText, nftBulkFiles),
});
export type NftBulkCreateFields = z.infer<typeof nftBulkCreateFields>;

const bulkId = recordId(z.coerce.number({ error: 'number' }));

/** POST /api/tokens/multipleCreate/confirm: create the verified rows; `skip_invalid` creates the valid ones of a file that also has bad rows. */
export const nftBulkConfirmBody = z.object({
  id: bulkId,
  skip_invalid: z.boolean({ error: 'invalid' }).optional(),
});
export type NftBulkConfirmBody = z.infer<typeof nftBulkConfirmBody>;

/** GET …/schedule: one bulk creation, or without `id` the caller's latest in this store. */
export const nftBulkScheduleQuery = z.object({ id: bulkId.optional() });
/** GET …/errors: the refused rows, a page at a time. */
export const nftBulkErrorsQuery = pagingQuery.extend({ id: bulkId });
/** GET …/report: the refused rows as an XLSX. */
export const nftBulkIdQuery = z.object({ id: bulkId });

/** GET /api/tokens/multipleCreate/schedule. */
export type NftBulkSchedule = {
  id: number;
  state: NftBulkState;
  /** The interface asked for: 1 ERC-721, 2 ERC-1155. */
  type: 1 | 2;
  /** The info file's name as uploaded. */
  infoName: string;
  /** NFT rows of the info file (known once verifying has read them). */
  rows: number;
  valid: number;
  invalid: number;
  /** Verifying: rows checked of `rows`; creating and after: rows done of those being created. */
  progress: { done: number; total: number };
  created: number;
  /** Rows that failed while creating (invalid rows skipped at confirm are in `invalid`). */
  failed: number;
  /** A problem of the whole file (verification failed without row errors) or why creating failed. */
  problem: string | null;
  createdAt: string;
  finishedAt: string | null;
};

/** GET /api/tokens/multipleCreate/errors: one refused row (by its line in the sheet) with every reason. */
export type NftBulkRowError = {
  line: number;
  title: string;
  file: string;
  state: 'invalid' | 'failed';
  messages: string[];
};
