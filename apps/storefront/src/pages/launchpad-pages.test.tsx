// @jsxRuntime automatic
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoreAirdrop, StoreDropView, StoreRaffle } from '@mintfront/domain';
import { writeBuyerSession } from '../buy/buyer-token.ts';
import { viewIn } from '../buy/test-view.ts';
import { ViewContext } from '../view-context.ts';
import { AirdropPage } from './airdrop-page.tsx';
import { DropPage } from './drop-page.tsx';
import { RafflePage } from './raffle-page.tsx';

const WALLET = '0x00000000000000000000000000000000000000a1';
const OTHER = '0x00000000000000000000000000000000000000b2';

const phase = (extra: Partial<NonNullable<StoreDropView['currentPhase']>> = {}) => ({
  index: 0,
  name: 'Allowlist',
  price: '0.02',
  startAt: '2030-01-01T00:00:00.000Z',
  endAt: '2030-01-02T03:04:00.000Z',
  whiteId: 3,
  holding: null,
  claimLimit: 2,
  unlimited: false,
  bulkDiscounts: [],
  ...extra,
});

function drop(extra: Partial<StoreDropView> = {}): StoreDropView {
  return {
    id: 7,
    name: 'Genesis',
    description: 'First drop',
    placeholder: 'http://x.test/files/preview.png',
    revealed: false,
    art: [],
    status: 'Live',
    statusCode: 3,
    address: '0x00000000000000000000000000000000000000d7',
    currency: { symbol: 'ETH', decimals: 18 },
    currentPhase: phase(),
    nextPhase: phase({ index: 1, name: 'Public', whiteId: null, claimLimit: null }),
    price: '0.02',
    total: 6,
    claimed: 1,
    remaining: 5,
    openAt: '2030-02-01T00:00:00.000Z',
    ...extra,
  };
}

function airdrop(extra: Partial<StoreAirdrop> = {}): StoreAirdrop {
  return {
    id: 4,
    name: 'Gift',
    preview: 'p.png',
    preview_url: 'http://x.test/files/p.png',
    description: null,
    start_date: '2029-01-01T00:00:00.000Z',
    end_date: '2031-01-01T00:00:00.000Z',
    claim_limit: 1,
    material: null,
    status: 'Live',
    total: 3,
    claimed: 1,
    nfts: [],
    created_at: '2029-01-01T00:00:00.000Z',
    whitelisted_only: false,
    ...extra,
  };
}

function raffle(extra: Partial<StoreRaffle> = {}): StoreRaffle {
  return {
    id: 9,
    name: 'Lucky draw',
    preview: 'p.png',
    preview_url: 'http://x.test/files/p.png',
    description: null,
    nft_ids: [1],
    start_date: '2029-01-01T00:00:00.000Z',
    end_date: '2031-01-01T00:00:00.000Z',
    winners: 1,
    holding: null,
    status: 'Live',
    contract: '0x00000000000000000000000000000000000000c1',
    prize_contract: '0x00000000000000000000000000000000000000c2',
    commitment: `0x${'ab'.repeat(32)}`,
    seed: null,
    close_block_hash: null,
    entries: 2,
    created_at: '2029-01-01T00:00:00.000Z',
    drawn: false,
    winner_list: [],
    mine: null,
    ...extra,
  };
}

const inView = (node: React.ReactNode, language: 'en' | 'zh' = 'en') => (
  <ViewContext.Provider value={viewIn(language)}>{node}</ViewContext.Provider>
);
const show = (node: React.ReactNode, language: 'en' | 'zh' = 'en') =>
  render(inView(node, language));
const signIn = (wallet = WALLET) => writeBuyerSession('shop', { token: 't', uid: 1, wallet });

