import type { nftBulk as en } from '../en/nft-bulk.ts';
import type { Translation } from '../types.ts';

export const nftBulk: Translation<typeof en> = {
  title: '批量创建 NFT',
  intro:
    '上传内容文件夹、每行一个 NFT 的 XLSX 文件，以及可选的属性 JSON 文件。系统会先检查每一行；在您确认之前不会创建任何内容。',
  template: '下载模板',
  steps: { files: '文件', verify: '验证', create: '创建' },
  fields: {
    type: '接口类型',
    folder: '内容文件夹',
    info: '信息文件（XLSX）',
    metadata: '元数据文件（JSON，可选）',
  },
  help: {
    type: '每一行的合集都必须是该接口类型。',
    info: '每行一个 NFT，使用模板中的列；各行通过文件名指定其文件。',
    metadata:
      '以文件名为键、属性为值的对象：{"dragon.png": {"properties": [["Background", "Blue"]], "levels": [["Power", 3, 5]]}}。',
  },
  type: { erc721: 'ERC-721', erc1155: 'ERC-1155' },
  folder: {
    hint: '点击选择文件夹，或将文件夹拖到此处',
    rules: '支持：{{formats}} · 每个最大 {{size}} · 最多 {{files}} 个文件，共 {{total}}',
    uploaded: '已上传 {{done}} / {{total}} 个文件',
    bytes: '文件夹共 {{size}}',
    skipped: '已跳过非 NFT 内容文件（{{count}}）：{{names}}',
    duplicate: '有两个文件都名为 {{name}}；请重命名其中一个后重新选择文件夹。',
    clear: '清空文件夹',
    waitUploads: '请等待文件夹中的所有文件上传完成。',
    failedUploads: '{{count}} 个文件上传失败：请重试或取消。',
  },
  pick: { info: '选择 XLSX 文件', metadata: '选择 JSON 文件', remove: '移除 {{name}}' },
  submit: '验证文件',
  verifying: { title: '正在检查每一行…', checked: '已检查行数：{{count}}' },
  creating: { title: '正在创建 NFT…', progress: '已完成 {{done}} / {{total}} 行' },
  stillWorking: '仍在处理中。大文件可能需要几分钟：您可以离开此页面，稍后再回到 /multiple。',
  verificationFailed: {
    title: '验证失败',
    rows: '{{rows}} 行中有 {{invalid}} 行存在错误。请在文件中修正后重新验证，或立即创建 {{valid}} 个有效行。',
    none: '没有可创建的行。请修正文件后重新验证。',
  },
  verified: { title: '验证成功', text: '可创建的行数：{{count}}。' },
  success: {
    title: '已全部创建（{{count}} 个 NFT）',
    text: '它们正在链上铸造；可在“已创建的 NFT”中查看。',
  },
  partialSuccess: {
    title: '部分成功',
    text: '已创建 NFT：{{created}} 个。未创建的行：{{refused}} 行；报告列出了这些行及原因。',
  },
  failed: { title: '创建失败', text: '没有创建任何 NFT。' },
  actions: {
    confirm: '创建 NFT（{{count}} 个）',
    createValid: '创建有效行（{{count}} 个）',
    report: '下载错误报告',
    startAgain: '重新开始',
    viewNfts: '查看已创建的 NFT',
    createMore: '继续创建',
  },
  errors: {
    caption: '有错误的行',
    line: '行号',
    name: '名称',
    file: '文件名',
    reasons: '错误',
    failedState: '未创建',
  },
};
