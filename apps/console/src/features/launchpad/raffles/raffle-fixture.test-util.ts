import type { Raffle, RaffleDetail } from '@mintfront/domain';

/** A raffle as the server answers it (docs/api.md "Raffles"), with what a test changes. */
export function raffle(over: Partial<Raffle> = {}): Raffle {
  return {
    id: 1,
    name: 'Lucky draw',
    preview: 'uploads/1/p.png',
    preview_url: '/files/uploads/1/p.png',
    description: null,
    nft_ids: [12],
    start_date: '2026-11-01T10:00:00.000Z',
    end_date: '2026-11-02T10:00:00.000Z',
    winners: 2,
    white_id: null,
    holding: null,
    status: 'Live',
    state: 'open',
    contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    prize_contract: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    commitment: `0x${'ab'.repeat(32)}`,
    seed: null,
    close_block_hash: null,
    entries: 0,
    created_at: '2026-10-31T09:00:00.000Z',
    ...over,
  };
}

export function raffleDetail(over: Partial<RaffleDetail> = {}): RaffleDetail {
  return { ...raffle(over), entrants: [], winner_list: [], ...over };
}
