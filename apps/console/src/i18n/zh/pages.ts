import type { pages as en } from '../en/pages.ts';
import type { Translation } from '../types.ts';

export const pages: Translation<typeof en> = {
  title: '页面',
  intro: '店铺网站的页面，例如“关于我们”或“配送说明”。可在导航菜单中链接它们。',
  create: '创建页面',
  createTitle: '创建页面',
  editTitle: '编辑页面',
  back: '返回页面列表',
  caption: '本店铺的页面',
  search: '按标题搜索',
  deleteConfirm: '删除此页面？链接到它的菜单项将失效。',
  deleted: '页面已删除',
  created: '页面已创建',
  updated: '页面已更新',
  columns: { title: '标题', link: '链接', updatedAt: '更新时间', actions: '操作' },
  fields: { title: '标题', content: '内容' },
  contentHelp: '保存时会移除脚本和不安全的链接。',
};
