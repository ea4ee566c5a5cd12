import type { payoutGroups as en } from '../en/payout-groups.ts';
import type { Translation } from '../types.ts';

export const payoutGroups: Translation<typeof en> = {
  title: '分账组',
  intro: '分账组把一笔销售的收入分给多个收款人。一个分账组的比例合计必须正好为 100%。',
  create: '创建分账组',
  createTitle: '创建分账组',
  editTitle: '编辑分账组',
  edit: '编辑',
  delete: '删除',
  deleteConfirm: '确定删除这个分账组？',
  deleted: '分账组已删除',
  created: '分账组已创建',
  updated: '分账组已更新',
  caption: '本店铺的分账组',
  search: '按名称搜索',
  default: '默认',
  columns: { name: '名称', payees: '收款人', actions: '操作' },
  fields: { name: '名称', isDefault: '默认分账组' },
  payee: {
    name: '收款人名称',
    email: '邮箱',
    address: '钱包地址',
    rate: '比例',
    add: '添加收款人',
    remove: '移除收款人 {{n}}',
  },
  total: '合计：{{total}}%',
};
