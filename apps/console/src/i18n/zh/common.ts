import type { common as en } from '../en/common.ts';
import type { Translation } from '../types.ts';

export const common: Translation<typeof en> = {
  appName: 'Mintfront',
  loading: '加载中…',
  save: '保存',
  saved: '已保存',
  cancel: '取消',
  edit: '编辑',
  delete: '删除',
  next: '下一步',
  back: '返回',
  submit: '提交',
  optional: '（选填）',
  comingSoon: '即将推出',
  done: '已完成',
  notDone: '未完成',
  language: '语言',
  languages: { en: 'English', zh: '中文' },
  batch: { selected: '已选 {{count}} 项', clear: '清除选择' },
  table: {
    columns: '列',
    columnsHint: '已显示 {{shown}} 列，最多 {{max}} 列。',
    total: '共 {{n}} 条',
    totalCapped: '共 {{n}}+ 条',
  },
  linkField: {
    placeholder: 'https://… 或选择页面、Drop、合集或 NFT',
    pages: '店铺页面',
    drops: 'Drop 发售',
    airdrops: '空投',
    raffles: '抽奖',
    collections: '合集',
    nfts: 'NFT',
  },
  richText: {
    toolbar: '{{field}}的格式',
    bold: '加粗',
    italic: '斜体',
    underline: '下划线',
    heading2: '标题',
    heading3: '小标题',
    bulletList: '项目符号列表',
    orderedList: '编号列表',
    blockquote: '引用',
  },
  unsaved: {
    title: '离开此页面？',
    text: '您的更改尚未保存，现在离开将会丢失。',
    stay: '取消',
    leave: '离开页面',
  },
  errors: {
    timeout: '请求超时，请重试。',
    network: '无法连接服务器，请检查网络。',
  },
  notFound: {
    title: '页面不存在',
    text: '您访问的页面不存在。',
    home: '返回店铺首页',
  },
  forbidden: {
    title: '没有权限',
    text: '您在该店铺的角色不包含此页面，请联系店主开通权限。',
    home: '返回店铺首页',
  },
  // issue 22: what an empty list says.
  emptyList: {
    nothing: '这里还没有内容。',
    noMatch: '没有符合筛选条件的内容。',
    clearFilters: '清除筛选',
  },
};
