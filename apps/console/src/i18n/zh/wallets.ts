import type { wallets as en } from '../en/wallets.ts';
import type { Translation } from '../types.ts';

export const wallets: Translation<typeof en> = {
  connect: {
    title: '连接钱包',
    intro: '请选择要使用的浏览器钱包。',
    searching: '正在查找钱包…',
    signIn: '使用钱包登录',
    signing: '请在钱包中确认签名',
    rejected: '已在钱包中取消该请求。',
    walletConnect: 'WalletConnect',
    walletConnectScan: '请用钱包应用扫描此二维码进行连接。',
  },
  network: {
    wrongTitle: '网络错误',
    wrong: '钱包当前处于其他网络，请切换到 {{chain}} 后继续。',
    unsupportedTitle: '不支持的网络',
    unsupported: '钱包当前所在的网络不受 Mintfront 支持，请切换到支持的网络。',
    switch: '切换网络',
    cancel: '取消',
  },
  bind: {
    title: '店铺钱包',
    text: '新合集合约的所有者钱包。请用它签名一条消息，以证明该钱包属于您。',
    bound: '已绑定钱包',
    none: '尚未绑定钱包。',
    submit: '绑定钱包',
    rebind: '绑定其他钱包',
    done: '钱包已绑定',
    ownerOnly: '只有店铺所有者可以绑定店铺钱包。',
  },
  account: {
    wrongAddress: '钱包地址与本店铺绑定的地址不一致。',
    wrongAccount: '钱包中选中的是其他账户，请选择 {{address}} 后重试。',
    wrongAddressTitle: '钱包地址错误',
    wrongAccountTitle: '账户错误',
    switchTo: '请在钱包中选择 {{address}} 后继续。',
    logout: '退出登录',
    connected: '已连接钱包',
  },
};
