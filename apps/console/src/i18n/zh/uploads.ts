import type { uploads as en } from '../en/uploads.ts';
import type { Translation } from '../types.ts';

export const uploads: Translation<typeof en> = {
  hint: '点击或将文件拖到此处上传',
  rules: '支持：{{formats}} · 最大 {{size}}',
  speed: '{{speed}}/秒',
  progress: '{{name}} 的上传进度',
  cancel: '取消',
  dismiss: '关闭',
  queued: '等待中',
  hintMultiple: '点击或将多个文件拖到此处上传',
  hintFolder: '点击选择文件夹，或将文件夹拖到此处',
  maxFiles: '最多 {{count}} 个文件',
  tooMany: '最多只能添加 {{count}} 个文件。',
  retry: '重试',
  remove: '移除',
  preview: '预览',
  uploaded: '已上传的文件',
  failed: '上传失败，请重试。',
  tooLarge: '文件超过 {{size}}。',
  wrongType: '不支持该文件类型，支持的类型：{{formats}}',
};