// The lazily loaded chunk, transformed once before the tests (a cold transform can outlast findBy's wait).
beforeAll(async () => {
  await import('../buy/launchpad-panel.tsx');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the drop page', () => {
  it('server-renders the open phase, price, wallet limit, what is left and the placeholder; the wallet code only in the browser', () => {
    const html = renderToString(inView(<DropPage drop={drop()} />));
    expect(html).toContain('<h1 id="drop-title">Genesis</h1>');
    expect(html).toContain('Allowlist');
    expect(html).toContain('0.02<!-- --> <!-- -->ETH');
    expect(html).toContain('5 of 6 left');
    expect(html).toContain('alt="Placeholder of Genesis until it is revealed"');
    expect(html).toContain('This phase is for wallets on its allow list only.');
    expect(html).toContain('Public<!-- --> · <!-- -->1 Jan 2030, 00:00 UTC');
    expect(html).toContain('Loading…');
    expect(html).not.toContain('Connect wallet');
  });

  it('shows the art of the first minted tokens once revealed on chain, instead of the placeholder', () => {
    const html = renderToString(
      inView(
        <DropPage
          drop={drop({
            placeholder: null,
            revealed: true,
            art: [
              { token_id: 1, title: 'Art 3', image_url: 'http://x.test/files/3.png' },
              { token_id: 2, title: 'Art 0', image_url: null },
            ],
          })}
        />,
      ),
    );
    expect(html).not.toContain('Placeholder of Genesis');
    expect(html).toContain('aria-label="Revealed art of the first tokens"');
    expect(html).toContain('src="http://x.test/files/3.png"');
    expect(html).toContain('#1 Art 3');
    expect(html).toContain('#2 Art 0');
  });

  it('mints up to the wallet limit and what is left, with the bulk discount in the total', async () => {
    show(
      <DropPage
        drop={drop({
          currentPhase: phase({
            whiteId: null,
            claimLimit: null,
            bulkDiscounts: [{ quantity: 3, percent: 10 }],
          }),
          remaining: 4,
          revealed: true,
          placeholder: null,
        })}
      />,
    );
    const quantity = await screen.findByLabelText('Quantity');
    expect(quantity).toHaveAttribute('max', '4');
    expect(screen.getByText('Mint 3 or more: 10% off')).toBeInTheDocument();
    expect(screen.getByText('Total: 0.02 ETH')).toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: '3' } });
    expect(screen.getByText('Total: 0.054 ETH')).toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: '9' } });
    expect(quantity).toHaveValue(4);
    expect(screen.getByText('Unlimited')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    // Without a wallet in this browser the mint says so.
    fireEvent.click(screen.getByRole('button', { name: 'Mint' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No wallet found.');
  });

  it('disables the mint with the reason between phases and once everything is minted', async () => {
    show(<DropPage drop={drop({ currentPhase: null, status: 'Upcoming', price: null })} />);
    await screen.findByRole('button', { name: 'Connect wallet' });
    const mint = screen.getByRole('button', { name: 'Mint' });
    expect(mint).toBeDisabled();
    expect(mint).toHaveAccessibleDescription('No phase is open now.');
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
    cleanup();
    show(<DropPage drop={drop({ remaining: 0, claimed: 6 })} />);
    expect(screen.getByRole('button', { name: 'Mint' })).toHaveAccessibleDescription(
      'All tokens are minted.',
    );
  });
});

