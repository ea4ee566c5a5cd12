import type {
  AirdropClaimAnswer,
  ClaimAnswer,
  RaffleTxAnswer,
  StoreDropView,
  StoreRaffle,
} from '@mintfront/domain';
import {
  pay,
  settledOrder,
  signedCall,
  storePath,
  waitFor,
  type Step,
  type Store,
} from './buy-flow.ts';
import { apiCall, type BuyerOrder, type CheckoutRequest } from './store-api.ts';

// The launchpad's buyer calls (API.md "Storefront (buyer) calls"; issue 21), through the wallet
// flow of buying: sign in, the server's transaction sent by the wallet, then the store's word.

export const dropOf = (store: Store, id: number) =>
  apiCall<StoreDropView>(store.lang, 'GET', storePath(store, `/drop/${id}`));

/**
 * Mints `quantity` tokens of the drop in the phase shown (the server answers the mint with the
 * wallet's allowlist proof when the phase has one), then waits until the store counts them.
 */
export async function mintDrop(
  store: Store,
  drop: StoreDropView,
  quantity: number,
  onStep: (s: Step) => void,
  pollMs = 1500,
): Promise<StoreDropView> {
  const { r, answer } = await signedCall(store, onStep, (r) => {
    onStep('reserve');
    return apiCall<ClaimAnswer>(store.lang, 'POST', storePath(store, '/claims'), r.session.token, {
      drop_id: drop.id,
      quantity,
      phase: drop.currentPhase?.index,
    });
  });
  await pay(r, answer, onStep);
  onStep('confirm');
  return waitFor(async () => {
    const now = await dropOf(store, drop.id);
    return now.claimed >= drop.claimed + quantity ? now : null;
  }, pollMs);
}

/** Claims one copy of the airdrop (a purchase at price 0 the market settles): the order once settled. */
export async function claimAirdrop(
  store: Store,
  airdropId: number,
  material: CheckoutRequest['material'],
  onStep: (s: Step) => void,
  pollMs = 1500,
): Promise<BuyerOrder> {
  const { r, answer } = await signedCall(store, onStep, (r) => {
    onStep('reserve');
    return apiCall<AirdropClaimAnswer>(
      store.lang,
      'POST',
      storePath(store, '/claims'),
      r.session.token,
      { airdrop_id: airdropId, quantity: 1, ...(material ? { material } : {}) },
    );
  });
  await pay(r, answer, onStep);
  onStep('confirm');
  return settledOrder(store, r.session.token, answer.claim_id, pollMs);
}

/** The raffle with the signed-in buyer's own result. */
export const raffleOf = (store: Store, id: number, token: string | null) =>
  apiCall<StoreRaffle>(store.lang, 'GET', storePath(store, `/raffles/${id}`), token);

/**
 * Enters the raffle (`what` 'entries') or claims its prize ('claim'): the server's transaction,
 * sent by the wallet, then the raffle once the store has seen it on chain.
 */
export async function raffleTx(
  store: Store,
  id: number,
  what: 'entries' | 'claim',
  onStep: (s: Step) => void,
  pollMs = 1500,
): Promise<StoreRaffle> {
  const { r, answer } = await signedCall(store, onStep, (r) => {
    onStep('reserve');
    return apiCall<RaffleTxAnswer>(
      store.lang,
      'POST',
      storePath(store, `/raffles/${id}/${what}`),
      r.session.token,
    );
  });
  await pay(r, answer, onStep);
  onStep('confirm');
  return waitFor(async () => {
    const now = await raffleOf(store, id, r.session.token);
    const mine = now.mine;
    return (what === 'entries' ? mine?.entered : mine?.claimed) ? now : null;
  }, pollMs);
}
