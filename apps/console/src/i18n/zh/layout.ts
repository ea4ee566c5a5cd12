import type { layout as en } from '../en/layout.ts';
import type { Translation } from '../types.ts';

export const layout: Translation<typeof en> = {
  mainNav: '主导航',
  menu: {
    home: '首页',
    nft: 'NFT',
    createdNfts: '已创建的 NFT',
    mysteryBoxes: '盲盒',
    importNft: '导入 NFT',
    collections: '合集',
    sellOrders: '订单',
    sellOrderList: '订单列表',
    offers: '出价',
    timing: '限时销售',
    createSellOrder: '创建订单',
    createMultipleSellOrders: '批量订单',
    discounts: '折扣',
    settings: '设置',
    settingsGeneral: '通用',
    settingsCategory: '分类',
    settingsPayoutGroup: '分账组',
    settingsToken: '支付代币',
    settingsTeam: '团队',
    settingsWhiteList: '白名单',
  },
  userMenu: '账户菜单',
  myAccount: '我的账户',
  switchStore: '切换店铺',
  logout: '退出登录',
  storeFallback: '未选择店铺',
  languageSwitch: '切换语言',
};
