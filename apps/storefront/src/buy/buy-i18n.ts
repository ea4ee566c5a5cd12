import { fillText, text, type TextKey } from '../i18n.ts';
import { useView } from '../view-context.ts';

// The texts of the wallet and payment code: shipped with that lazily loaded code, not with every page.
const en = {
  increment: 'Each bid at least {rate}% above the standing one',
  discountCode: 'Discount code (optional)',
  bidAmount: 'Your bid ({symbol})',
  offerAmount: 'Your offer ({symbol})',
  shipping: 'Physical item',
  shippingName: 'Recipient name',
  shippingAddress: 'Shipping address',
  shippingMessage: 'Message to the seller',
  shippingDecline: 'I do not want the physical item',
  shippingRequired: 'Enter a shipping address, or say you do not want the item.',
  connectWallet: 'Connect wallet',
  noWallet: 'No wallet found. Install a browser wallet such as MetaMask.',
  signedInAs: 'Signed in as {wallet}',
  signOut: 'Sign out',
  wrongNetwork: 'Your wallet is on another network. Switch to {chain}.',
  switchNetwork: 'Switch network',
  stepConnect: 'Connect your wallet…',
  stepSignIn: 'Sign the sign-in message in your wallet…',
  stepNetwork: 'Switch the network in your wallet…',
  stepReserve: 'Reserving your order…',
  stepApprove: 'Approve the payment token in your wallet…',
  stepSend: 'Confirm the payment in your wallet…',
  stepMined: 'Waiting for the transaction…',
  stepConfirm: 'Waiting for the store to confirm your order…',
  bought: 'Your order is confirmed.',
  bidPlaced: 'Your bid is placed.',
  orderFailed: 'The order failed.',
  rejected: 'You cancelled in your wallet.',
  reverted: 'The transaction failed on chain.',
  stillWaiting: 'Still waiting for confirmation. See My orders later.',
  somethingWrong: 'Something went wrong. Try again.',
  noOrders: 'No orders yet.',
  ordersSignIn: 'Connect your wallet to see your orders.',
  order: 'Order',
  nft: 'NFT',
  total: 'Total',
  status: 'Status',
  date: 'Date',
  transaction: 'Transaction',
  orderState_pending: 'Pending',
  orderState_confirmed: 'Confirmed',
  orderState_failed: 'Failed',
  orderState_expired: 'Expired',
  orderState_cancelled: 'Cancelled',
  credit: 'You have {amount} {symbol} to withdraw.',
  withdraw: 'Withdraw',
  withdrawn: 'Withdrawn to your wallet.',
};
type BuyTexts = typeof en;

const zh: BuyTexts = {
  increment: '每次出价至少比当前最高价高 {rate}%',
  discountCode: '折扣码（可选）',
  bidAmount: '您的出价（{symbol}）',
  offerAmount: '您的报价（{symbol}）',
  shipping: '实物商品',
  shippingName: '收件人',
  shippingAddress: '收货地址',
  shippingMessage: '给卖家的留言',
  shippingDecline: '我不需要实物',
  shippingRequired: '请填写收货地址，或选择不需要实物。',
  connectWallet: '连接钱包',
  noWallet: '未检测到钱包，请安装浏览器钱包（如 MetaMask）。',
  signedInAs: '已登录：{wallet}',
  signOut: '退出',
  wrongNetwork: '钱包当前在其他网络，请切换到 {chain}。',
  switchNetwork: '切换网络',
  stepConnect: '请连接钱包…',
  stepSignIn: '请在钱包中签署登录消息…',
  stepNetwork: '请在钱包中切换网络…',
  stepReserve: '正在预留订单…',
  stepApprove: '请在钱包中授权支付代币…',
  stepSend: '请在钱包中确认付款…',
  stepMined: '等待交易上链…',
  stepConfirm: '等待商店确认订单…',
  bought: '订单已确认。',
  bidPlaced: '出价成功。',
  orderFailed: '订单失败。',
  rejected: '您已在钱包中取消。',
  reverted: '交易在链上失败。',
  stillWaiting: '仍在等待确认，请稍后在“我的订单”中查看。',
  somethingWrong: '出错了，请重试。',
  noOrders: '暂无订单。',
  ordersSignIn: '连接钱包以查看您的订单。',
  order: '订单',
  nft: 'NFT',
  total: '合计',
  status: '状态',
  date: '时间',
  transaction: '交易',
  orderState_pending: '处理中',
  orderState_confirmed: '已确认',
  orderState_failed: '失败',
  orderState_expired: '已过期',
  orderState_cancelled: '已取消',
  credit: '您有 {amount} {symbol} 可提取。',
  withdraw: '提取',
  withdrawn: '已提取到您的钱包。',
};

const BUY_TEXTS = { en, zh } as const;
export type BuyTextKey = keyof BuyTexts;

/** t('key') in the store's language, for the buying texts and the storefront's own. */
export function useBuyText(): (
  key: BuyTextKey | TextKey,
  values?: Record<string, string | number>,
) => string {
  const { store } = useView();
  const lang = store.language;
  return (key, values) =>
    key in BUY_TEXTS[lang]
      ? fillText(BUY_TEXTS[lang][key as BuyTextKey], values)
      : text(lang, key as TextKey, values);
}
