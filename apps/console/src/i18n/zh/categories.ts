import type { categories as en } from '../en/categories.ts';
import type { Translation } from '../types.ts';

export const categories: Translation<typeof en> = {
  title: '分类',
  intro: '分类用于整理店铺中的 NFT。停用的分类不会出现在新建 NFT 和筛选中。',
  create: '创建分类',
  edit: '编辑',
  editTitle: '编辑分类',
  createTitle: '创建分类',
  caption: '本店铺的分类',
  columns: {
    icon: '图标',
    name: '名称',
    type: '类型',
    status: '状态',
    createdAt: '创建时间',
    actions: '操作',
  },
  fields: { name: '名称', status: '状态', type: '类型', icon: '图标', image: '图片' },
  status: { enabled: '启用', disabled: '停用' },
  type: { default: '默认', customized: '自定义' },
  filters: { search: '按名称搜索', status: '状态', type: '类型', all: '全部' },
  created: '分类已创建',
  updated: '分类已更新',
  ownerOnly: '只有店主可以修改分类。',
  noIcon: '无图标',
};
