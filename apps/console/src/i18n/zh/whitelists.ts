import type { whitelists as en } from '../en/whitelists.ts';
import type { Translation } from '../types.ts';

export const whitelists: Translation<typeof en> = {
  title: '白名单',
  intro: '白名单是可以参与发售的钱包地址列表。',
  create: '创建白名单',
  createTitle: '创建白名单',
  editTitle: '编辑白名单',
  edit: '编辑',
  delete: '删除',
  deleteConfirm: '确定删除这个白名单？',
  deleted: '白名单已删除',
  created: '白名单已创建',
  updated: '白名单已更新',
  caption: '本店铺的白名单',
  search: '按名称搜索',
  columns: { name: '名称', num: '地址数', actions: '操作' },
  fields: { name: '名称', addresses: '地址' },
  addressesHelp: '每行一个钱包地址（已输入 {{count}} 个）',
  upload: '上传 CSV 或 XLSX',
  fileHelp:
    '不超过 2 MB 的 CSV 或 XLSX 文件：每行第一个单元格（XLSX 为第一个工作表的 A 列）为地址，表头行会被跳过。',
};
