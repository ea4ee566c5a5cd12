import { z } from 'zod';
import { digitsError, digitsToNumber, pagingQuery, type ListPage } from './common.ts';
import {
  launchpadDate,
  launchpadDescription,
  launchpadName,
  launchpadNftIds,
  launchpadPreview,
  launchpadWindow,
  type EventStatus,
} from './launchpad-common.ts';
import { optionalId, type WalletTx } from './sales.ts';
import { walletAddress } from './wallets.ts';

// Raffles (spec doc 2 §2 Raffle / CreateRaffle / RaffleDetail; issue 21; API.md "Launchpad": paths ours).

/** MintfrontRaffle.MAX_WINNERS: a draw stays well inside a block. */
export const RAFFLE_WINNERS_MAX = 1000;

/** Only wallets holding at least `min_balance` of `contract` (ERC-20 or ERC-721 balanceOf) may enter. */
export const raffleHolding = z.object(
  {
    contract: walletAddress,
    min_balance: z.coerce
      .number({ error: 'number' })
      .int({ error: 'saleQuantity' })
      .min(1, { error: 'saleQuantity' })
      .max(1_000_000_000, { error: 'saleQuantity' }),
  },
  { error: 'invalid' },
);

/** POST /api/raffles. */
export const raffleCreateBody = launchpadWindow(
  z.object({
    name: launchpadName('raffleName'),
    preview: launchpadPreview,
    description: launchpadDescription,
    nft_ids: launchpadNftIds('raffleNft'),
    start_date: launchpadDate,
    end_date: launchpadDate,
    // Missing is "required" (a form's empty field), not a number below 1.
    winners: z.preprocess(
      digitsToNumber,
      z
        .number({ error: digitsError })
        .int({ error: 'saleQuantity' })
        .min(1, { error: 'saleQuantity' })
        .max(RAFFLE_WINNERS_MAX, { error: 'raffleWinnersMax' }),
    ),
    white_id: optionalId,
    holding: raffleHolding.optional(),
  }),
);
export type RaffleCreateBody = z.infer<typeof raffleCreateBody>;
export type RaffleCreateInput = z.input<typeof raffleCreateBody>;

export const rafflesQuery = pagingQuery;

/**
 * Where the raffle is on chain: `deploying` until its contract is mined; `open` (entries by the
 * window); `drawing` once the draw was asked; `drawn`; `cancelling`, `cancelled`; `failed` when
 * its deployment failed.
 */
export const RAFFLE_STATES = [
  'deploying',
  'open',
  'drawing',
  'drawn',
  'cancelling',
  'cancelled',
  'failed',
] as const;
export type RaffleState = (typeof RAFFLE_STATES)[number];

/** A raffle as the console lists and shows it. */
export type Raffle = {
  id: number;
  name: string;
  preview: string;
  preview_url: string;
  description: string | null;
  nft_ids: number[];
  start_date: string;
  end_date: string;
  winners: number;
  white_id: number | null;
  holding: { contract: string; min_balance: number } | null;
  status: EventStatus;
  state: RaffleState;
  /** MintfrontRaffle and the prize collection its winners' tokens are minted by (null while deploying). */
  contract: string | null;
  prize_contract: string | null;
  /** keccak256(abi.encode(seed)), published from creation. */
  commitment: string;
  /** The seed, once the draw revealed it on chain. */
  seed: string | null;
  /** The hash of the block the entries closed in, with the seed the winners' source. */
  close_block_hash: string | null;
  entries: number;
  created_at: string;
};

/** GET /api/raffles/{id}: the raffle with its entries and winners. */
export type RaffleDetail = Raffle & {
  entrants: { wallet: string; entered_at: string; won: boolean; claimed: boolean }[];
  winner_list: string[];
};

/** GET /api/store/{subdomain}/raffles/{id}: what a buyer sees, with their own result when signed in. */
export type StoreRaffle = Omit<Raffle, 'white_id' | 'state'> & {
  drawn: boolean;
  winner_list: string[];
  /** null: not signed in. */
  mine: { entered: boolean; won: boolean; claimed: boolean } | null;
};

/** A transaction for the buyer's wallet: enter the raffle, or claim the prize. */
export type RaffleTxAnswer = { tx: WalletTx };

/** GET /api/income/raffle (spec doc 2 §7 "Revenue"): paged like every list. */
export const raffleIncomeQuery = pagingQuery;

/**
 * One raffle's line of the raffle income report (docs/decisions.md "Raffle income"). Amounts are
 * in the chain's smallest unit of `currency` (wei for the EVM coins), as decimal text.
 */
export type RaffleIncome = {
  id: number;
  name: string;
  status: EventStatus;
  state: RaffleState;
  start_date: string;
  end_date: string;
  currency: string;
  /** What one entry costs (refunded to losers and, when cancelled, to every entrant). */
  entry_fee: string;
  entries: number;
  /** Winners drawn (0 before the draw and for a cancelled raffle). */
  winners_drawn: number;
  /** Prizes the winners took. */
  claimed: number;
  /** The winners' fees: the payees' proceeds. */
  income: string;
  /** Owed back to entrants: the losers' fees after a draw, every fee after a cancel. */
  refunds: string;
};

/** The report: one page of raffles, newest first, and the totals over all the store's raffles. */
export type RaffleIncomeReport = ListPage<RaffleIncome> & {
  totals: {
    raffles: number;
    entries: number;
    winners_drawn: number;
    claimed: number;
    income: string;
    refunds: string;
  };
};
