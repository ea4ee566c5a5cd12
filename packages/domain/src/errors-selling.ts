import type { ErrorEntry } from './error-entry.ts';

/** Selling's business errors (spec doc 2 §8, API.md "Selling"); part of ERRORS (errors.ts). */
export const SELLING_ERRORS = {
  E45: { code: 41045, en: 'Insufficient balance', zh: '余额不足' },
  E48: {
    code: 41048,
    en: "Offer cannot be accepted as buyer's balance is insufficient",
    zh: '买家余额不足，无法接受该出价',
  },
  E62: { code: 41062, en: 'Cancel sell order failed', zh: '取消订单失败' },
  E63: { code: 41063, en: 'Token not supported', zh: '不支持该代币' },
  E67: { code: 41067, en: 'Exchange rate not found', zh: '未找到汇率' },
  E86: { code: 41086, en: 'NFT already on sale', zh: 'NFT 已在售' },
  E103: { code: 41103, en: 'N1 rate updated, reload', zh: 'N1 汇率已更新，请刷新' },
  E144: { code: 41144, en: 'Sell order creation failed', zh: '订单创建失败' },
  E145: { code: 41145, en: 'Price under 3 ADA', zh: '价格低于 3 ADA' },
  E147: { code: 41147, en: 'Cancel sell order failed: {reason}', zh: '取消订单失败：{reason}' },
  E153: { code: 41153, en: 'Set collateral in the wallet', zh: '请在钱包中设置抵押品' },
  SALE_CANCEL_OWN_ONLY: {
    code: 40130,
    en: 'You can cancel only the sell orders you created',
    zh: '只能取消自己创建的订单',
  },
  MARKET_APPROVAL_REQUIRED: {
    code: 40131,
    en: 'The store wallet must approve the market once: send the transaction in data, then try again',
    zh: '店铺钱包需先授权市场合约：请发送 data 中的交易后重试',
  },
  SALE_NOT_AVAILABLE: {
    code: 40132,
    en: 'This sell order is invalid or not on sale now',
    zh: '该订单无效或当前不在售',
  },
  SALE_QUANTITY_LEFT: {
    code: 40133,
    en: 'Only {left} left for sale',
    zh: '仅剩 {left} 件可售',
  },
  NOT_WHITELISTED: {
    code: 40134,
    en: 'Your wallet is not on the whitelist of this sale',
    zh: '您的钱包不在该销售的白名单中',
  },
  DISCOUNT_INVALID: {
    code: 40135,
    en: 'This discount code is not valid for this sale',
    zh: '该折扣码不适用于此订单',
  },
  E80: { code: 41080, en: 'Code fully redeemed', zh: '折扣码已被兑完' },
  DISCOUNT_USED: { code: 40136, en: 'Discount code already used', zh: '折扣码已使用' },
  BUYER_WALLET_REQUIRED: {
    code: 40137,
    en: 'Sign in with a wallet to buy',
    zh: '请使用钱包登录后购买',
  },
  MARKET_UNAVAILABLE: {
    code: 40138,
    en: "This store's chain has no market contract: set MARKET_ADDRESS for it",
    zh: '该店铺所在链没有市场合约',
  },
  OFFER_NOT_OPEN: {
    code: 40139,
    en: 'Only open offers can be accepted',
    zh: '只能接受进行中的出价',
  },
  SALE_BULK_FILE_INVALID: {
    code: 40141,
    en: 'The sell order file must be an XLSX workbook whose first row names the fields, goods_id among them: {reason}',
    zh: '订单文件须为 XLSX 工作簿，首行为字段名且包含 goods_id：{reason}',
  },
  SALE_BULK_IMPORTED: {
    code: 40142,
    en: 'This file was already imported',
    zh: '该文件已导入',
  },
  ORDER_NOT_CANCELLABLE: {
    code: 40143,
    en: 'This order is already paid on the chain and cannot be cancelled',
    zh: '该订单已在链上支付，无法取消',
  },
  SALE_WALLET_LIMIT: {
    code: 40140,
    en: 'One wallet can buy at most {max} of this sell order; {left} left for yours',
    zh: '每个钱包最多可购买该订单 {max} 件；您的钱包还可购买 {left} 件',
  },
} as const satisfies Record<string, ErrorEntry>;
