import type { Language } from './constants.ts';
import type { ErrorEntry } from './error-entry.ts';
import { LAUNCHPAD_ERRORS } from './errors-launchpad.ts';
import { SELLING_ERRORS } from './errors-selling.ts';
import { fillText } from './messages.ts';
import { SERVER_ERROR } from './server-error.ts';

/**
 * Business errors (spec doc 1 §8, doc 2 §8, API.md). `code` is the statusCode the API
 * answers; catalogue entries E<n> answer 41000 + n so that a client can map them back.
 */
const BASE_ERRORS = {
  UNAUTHORIZED: { code: 401, en: 'Please log in again', zh: '请重新登录' },
  VALIDATION: { code: 40001, en: 'Invalid request', zh: '请求无效' },
  NO_SHOP_ACCESS: {
    code: 40003,
    en: 'You do not have access to this store',
    zh: '您无权访问该店铺',
  },
  CODE_WRONG: {
    code: 40011,
    en: 'Verification code is wrong or expired',
    zh: '验证码错误或已过期',
  },
  NO_SHOP_SELECTED: { code: 40012, en: 'Select a store first', zh: '请先选择店铺' },
  ONLY_ACTIVE_CANCEL: {
    code: 40056,
    en: 'Only Active sell orders can be cancelled',
    zh: '只有进行中的订单可以取消',
  },
  FORBIDDEN: {
    code: 40300,
    en: 'You do not have permission for this action',
    zh: '您没有执行此操作的权限',
  },
  NOT_FOUND: { code: 40400, en: 'Not found', zh: '记录不存在' },
  TOO_MANY_REQUESTS: {
    code: 42900,
    en: 'Too many attempts, please try again later',
    zh: '尝试次数过多，请稍后再试',
  },
  CODE_TOO_SOON: {
    code: 42901,
    en: 'A code was sent less than a minute ago; please wait before asking again',
    zh: '验证码发送过于频繁，请一分钟后再试',
  },
  CODE_ATTEMPTS_EXCEEDED: {
    code: 42902,
    en: 'Too many wrong codes; request a new code',
    zh: '验证码错误次数过多，请重新获取',
  },
  STORE_CLOSED: { code: 40013, en: 'This store is closed', zh: '该店铺已关闭' },
  STORE_REOPEN_EXPIRED: {
    code: 40014,
    en: 'This store was closed more than 90 days ago and cannot be re-opened',
    zh: '店铺关闭已超过 90 天，无法重新开启',
  },
  SUBDOMAIN_TAKEN: { code: 40015, en: 'This subdomain is already taken', zh: '该子域名已被占用' },
  CATEGORY_NOT_FOUND: { code: 40016, en: 'Category does not exist', zh: '分类不存在' },
  CATEGORY_NAME_TAKEN: {
    code: 40017,
    en: 'A category with this name already exists',
    zh: '该分类名称已存在',
  },
  WRONG_FILE_TYPE: {
    code: 40018,
    en: 'This file type is not accepted. Accepted types: {formats}',
    zh: '不支持该文件类型，支持的类型：{formats}',
  },
  FILE_NOT_UPLOADED: {
    code: 40019,
    en: 'The file was not uploaded to this store',
    zh: '该文件不是上传到本店铺的文件',
  },
  // Wallets and chains (issue 4): sign-in with Ethereum (EIP-4361) and the shop's chain.
  WALLET_MESSAGE_INVALID: {
    code: 40030,
    en: 'The wallet message is not a valid sign-in message',
    zh: '钱包签名消息格式无效',
  },
  WALLET_NONCE_INVALID: {
    code: 40031,
    en: 'This sign-in message was not issued by this server or was already used; request a new one',
    zh: '签名消息无效或已被使用，请重新获取',
  },
  WALLET_MESSAGE_EXPIRED: {
    code: 40032,
    en: 'This sign-in message has expired; request a new one',
    zh: '签名消息已过期，请重新获取',
  },
  WALLET_DOMAIN_MISMATCH: {
    code: 40033,
    en: 'The sign-in message is for another website',
    zh: '签名消息的域名与本站不符',
  },
  WALLET_CHAIN_MISMATCH: {
    code: 40034,
    en: 'The sign-in message is for another network',
    zh: '签名消息的网络与请求不符',
  },
  WALLET_ADDRESS_MISMATCH: {
    code: 40035,
    en: 'The message was not issued for this wallet address',
    zh: '签名消息与钱包地址不符',
  },
  WALLET_MESSAGE_TAMPERED: {
    code: 40036,
    en: 'The sign-in message was changed after it was issued',
    zh: '签名消息已被篡改',
  },
  WALLET_SIGNATURE_INVALID: {
    code: 40037,
    en: 'The signature does not match the wallet',
    zh: '签名与钱包地址不匹配',
  },
  WALLET_TAKEN: {
    code: 40038,
    en: 'This wallet is already linked to another account',
    zh: '该钱包已绑定其他账户',
  },
  CHAIN_MISMATCH: {
    code: 40039,
    en: "Your wallet is on a different network from the store's chain; switch network and try again",
    zh: '钱包所在网络与店铺的链不一致，请切换网络后重试',
  },
  CHAIN_UNSUPPORTED: {
    code: 40040,
    en: "This action is not supported on the store's chain",
    zh: '店铺所在的链不支持此操作',
  },
  CHAIN_UNAVAILABLE: {
    code: 40041,
    en: "The store's chain is not reachable from this server",
    zh: '服务器无法连接店铺所在的链',
  },
  COLLECTION_EXISTS: {
    code: 40042,
    en: 'This contract is already a collection of the store',
    zh: '该合约已是本店铺的合集',
  },
  SERVER_ERROR,
  E1: { code: 41001, en: 'Invalid email', zh: '邮箱格式不正确' },
  E2: { code: 41002, en: 'This email is already registered', zh: '该邮箱已注册' },
  E3: {
    code: 41003,
    en: 'Password must have at least 8 characters with an uppercase letter, a lowercase letter and a digit',
    zh: '密码至少 8 位，需包含大写字母、小写字母和数字',
  },
  E4: { code: 41004, en: 'Store name already exists', zh: '店铺名称已存在' },
  E9: { code: 41009, en: 'Please agree to the terms', zh: '请同意服务条款' },
  E10: { code: 41010, en: 'Invalid verification code', zh: '验证码无效' },
  E11: { code: 41011, en: 'Please install a wallet', zh: '请安装钱包' },
  E15: { code: 41015, en: 'Email or password invalid', zh: '邮箱或密码错误' },
  E16: { code: 41016, en: 'Passwords do not match', zh: '两次输入的密码不一致' },
  E17: { code: 41017, en: 'Email does not exist', zh: '邮箱不存在' },
  E18: { code: 41018, en: 'File too large', zh: '文件过大' },
  E19: { code: 41019, en: 'Royalty cannot exceed 50%', zh: '版税不能超过 50%' },
  E24: { code: 41024, en: 'Username already exists', zh: '用户名已存在' },
  E29: { code: 41029, en: 'Wrong password', zh: '密码错误' },
  E35: { code: 41035, en: 'Server error', zh: '服务器错误' },
  E36: { code: 41036, en: 'Unauthorized', zh: '未授权' },
  E65: { code: 41065, en: 'Rejected by the smart contract', zh: '被智能合约拒绝' },
  E68: {
    code: 41068,
    en: 'Cannot verify the collection: not an ERC-721 or ERC-1155 contract',
    zh: '无法验证合集：不是 ERC-721 或 ERC-1155 合约',
  },
  E109: { code: 41109, en: 'Chunk upload failed', zh: '分片上传失败' },
  // Team and money settings (issue 6): spec doc 2 §8.
  E71: { code: 41071, en: 'Store reached maximum users', zh: '店铺成员数已达上限' },
  E75: { code: 41075, en: 'Duplicate wallet: {address}', zh: '钱包地址重复：{address}' },
  E76: { code: 41076, en: 'Payout total must be 100%', zh: '分账比例合计必须为 100%' },
  E82: { code: 41082, en: 'Code exists', zh: '折扣码已存在' },
  // NFT approval and deletion (issue 5): spec doc 1 §8 "restrictions on approve, reject, delete and cancel".
  E112: { code: 41112, en: 'Only NFTs In Review can be approved', zh: '只有审核中的 NFT 可以通过' },
  E113: { code: 41113, en: 'Only NFTs In Review can be rejected', zh: '只有审核中的 NFT 可以拒绝' },
  E114: {
    code: 41114,
    en: 'Only NFTs that are Off Sale can be deleted',
    zh: '只有未上架的 NFT 可以删除',
  },
  E117: { code: 41117, en: 'You can delete only your own NFTs', zh: '只能删除自己创建的 NFT' },
  E119: {
    code: 41119,
    en: 'Only the store owner can approve or reject NFTs',
    zh: '只有店主可以审核 NFT',
  },
  E120: {
    code: 41120,
    en: 'You can cancel only your own sell orders',
    zh: '只能取消自己的销售订单',
  },
  E126: {
    code: 41126,
    en: 'An NFT that has been on sale cannot be deleted',
    zh: '上架过的 NFT 不能删除',
  },
  E133: { code: 41133, en: 'NFT creation failed', zh: 'NFT 创建失败' },
  // NFT bulk creation (issue 5): spec doc 1 §5, §8.
  E110: {
    code: 41110,
    en: 'Folder size over limit: at most {max}',
    zh: '文件夹大小超过上限：最多 {max}',
  },
  E116: { code: 41116, en: 'Too many files: at most {max}', zh: '文件过多：最多 {max} 个' },
  NFT_BULK_FILE_INVALID: {
    code: 40095,
    en: 'The info file must be an XLSX workbook: {reason}',
    zh: '信息文件须为 XLSX 工作簿：{reason}',
  },
  NFT_BULK_STATE: {
    code: 40096,
    en: 'This bulk creation cannot do that while it is {state}',
    zh: '批量创建处于{state}状态，无法执行此操作',
  },
  // Mystery boxes (issue 5): spec doc 1 §5, §8.
  E104: { code: 41104, en: 'Add content to the box', zh: '请为盲盒添加内容' },
  E118: {
    code: 41118,
    en: 'Too many NFTs selected: at most {max}',
    zh: '选择的 NFT 过多：最多 {max} 个',
  },
  NFT_IN_BOX: {
    code: 40090,
    en: 'This NFT is in a mystery box and cannot be deleted',
    zh: '该 NFT 已放入盲盒，不能删除',
  },
  // A collaborator whose NFTs need approval changes them only until approved (docs/decisions.md).
  NFT_APPROVED_OWNER_ONLY: {
    code: 40091,
    en: 'An approved NFT can only be changed by the store owner',
    zh: '已通过审核的 NFT 只能由店主修改',
  },
  E155: {
    code: 41155,
    en: "A collaborator's e-mail cannot be the store owner's",
    zh: '协作者邮箱不能与店主邮箱相同',
  },
  WHITELIST_DUPLICATE: {
    code: 40070,
    en: 'Line {line}: {address} is already on line {first}',
    zh: '第 {line} 行：{address} 与第 {first} 行重复',
  },
  WHITELIST_ADDRESS_INVALID: {
    code: 40071,
    en: 'Line {line}: {address} is not a valid wallet address',
    zh: '第 {line} 行：{address} 不是有效的钱包地址',
  },
  WHITELIST_FILE_INVALID: {
    code: 40072,
    en: 'The file must be a CSV or XLSX of wallet addresses: {reason}',
    zh: '文件必须是钱包地址的 CSV 或 XLSX：{reason}',
  },
  INVITATION_INVALID: {
    code: 40073,
    en: 'This invitation is invalid, used or expired',
    zh: '该邀请无效、已使用或已过期',
  },
  INVITATION_EMAIL_MISMATCH: {
    code: 40074,
    en: 'This invitation was sent to another e-mail address',
    zh: '该邀请发送给了其他邮箱',
  },
  COLLABORATOR_EXISTS: {
    code: 40075,
    en: 'This e-mail is already a collaborator or invited',
    zh: '该邮箱已是协作者或已被邀请',
  },
  TOKEN_NOT_ERC20: {
    code: 40076,
    en: "The address is not an ERC-20 token on the store's chain",
    zh: '该地址不是店铺所在链上的 ERC-20 代币',
  },
  TOKEN_SYMBOL_MISMATCH: {
    code: 40077,
    en: 'The token at this address has the symbol {symbol}',
    zh: '该地址的代币代号为 {symbol}',
  },
  TOKEN_EXISTS: {
    code: 40078,
    en: 'This token is already a payment token of the store',
    zh: '该代币已是本店铺的支付代币',
  },
  TOKEN_STATE: {
    code: 40079,
    en: 'This change is not possible while the token is {state}',
    zh: '代币处于{state}状态时不能进行此操作',
  },
  // Importing NFTs that exist on chain (issue 5, /NFT/ImportNFT): one refusal per token.
  NFT_IMPORT_NOT_ON_CHAIN: {
    code: 40080,
    en: 'Token #{tokenId} does not exist in this collection',
    zh: '该合集中不存在代币 #{tokenId}',
  },
  NFT_IMPORT_EXISTS: {
    code: 40081,
    en: 'Token #{tokenId} is already in this store',
    zh: '代币 #{tokenId} 已在本店铺中',
  },
  NFT_IMPORT_METADATA: {
    code: 40082,
    en: 'Token #{tokenId}: its metadata or image could not be read ({reason})',
    zh: '代币 #{tokenId}：无法读取其元数据或图片（{reason}）',
  },
  // Appearance (issue 24): themes, domains and the store's visitor password (spec doc 2 §3, §4).
  DOMAIN_TAKEN: {
    code: 40120,
    en: 'This domain is already added to a store',
    zh: '该域名已被添加到店铺',
  },
  DOMAIN_NOT_VALID: {
    code: 40121,
    en: 'Only a valid (verified) domain can be the main domain',
    zh: '只有已验证的域名可以设为主域名',
  },
  THEME_LIVE_DELETE: {
    code: 40122,
    en: "The store's live theme cannot be deleted; publish another theme first",
    zh: '店铺正在使用的主题不能删除，请先发布其他主题',
  },
  STORE_PASSWORD_REQUIRED: {
    code: 40123,
    en: 'This store is not published yet; enter its password to visit it',
    zh: '该店铺尚未发布，请输入访问密码',
  },
  STORE_PASSWORD_WRONG: {
    code: 40124,
    en: 'Wrong store password',
    zh: '店铺访问密码错误',
  },
} as const satisfies Record<string, ErrorEntry>;

/** Each area's errors, which ERRORS joins: a key two areas share would hide one of them. */
export const ERROR_AREAS = [BASE_ERRORS, SELLING_ERRORS, LAUNCHPAD_ERRORS] as const;

export const ERRORS = { ...BASE_ERRORS, ...SELLING_ERRORS, ...LAUNCHPAD_ERRORS };

export type ErrorKey = keyof typeof ERRORS;

/** The text of a business error in a language, its `{name}` placeholders filled from params. */
export function errorText(
  key: ErrorKey,
  lang: Language,
  params?: Record<string, string | number>,
): string {
  return fillText(ERRORS[key][lang], params);
}