describe('the airdrop page', () => {
  it('claims during its window; ended or claimed out, the claim is off with the reason', async () => {
    show(<AirdropPage airdrop={airdrop({ whitelisted_only: true })} />);
    expect(screen.getByText('1 of 3 claimed')).toBeInTheDocument();
    expect(screen.getByText('Only for wallets on the whitelist')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Claim' })).toBeEnabled();
    cleanup();
    show(<AirdropPage airdrop={airdrop({ status: 'Ended' })} />);
    expect(screen.getByRole('button', { name: 'Claim' })).toHaveAccessibleDescription('Ended');
    cleanup();
    show(<AirdropPage airdrop={airdrop({ claimed: 3 })} />);
    expect(screen.getByRole('button', { name: 'Claim' })).toHaveAccessibleDescription(
      'Everything is claimed.',
    );
  });

  it('asks for the physical item: the address is required unless declined', async () => {
    show(
      <AirdropPage airdrop={airdrop({ material: { is_must: true, name: 'Poster', pics: [] } })} />,
    );
    const address = await screen.findByLabelText('Shipping address');
    expect(screen.getByRole('group', { name: 'Poster' })).toBeInTheDocument();
    // The form's own check (the browser stops a required field first; submitted here as if it had not).
    fireEvent.submit(screen.getByRole('button', { name: 'Claim' }).closest('form')!);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a shipping address, or say you do not want the item.',
    );
    fireEvent.click(screen.getByLabelText('I do not want the physical item'));
    expect(address).toBeDisabled();
  });
});

describe('the raffle page', () => {
  const actions = () => within(screen.getByTestId('raffle-action'));

  it('asks a visitor to connect, and offers the entry during the window', async () => {
    show(<RafflePage raffle={raffle()} />);
    expect(screen.getByText(`0x${'ab'.repeat(32)}`)).toBeInTheDocument();
    expect(await actions().findByRole('button', { name: 'Enter the raffle' })).toBeEnabled();
    expect(
      actions().getByText('Connect your wallet to enter or to see your result.'),
    ).toBeVisible();
  });

  it('tells an entrant the draw follows the end', async () => {
    signIn();
    show(<RafflePage raffle={raffle({ mine: { entered: true, won: false, claimed: false } })} />);
    expect(
      await actions().findByText('You have entered. The draw follows the end of the raffle.'),
    ).toBeInTheDocument();
    expect(actions().queryByRole('button', { name: 'Enter the raffle' })).toBeNull();
  });

  it('after the draw shows the winners and the seed; a winner claims, a loser is told', async () => {
    const drawn = {
      status: 'Ended' as const,
      drawn: true,
      seed: `0x${'cd'.repeat(32)}`,
      winner_list: [WALLET],
    };
    signIn();
    show(
      <RafflePage
        raffle={raffle({ ...drawn, mine: { entered: true, won: true, claimed: false } })}
      />,
    );
    expect(within(screen.getByTestId('raffle-winners')).getByText(WALLET)).toBeInTheDocument();
    expect(screen.getByText(drawn.seed)).toBeInTheDocument();
    expect(await actions().findByText('You won!')).toBeInTheDocument();
    expect(actions().getByRole('button', { name: 'Claim your prize' })).toBeEnabled();
    cleanup();
    signIn(OTHER);
    show(
      <RafflePage
        raffle={raffle({ ...drawn, mine: { entered: true, won: false, claimed: false } })}
      />,
    );
    expect(await actions().findByText('You were not drawn this time.')).toBeInTheDocument();
    expect(actions().queryByRole('button', { name: 'Claim your prize' })).toBeNull();
    cleanup();
    signIn();
    show(
      <RafflePage
        raffle={raffle({ ...drawn, mine: { entered: true, won: true, claimed: true } })}
      />,
    );
    expect(await actions().findByText('Your prize is claimed.')).toBeInTheDocument();
  });

  it('a cancelled raffle takes no entry', () => {
    show(<RafflePage raffle={raffle({ status: 'Cancelled' })} />);
    expect(screen.getByRole('button', { name: 'Enter the raffle' })).toHaveAccessibleDescription(
      'Cancelled',
    );
  });

  it('speaks Chinese in a Chinese store', async () => {
    show(<RafflePage raffle={raffle()} />, 'zh');
    expect(await actions().findByRole('button', { name: '参加抽奖' })).toBeEnabled();
    expect(screen.getByText('进行中')).toBeInTheDocument();
    cleanup();
    show(<DropPage drop={drop()} />, 'zh');
    expect(screen.getByText('剩余 5 / 6')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '铸造' })).toBeEnabled();
  });
});
