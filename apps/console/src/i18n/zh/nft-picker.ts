import type { nftPicker as en } from '../en/nft-picker.ts';
import type { Translation } from '../types.ts';

export const nftPicker: Translation<typeof en> = {
  caption: '可选择的由您创建的 NFT',
  search: '按名称搜索',
  collection: '合集',
  type: '接口',
  category: '分类',
  allTypes: '全部接口',
  sort: '排序',
  sorts: {
    newest: '最新优先',
    oldest: '最早优先',
    titleAsc: '名称 A–Z',
    titleDesc: '名称 Z–A',
    copiesDesc: '数量最多',
    copiesAsc: '数量最少',
  },
  columns: { nft: 'NFT', rank: '等级', type: '接口', copies: '数量' },
  selected: '已选择 {{count}} 个',
  tooMany: '最多可选择 {{max}} 个 NFT',
  empty: '没有符合条件的 NFT。这里只列出您创建、已铸造且未上架的 NFT。',
  confirm: '确认',
  cancel: '取消',
};
