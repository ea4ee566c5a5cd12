import type { settings as en } from '../en/settings.ts';
import type { Translation } from '../types.ts';

export const settings: Translation<typeof en> = {
  general: {
    title: '通用设置',
    languageTitle: '语言',
    languageText: '控制台语言保存在您的账户中。',
    tutorialTitle: '提示',
    tutorialText: '首次进入某个页面时，提示会介绍如何使用。',
    tips: {
      welcome: '欢迎导览',
      storeHome: '店铺首页',
      nftCreate: '创建 NFT',
      sellOrder: '出售 NFT',
    },
    tipDone: '已完成',
    tipOpen: '未完成',
    markDone: '将“{{tip}}”标记为已完成',
    closeTitle: '关闭店铺',
    closeText: '关闭后店铺将被隐藏。90 天内可使用登录密码重新开启，超过 90 天将永久关闭。',
    closeSubmit: '关闭店铺',
    closeConfirm: '确定关闭 {{name}}？',
    closed: '店铺已关闭。',
    ownerOnly: '只有店主可以关闭店铺。',
  },
  account: {
    title: '我的账户',
    back: '返回店铺首页',
    userInfo: '个人资料',
    accountInfo: '账户信息',
    password: '修改密码',
    social: '社交链接',
    socialNames: {
      twitter: 'X (Twitter)',
      instagram: 'Instagram',
      discord: 'Discord',
      website: '网站',
    },
    passwordChanged: '密码已修改，您的其他登录会话已退出。',
    email: '邮箱：{{email}}',
  },
};
