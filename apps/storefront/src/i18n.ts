// Every text of the storefront, in the store's language (issue 24): small enough to ship whole.
const en = {
  allNfts: 'All NFTs',
  noNfts: 'No NFTs here yet.',
  onSale: 'On sale',
  soldOut: 'Sold out',
  offSale: 'Not for sale',
  copies: 'Copies',
  collection: 'Collection',
  contract: 'Contract',
  tokenId: 'Token ID',
  properties: 'Properties',
  levels: 'Levels',
  stats: 'Stats',
  boosts: 'Boosts',
  dates: 'Dates',
  notFound: 'This page does not exist.',
  backHome: 'Back to the store',
  locked: 'This store is not open yet.',
  closed: 'This store is closed.',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages}',
  poweredBy: 'Powered by Mintfront',
  viewAll: 'View all NFTs',
  password: 'Store password',
  wrongPassword: 'Wrong password. Try again.',
  enter: 'Enter',
  darkMode: 'Dark mode',
};
type Texts = typeof en;

const zh: Texts = {
  allNfts: '全部 NFT',
  noNfts: '这里还没有 NFT。',
  onSale: '在售',
  soldOut: '已售罄',
  offSale: '未上架',
  copies: '份数',
  collection: '合集',
  contract: '合约',
  tokenId: '代币 ID',
  properties: '属性',
  levels: '等级',
  stats: '数值',
  boosts: '加成',
  dates: '日期',
  notFound: '页面不存在。',
  backHome: '返回商店',
  locked: '商店尚未开放。',
  closed: '该商店已关闭。',
  previous: '上一页',
  next: '下一页',
  pageOf: '第 {page} 页，共 {pages} 页',
  poweredBy: '由 Mintfront 提供支持',
  viewAll: '查看全部 NFT',
  password: '店铺访问密码',
  wrongPassword: '密码错误，请重试。',
  enter: '进入',
  darkMode: '深色模式',
};

export const TEXTS = { en, zh } as const;
export type TextKey = keyof Texts;

/** The text of `key` in `lang`, with {name} placeholders filled. */
export function text(
  lang: 'en' | 'zh',
  key: TextKey,
  values: Record<string, string | number> = {},
): string {
  return TEXTS[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
