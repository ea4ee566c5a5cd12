import type { navigation as en } from '../en/navigation.ts';
import type { Translation } from '../types.ts';

export const navigation: Translation<typeof en> = {
  title: '导航',
  intro: '店铺网站的菜单：每个菜单最多 5 个链接，可指向页面、合集、NFT 或其他网站。',
  create: '创建菜单',
  createTitle: '创建菜单',
  editTitle: '编辑菜单',
  back: '返回导航',
  caption: '本店铺的导航菜单',
  search: '按标题搜索',
  deleteConfirm: '删除此菜单？',
  deleted: '菜单已删除',
  created: '菜单已创建',
  updated: '菜单已更新',
  columns: { title: '标题', items: '菜单项', actions: '操作' },
  fields: {
    title: '标题',
    items: '菜单项',
    name: '名称',
    link: '链接',
    itemName: '第 {{n}} 项的名称',
    itemLink: '第 {{n}} 项的链接',
  },
  addItem: '添加菜单项',
  removeItem: '移除第 {{n}} 项',
  itemsHelp: '{{count}} / {{max}} 项',
};
