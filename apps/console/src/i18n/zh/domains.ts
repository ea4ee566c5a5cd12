import type { domains as en } from '../en/domains.ts';
import type { Translation } from '../types.ts';

export const domains: Translation<typeof en> = {
  title: '域名',
  intro: '店铺始终可通过免费子域名访问。添加您自己的域名后，请在域名的 DNS 服务商处创建下列记录。',
  add: '添加域名',
  added: '域名已添加。找到其记录最多可能需要 {{hours}} 小时。',
  domainHelp: '例如 shop.example.com，不要带 http://。',
  fields: { domain: '域名' },
  empty: '还没有自己的域名。',
  status: { pending: '待验证', valid: '有效', failed: '失败' },
  main: '主域名',
  makeMain: '设为主域名',
  madeMain: '主域名已更改',
  check: '立即检查',
  checked: {
    pending: '尚未找到记录。DNS 变更可能需要一段时间，请稍后再检查。',
    valid: '已找到记录：域名有效。',
    failed: '72 小时内未找到记录：域名验证失败。请修正记录后重新添加。',
  },
  pendingText: '请在 DNS 服务商处创建以下记录。若在 {{until}} 前仍未找到，域名将验证失败。',
  validText: '已找到记录：店铺可通过此域名访问。',
  failedText: '72 小时内未找到记录。',
  recordsCaption: '{{domain}} 需要创建的 DNS 记录',
  records: { type: '类型', name: '名称', value: '值' },
  dates: '添加于 {{added}} · 上次检查 {{checked}}',
  deleteConfirm: '移除此域名？店铺将不再通过它访问。',
  deleted: '域名已移除',
};
