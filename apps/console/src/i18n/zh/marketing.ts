import type { marketing as en } from '../en/marketing.ts';
import type { Translation } from '../types.ts';

export const marketing: Translation<typeof en> = {
  title: '营销',
  intro: '搜索结果和链接预览中展示的店铺信息，以及店铺的统计分析。',
  saved: '设置已保存',
  nothingToEdit: '您的角色不包含 SEO 或统计分析设置。',
  seo: {
    title: 'SEO',
    fields: {
      title: 'SEO 标题',
      description: '元描述',
      favicon: '网站图标',
      shareImage: '分享图片',
    },
    titleHelp:
      '显示在浏览器标签页和搜索结果中（最多 {{max}} 个字符；搜索结果约显示 60 个）。留空则使用店铺名称。',
    descriptionHelp: '显示在搜索结果和链接预览的标题下方（最多 {{max}} 个字符；约显示 160 个）。',
    faviconHelp: '浏览器标签页上的小图标。请使用正方形图片，建议 400 × 400 像素。',
    shareImageHelp:
      '分享店铺链接时显示的图片。1200 × 630 像素效果最佳；不支持 SVG，链接预览无法显示。',
  },
  analytics: {
    title: '统计分析',
    fields: { trackingId: '跟踪 ID' },
    trackingIdHelp:
      '您的统计分析跟踪 ID，格式为 UA-xxxx-y（例如 UA-12345678-1）。设置后，店铺页面会用它加载 Google 的统计代码（主题预览中不加载）。留空则不使用。',
  },
};
