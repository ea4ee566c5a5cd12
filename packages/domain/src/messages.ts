import type { Language } from './constants.ts';
import { MAX_CHUNKS } from './media.ts';

/** A text in each language of the product. */
export type Text = { en: string; zh: string };

/**
 * Validation messages (spec doc 1 §5). Schemas carry these keys as their zod error text;
 * the server turns them into statusDesc and the console into form messages.
 */
export const MESSAGES = {
  required: { en: '{field} is required', zh: '请输入{field}' },
  invalid: { en: '{field} is invalid', zh: '{field}无效' },
  email: { en: 'Invalid email', zh: '邮箱格式不正确' },
  passwordRule: {
    en: 'At least 8 characters, with one uppercase letter, one lowercase letter and one digit',
    zh: '至少 8 位，需包含一个大写字母、一个小写字母和一个数字',
  },
  passwordSame: {
    en: 'The new password must differ from the old one',
    zh: '新密码不能与旧密码相同',
  },
  passwordMismatch: { en: 'Passwords do not match', zh: '两次输入的密码不一致' },
  storeNameLength: {
    en: 'Store name must be 4 to 60 characters',
    zh: '店铺名称长度为 4 到 60 个字符',
  },
  storeNameChars: {
    en: 'Store name may contain only letters and digits',
    zh: '店铺名称只能包含字母和数字',
  },
  storeNameIsPassword: {
    en: 'Store name cannot be the same as the password',
    zh: '店铺名称不能与密码相同',
  },
  usernameLength: { en: 'Username must be 4 to 60 characters', zh: '用户名长度为 4 到 60 个字符' },
  usernameChars: {
    en: 'Username cannot contain special characters or spaces',
    zh: '用户名不能包含特殊字符或空格',
  },
  usernameIsPassword: {
    en: 'Username cannot be the same as the password',
    zh: '用户名不能与密码相同',
  },
  personName: { en: 'Name must be at least 2 characters', zh: '姓名至少 2 个字符' },
  domainLabel: {
    en: '3 to 63 characters: letters, digits and hyphens, starting and ending with a letter or digit',
    zh: '3 到 63 个字符，只能包含字母、数字和连字符，且以字母或数字开头和结尾',
  },
  code: { en: 'The verification code is 6 digits', zh: '验证码为 6 位数字' },
  agreeTerms: { en: 'Please agree to the terms', zh: '请同意服务条款' },
  link: {
    en: 'Links must start with http:// or https://',
    zh: '链接必须以 http:// 或 https:// 开头',
  },
  trackingId: {
    en: 'Invalid tracking ID: use the form UA-xxxx-y (for example UA-12345678-1)',
    zh: '跟踪 ID 无效：格式为 UA-xxxx-y（例如 UA-12345678-1）',
  },
  tooLong: {
    en: '{field} cannot be longer than {max} characters',
    zh: '{field}不能超过 {max} 个字符',
  },
  oneOf: { en: '{field} must be one of: {options}', zh: '{field}必须是以下之一：{options}' },
  number: { en: '{field} must be a number', zh: '{field}必须是数字' },
  // A value of the wrong type is not a missing one (issue 19 item 10).
  typeText: { en: '{field} must be text', zh: '{field}必须是文本' },
  typeList: { en: '{field} must be a list', zh: '{field}必须是列表' },
  digits: {
    en: '{field} must be a number written in digits, such as 10 or 2.5',
    zh: '{field}必须是用数字书写的数值，例如 10 或 2.5',
  },
  tooMany: { en: '{field} can hold at most {max} items', zh: '{field}最多包含 {max} 项' },
  page: {
    en: '{field} must be a whole number from 1 to 1,000,000',
    zh: '{field}必须是 1 到 1,000,000 之间的整数',
  },
  bodyProto: {
    en: 'The key "{key}" is not accepted in a JSON body: it would change how the body is read',
    zh: 'JSON 请求体不接受键“{key}”：它会改变请求体的解读方式',
  },
  chunkIndex: {
    en: `The chunk index is 0 to ${MAX_CHUNKS - 1}: a file has at most ${MAX_CHUNKS} chunks of 1 MB`,
    zh: `分片序号为 0 到 ${MAX_CHUNKS - 1}：一个文件最多 ${MAX_CHUNKS} 个 1 MB 的分片`,
  },
  chunkTotal: {
    en: `{field} is the number of chunks: a whole number from 1 to ${MAX_CHUNKS} (1 MB each)`,
    zh: `{field}为分片数：1 到 ${MAX_CHUNKS} 之间的整数（每片 1 MB）`,
  },
  nul: {
    en: '{field} cannot contain the NUL character (\\0)',
    zh: '{field}不能包含 NUL 字符（\\0）',
  },
  pageLimit: { en: 'limit must be between 1 and 200', zh: 'limit 必须在 1 到 200 之间' },
  address: {
    en: '{field} must be an address: 0x and 40 hex digits',
    zh: '{field}必须是 0x 开头的 40 位十六进制地址',
  },
  royaltyMax: { en: 'Royalty cannot exceed 50%', zh: '版税不能超过 50%' },
  royaltyDecimals: {
    en: 'Royalty is a number from 0 to 50 with at most 2 decimals',
    zh: '版税为 0 到 50 之间的数字，最多 2 位小数',
  },
  symbol: { en: 'Symbol is 1 to 11 letters or digits', zh: '代号为 1 到 11 个字母或数字' },
  chainId: { en: 'chain_id is not a supported network', zh: 'chain_id 不是支持的网络' },
  payoutRate: {
    en: 'Each rate is 5% to 100% with at most 2 decimals',
    zh: '每个比例为 5% 到 100%，最多 2 位小数',
  },
  payeeContact: { en: 'Enter an e-mail or a wallet address', zh: '请输入邮箱或钱包地址' },
  discountCode: { en: 'The code cannot contain spaces', zh: '折扣码不能包含空格' },
  discountValue: {
    en: 'The value is above 0% and at most 100%, with at most 2 decimals',
    zh: '折扣值须大于 0% 且不超过 100%，最多 2 位小数',
  },
  endBeforeStart: { en: 'The end cannot be before the start', zh: '结束时间不能早于开始时间' },
  discountCount: {
    en: '{field} must be a whole number of at least 1 (leave it empty for no limit)',
    zh: '{field}必须是不小于 1 的整数（留空表示不限）',
  },
  dateTyped: {
    en: '{field} is not a date: write it as {format}',
    zh: '{field}不是有效日期，请按 {format} 格式填写',
  },
  dateTime: {
    en: '{field} must be a date and time (ISO 8601)',
    zh: '{field}必须是日期时间（ISO 8601）',
  },
  storeFeeMax: {
    en: 'Store fee is 0% to 50% with at most 2 decimals',
    zh: '店铺抽成为 0% 到 50%，最多 2 位小数',
  },
  evmAddress: {
    en: '{field} must be a wallet address: lower-case hex or the EIP-55 checksum',
    zh: '{field}必须是钱包地址：全小写或 EIP-55 校验格式',
  },
  // NFTs (issue 5): spec doc 1 §5.
  categoryRequired: { en: 'Select at least one category', zh: '请至少选择一个分类' },
  rank: {
    en: 'Rank is 1 (Normal), 2 (Rare), 3 (SR) or 4 (SSR)',
    zh: '等级为 1（普通）、2（稀有）、3（SR）或 4（SSR）',
  },
  copies: {
    en: 'Copies must be above 0 and at most 1,000,000',
    zh: '数量必须大于 0 且不超过 1,000,000',
  },
  levelMax: { en: '{field}: the max must be above 0', zh: '{field}：最大值必须大于 0' },
  levelRange: {
    en: '{field}: the value must be between 0 and the max',
    zh: '{field}：数值必须在 0 到最大值之间',
  },
  boostPercent: {
    en: '{field}: the boost percent is 0 to 100',
    zh: '{field}：加成百分比为 0 到 100',
  },
  attrIncomplete: {
    en: '{field}: fill in every field of the row',
    zh: '{field}：请填写该行的所有字段',
  },
  nftContentType: {
    en: 'NFT content must be JPG, PNG, GIF, SVG, MP4, WEBM, MP3, WAV, OGG or GLB',
    zh: 'NFT 内容须为 JPG、PNG、GIF、SVG、MP4、WEBM、MP3、WAV、OGG 或 GLB',
  },
  previewRequired: {
    en: '{field} is required for audio, video and 3D (GLB) content',
    zh: '音频、视频和 3D（GLB）内容须上传{field}',
  },
  nftPreviewType: {
    en: 'The preview image must be JPG, PNG, GIF or SVG',
    zh: '预览图须为 JPG、PNG、GIF 或 SVG',
  },
  date: { en: '{field} must be a date (YYYY-MM-DD)', zh: '{field}必须是日期（YYYY-MM-DD）' },
  collectionNotMintable: {
    en: 'Choose a collection this store created and deployed',
    zh: '请选择本店铺创建并已部署的合集',
  },
  // Importing NFTs (issue 5, /NFT/ImportNFT).
  collectionNotImported: {
    en: 'Choose a collection this store imported',
    zh: '请选择本店铺导入的合集',
  },
  tokenIds: {
    en: 'Enter token IDs as numbers separated by commas, or a range such as 1-20',
    zh: '请输入代币编号：用逗号分隔的数字，或如 1-20 的范围',
  },
  tokenIdsMax: { en: 'At most {max} token IDs at a time', zh: '每次最多 {max} 个代币编号' },
  // Mystery boxes (issue 5): spec doc 1 §5.
  boxImageType: {
    en: 'The box image must be JPG, PNG, GIF or SVG',
    zh: '盲盒图片须为 JPG、PNG、GIF 或 SVG',
  },
  boxContentSameImage: {
    en: 'The box content is the same image as the box image',
    zh: '盲盒内容须与盲盒图片相同',
  },
  boxCollectionType: {
    en: 'A mystery box needs an ERC-1155 collection',
    zh: '盲盒需要 ERC-1155 合集',
  },
  boxEmpty: { en: 'Add content to the box', zh: '请为盲盒添加内容' },
  boxTooMany: {
    en: 'Too many NFTs selected: a box holds at most {max}',
    zh: '选择的 NFT 过多：一个盲盒最多 {max} 个',
  },
  boxDuplicate: { en: 'This NFT is already in the box', zh: '该 NFT 已在盲盒中' },
  boxTotalMax: {
    en: 'The number of boxes cannot exceed 1,000,000',
    zh: '盲盒数量不能超过 1,000,000',
  },
  boxQuantityMax: {
    en: 'The quantity cannot exceed its {max} available copies',
    zh: '数量不能超过可用的 {max} 份',
  },
  boxNftUnavailable: {
    en: 'Choose a minted NFT you created in this store that is not on sale',
    zh: '请选择您在本店铺创建、已铸造且未上架的 NFT',
  },
  // NFT bulk creation (issue 5).
  tooManyFiles: { en: 'At most {max} files', zh: '最多 {max} 个文件' },
  duplicateFileName: {
    en: 'Another file of the folder has the same name',
    zh: '文件夹中有同名文件',
  },
  // Appearance (issue 24): spec doc 2 §3, §5.
  color: {
    en: '{field} must be a colour: #rgb, #rrggbb or #rrggbbaa',
    zh: '{field}必须是颜色：#rgb、#rrggbb 或 #rrggbbaa',
  },
  storeLink: {
    en: '{field} must start with http://, https:// or / (a page of this store)',
    zh: '{field}必须以 http://、https:// 或 /（本店铺的页面）开头',
  },
  tooManyItems: { en: '{field} holds at most {max} items', zh: '{field}最多 {max} 项' },
  sectionRepeated: {
    en: '{field} repeats the sectionId of another section of the layout',
    zh: '{field}与布局中另一区块的 sectionId 重复',
  },
  sectionMissing: {
    en: '{field} names no section of the layout',
    zh: '{field}不是布局中的区块',
  },
  domainName: {
    en: 'A domain is labels of letters, digits and hyphens joined by dots, each starting and ending with a letter or digit, ending in a top-level domain of letters (e.g. shop.example.com)',
    zh: '域名由点分隔的字母、数字和连字符组成，每段以字母或数字开头和结尾，并以字母组成的顶级域名结尾（如 shop.example.com）',
  },
  domainPlatform: {
    en: "{field} is an address of this platform; a store's own domain is outside it",
    zh: '{field}是本平台的地址，请填写店铺自己的域名',
  },
  visitPassword: {
    en: 'The visitor password is 4 to 64 characters',
    zh: '访问密码为 4 到 64 个字符',
  },
  // Selling (issue 20): spec doc 2 §5.
  saleType: {
    en: 'Type is 1 instant, 2 offer or auction, 3 timed or 4 mystery box',
    zh: '类型为 1 一口价、2 出价或拍卖、3 限时或 4 盲盒',
  },
  saleAirdrop: {
    en: 'Airdrops (type 5) are created on the Launchpad',
    zh: '空投（类型 5）请在 Launchpad 创建',
  },
  saleQuantity: { en: '{field} must be a whole number above 0', zh: '{field}必须是大于 0 的整数' },
  saleStock: {
    en: '{field} is above what the store wallet holds for sale ({max})',
    zh: '{field}超过店铺钱包可售数量（{max}）',
  },
  salePrice: { en: '{field} must be a number above 0', zh: '{field}必须是大于 0 的数字' },
  openBeforeEnd: {
    en: 'The open date cannot be before the end date',
    zh: '开盒时间不能早于结束时间',
  },
  materialPics: { en: 'At most 10 pictures', zh: '最多 10 张图片' },
  offerModeErc721: {
    en: 'Offer mode is only for ERC-721 NFTs',
    zh: '出价模式仅适用于 ERC-721 NFT',
  },
  auctionTooLong: { en: 'An auction lasts at most 7 days', zh: '拍卖最长 7 天' },
  boxTooLong: { en: 'A mystery box sale lasts at most 365 days', zh: '盲盒销售最长 365 天' },
  saleGoodsType: {
    en: '{field}: type 4 sells a mystery box, the other types an NFT',
    zh: '{field}：类型 4 出售盲盒，其他类型出售 NFT',
  },
  saleNftNotMinted: { en: '{field}: the NFT is not minted yet', zh: '{field}：NFT 尚未铸造' },
  discountExcluded: {
    en: '{field}: this discount code has expired',
    zh: '{field}：该折扣码已过期',
  },
  currencyNotActive: {
    en: '{field}: only Active payment tokens',
    zh: '{field}：只能选择已启用的支付代币',
  },
  erc721One: {
    en: '{field}: an ERC-721 NFT is bought one at a time',
    zh: '{field}：ERC-721 NFT 每次只能购买一个',
  },
  datePast: { en: '{field} cannot be in the past', zh: '{field}不能早于现在' },
  bidTooLow: { en: '{field} must be at least {min}', zh: '{field}至少为 {min}' },
  // Launchpad: drops (spec doc 2 §5 drop rules; the spec's field words kept as they are).
  dropName: { en: 'Drop Name is required', zh: '请输入 Drop Name（空投名称）' },
  dropPreview: { en: 'Drop Preview is required', zh: '请上传 Drop Preview（预览图）' },
  dropPrice: {
    en: 'Instant Price is required: a number of 0 or more',
    zh: '请输入 Instant Price（单价）：0 或以上的数字',
  },
  dropMintLimit: {
    en: 'Mint limit is required: a whole number above 0, or Unlimited',
    zh: '请输入 Mint limit（每个钱包铸造上限）：大于 0 的整数，或选择不限',
  },
  dropOpenTime: { en: 'open box time is required', zh: '请选择 open box time（开盒时间）' },
  dropUnlimitedTwice: {
    en: 'Two consecutive phases cannot both be Unlimited',
    zh: '相邻的两个阶段不能都设为不限量',
  },
  dropPhaseOverlap: {
    en: 'A phase cannot start before the previous phase ends',
    zh: '阶段的开始时间不能早于上一阶段的结束时间',
  },
  dropOpenBeforeEnd: {
    en: 'The open box time cannot be before the last phase ends',
    zh: '开盒时间不能早于最后一个阶段的结束时间',
  },
  dropTooManyNfts: { en: 'A drop holds at most 1,000 NFTs', zh: '一个 Drop 最多包含 1,000 个 NFT' },
  dropDiscount: {
    en: 'Bulk discounts: quantities from 2 and ascending, percent above 0 and at most 100 (2 decimals)',
    zh: '批量折扣：数量从 2 起递增，折扣百分比大于 0 且不超过 100（最多 2 位小数）',
  },
  dropPerMint: { en: '{field}: at most {max} in one mint', zh: '{field}：每次最多铸造 {max} 个' },
  claimTarget: {
    en: 'Name either drop_id or airdrop_id',
    zh: '请提供 drop_id 或 airdrop_id 其中之一',
  },
  duplicate: { en: '{field} has the same item twice', zh: '{field}包含重复项' },
  // Launchpad airdrops and raffles (issue 21): spec doc 2 §5 names the required fields.
  airdropName: { en: 'Airdrop Name is required', zh: '请输入空投名称' },
  airdropNft: { en: 'Airdrop NFT is required', zh: '请选择空投 NFT' },
  airdropPreviewType: {
    en: '{field} must be a JPG, PNG, GIF or SVG of up to 100 MB',
    zh: '{field}须为 JPG、PNG、GIF 或 SVG，最大 100 MB',
  },
  launchpadTooLong: { en: 'It lasts at most 365 days', zh: '最长持续 365 天' },
  airdropClaimLimit: {
    en: '{field} cannot be above the total airdrop ({max})',
    zh: '{field}不能超过空投总数（{max}）',
  },
  launchpadNftUnavailable: {
    en: '{field}: NFT {id} is not minted, not in the store wallet or already in an active order',
    zh: '{field}：NFT {id} 未铸造、不在店铺钱包中或已在进行中的订单里',
  },
  raffleName: { en: 'Raffle Name is required', zh: '请输入抽奖名称' },
  raffleNft: { en: 'Raffle NFT is required', zh: '请选择抽奖 NFT' },
  raffleWinnersMax: { en: '{field} is at most 1000', zh: '{field}最多为 1000' },
} as const satisfies Record<string, Text>;

export type MessageKey = keyof typeof MESSAGES;

/** Fills `{name}` placeholders of a catalogue text. */
export function fillText(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** The text of a validation message in a language. */
export function messageText(
  key: string,
  lang: Language,
  params?: Record<string, string | number>,
): string {
  const entry = (MESSAGES as Record<string, Text>)[key];
  return entry ? fillText(entry[lang], params) : key;
}
