import { OWNER_ALLOWS, type SaleDetail } from '@mintfront/domain';
import { fakeApi, ok, page, type Answer, type SentRequest } from '../../test/fake-api.ts';
import { nft } from '../nfts/components/fake-nft-api.test-util.ts';

// The server's answers to the selling screens in component tests; the server's own rules are
// tested against the real server.

export const STORE_WALLET = '0x1111111111111111111111111111111111111111';
/** The current user's minted NFTs (uid 1): an ERC-721 and an ERC-1155 with 5 copies. */
export const SUN = nft({ id: 11, title: 'Sun', type: 1, copies: 1, total_minted: 1 });
export const MOON = nft({ id: 12, title: 'Moon', type: 2, copies: 5, total_minted: 5 });
export const BOX = nft({
  id: 40,
  title: 'Lucky box',
  type: 4 as never,
  copies: 20,
  total_minted: 20,
});

export const sale = (over: Partial<SaleDetail> = {}): SaleDetail => ({
  id: 1,
  goodInfo: { id: 12, title: 'Moon', type: 2 },
  type: 1,
  quantity: 3,
  surplus: 2,
  soldNum: 1,
  status: 'Active',
  statusCode: 1,
  price: '0.5',
  serviceCharge: 0,
  currencyInfo: { id: null, symbol: 'ETH' },
  paymentInfo: null,
  discountInfo: null,
  whiteInfo: null,
  startAt: '2026-01-01T00:00:00.000Z',
  endAt: null,
  minimumPrice: null,
  closingAt: null,
  userInfo: { id: 1, name: 'me' },
  ...over,
});

type Options = { isOwner?: boolean; allows?: number; chain?: string };

/**
 * Signs in as user 1 of shop 9 and answers the pickers (NFTs, Active tokens, payout groups,
 * whitelists, discount codes) and the shop; `answer` decides the rest.
 */
export function fakeSalesApi(
  answer: (request: SentRequest, url: URL) => Answer | undefined = () => undefined,
  options: Options = {},
) {
  const { isOwner = true, allows = OWNER_ALLOWS, chain = 'local' } = options;
  return fakeApi((request) => {
    const url = new URL(request.url, 'http://console.test');
    const own = answer(request, url);
    if (own) return own;
    if (request.method !== 'GET') return undefined;
    switch (url.pathname) {
      case '/api/shop/info':
        return ok({ id: 9, chain, isOwner, allows, storeOwnerWallet: STORE_WALLET });
      case '/api/tokens':
        return page(url.searchParams.get('types') === '4' ? [BOX] : [SUN, MOON]);
      case '/api/currencys':
        return page([{ id: 5, symbol: 'USDC', name: 'USD Coin', status: 2 }]);
      case '/api/payment/groups':
        return page([{ id: 7, name: 'Band', isDefault: false, payees: [] }]);
      case '/api/whites':
        return page([{ id: 8, name: 'VIP', num: 3 }]);
      case '/api/discounts':
        return page([
          { id: 3, code: 'SPRING', value: '10.00', state: 1 },
          { id: 4, code: 'OLD', value: '5.00', state: 3 },
        ]);
      case '/api/offer/unread':
        return ok({ count: 0 });
      default:
        return undefined;
    }
  });
}
