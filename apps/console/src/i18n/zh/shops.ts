import type { shops as en } from '../en/shops.ts';
import type { Translation } from '../types.ts';

export const shops: Translation<typeof en> = {
  fields: { name: '店铺名称', chain: '区块链', subdomain: '子域名', password: '登录密码' },
  store: {
    title: '创建您的店铺',
    submit: '创建店铺',
    subdomainHint: '您的店铺地址为 {{host}}。',
    testnet: '测试网',
  },
  select: {
    title: '选择店铺',
    owned: '我的店铺',
    joined: '加入的店铺',
    closed: '已关闭的店铺',
    create: '创建店铺',
    empty: '这里还没有店铺。',
    enter: '进入 {{name}}',
    closedAt: '关闭于 {{date}}',
    reopen: '重新开启',
    owner: '店主：{{name}}',
  },
  open: {
    title: '重新开启店铺',
    text: '店铺关闭后 90 天内，可使用登录密码重新开启。',
    submit: '重新开启店铺',
    missing: '未选择店铺，请从店铺列表中选择已关闭的店铺。',
    backToList: '返回店铺列表',
  },
  success: {
    title: '您的店铺已就绪',
    text: '店铺已创建，请前往店铺首页完成设置。',
    goHome: '前往店铺首页',
  },
  // issue 22: chains this server can reach, rules shown before typing.
  chains: {
    hint: '只能选择本服务器可以部署和铸造的区块链。',
    unavailable: '{{name}}：不可用，{{reason}}',
    noRpc: '本服务器没有该链的 RPC 地址（设置项 {{setting}}）',
    noOperator: '本服务器没有用于部署和铸造的密钥（设置项 {{setting}}）',
    notEvm: '本服务器暂不支持在该链上运行店铺',
    bannerTitle: '此店铺位于 {{chain}}，本服务器无法连接该链',
    bannerText:
      '在服务器完成相应设置之前，无法部署合集，也无法铸造或出售 NFT；请联系运行本服务器的人员。原因：{{reason}}。',
  },
  hints: {
    storeName: '4 到 60 个字符，仅限字母和数字（不含空格），且不能与密码相同。',
  },
};
