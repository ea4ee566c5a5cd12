import type { nftImport as en } from '../en/nft-import.ts';
import type { Translation } from '../types.ts';

export const nftImport: Translation<typeof en> = {
  title: '导入 NFT',
  intro:
    '将链上已存在的代币导入您的店铺。选择一个已导入的合集并输入代币编号：每个代币都会成为店铺中未上架的 NFT，名称、描述、图片和属性取自其元数据，之后即可上架出售。不会进行任何铸造。',
  back: '返回 NFT 列表',
  fields: { collection: '合集', tokenIds: '代币编号', category: '分类', rank: '稀有度' },
  help: {
    collection: '仅列出已导入本店铺的合集。',
    tokenIds: '一个编号、一组编号（1, 5, 9）或一个范围（10-20）；每次最多 {{max}} 个。',
    category: '导入的 NFT 将使用这些分类；之后可在每个 NFT 上修改。',
  },
  placeholders: {
    collection: '请选择已导入的合集',
    tokenIds: '例如 1, 5, 10-20',
    category: '请选择分类',
  },
  noCollection: '本店铺尚未导入任何合集。',
  importCollection: '导入合集',
  noCategory: '本店铺还没有分类。',
  addCategories: '添加分类',
  submit: '导入',
  progress: '正在读取链上代币：{{done}} / {{total}}',
  stop: '停止',
  stopping: '读取完当前代币后停止…',
  result: {
    done: '导入完成',
    stopped: '已在读取 {{done}} / {{total}} 个代币后停止导入',
    failed: '导入在 {{done}} / {{total}} 个代币后中断：{{error}}',
    imported: '已导入：{{count}}',
    refused: '未导入：{{count}}',
    tokenId: '代币编号',
    reason: '原因',
    title: 'NFT',
  },
  viewList: '在 NFT 列表中查看',
  again: '继续导入代币',
};
