import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NFT_STATUS, type NftDetail } from '@mintfront/domain';
import { queryKeys } from '../../api/query-keys.ts';
import { renderRoutes } from '../../test/render.tsx';
import { WithToasts, mockApi, nft, type Call, type Handler } from './nft-api.test-util.tsx';
import NftDetailPage from './nft-detail.tsx';

// antd tables and selects render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 45_000 });
afterEach(() => vi.restoreAllMocks());

const ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const detailCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/tokens/7');

function render(
  answer: (n: number) => NftDetail,
  options: { isOwner?: boolean; at?: string; handler?: Handler } = {},
) {
  let asked = 0;
  const calls = mockApi({
    isOwner: options.isOwner,
    handler: (c) => {
      if (c.method === 'GET' && c.url.pathname === '/api/tokens/7')
        return { data: answer(++asked) };
      return options.handler?.(c);
    },
  });
  const view = renderRoutes(
    [
      {
        path: '/specifics',
        element: (
          <WithToasts>
            <NftDetailPage />
          </WithToasts>
        ),
      },
      {
        path: '/NFT/CreatedNFT',
        element: (
          <WithToasts>
            <p>nft list</p>
          </WithToasts>
        ),
      },
      {
        path: '/NFT/MysteryBox',
        element: (
          <WithToasts>
            <p>box list</p>
          </WithToasts>
        ),
      },
    ],
    { at: options.at ?? '/specifics?id=7' },
  );
  return { calls, ...view };
}

describe('/specifics: spec doc 1 §4 mint polling', () => {
  it('asks every second while Minting, shows the progress, then stops once minted', async () => {
    const minted = nft(7, {
      status: NFT_STATUS.offSale,
      total_minted: 10,
      token_id: '7',
      contract_address: ADDRESS,
      tx_hash: '0xabc',
      chain: { minted: 10, owned: 10 },
    });
    const { calls } = render((n) => (n < 2 ? nft(7, { status: NFT_STATUS.minting }) : minted));
    expect(await screen.findByTestId('nft-minting')).toHaveTextContent('Minted 0 of 10');
    expect(screen.getByTestId('nft-status')).toHaveTextContent('Minting');

    await waitFor(() => expect(screen.getByTestId('nft-status')).toHaveTextContent('Off Sale'), {
      timeout: 6000,
    });
    expect(screen.queryByTestId('nft-minting')).not.toBeInTheDocument();
    expect(screen.getByTestId('nft-minted')).toHaveTextContent('10 / 10');
    expect(screen.getByTestId('nft-tx')).toHaveTextContent('0xabc');
    const asked = detailCalls(calls).length;
    expect(asked).toBe(2);
    await new Promise((r) => setTimeout(r, 2500));
    expect(detailCalls(calls)).toHaveLength(asked);
  });

  it('does not poll an NFT that is not Minting, and shows a failed mint with its reason', async () => {
    const { calls } = render(() =>
      nft(7, { status: NFT_STATUS.mintFailed, reason: 'E65: rejected by the smart contract' }),
    );
    expect(await screen.findByTestId('nft-reason')).toHaveTextContent(
      'E65: rejected by the smart contract',
    );
    expect(screen.getByTestId('nft-status')).toHaveTextContent('Mint failed');
    await new Promise((r) => setTimeout(r, 1500));
    expect(detailCalls(calls)).toHaveLength(1);
  });
});

describe('/specifics: the chain facts', () => {
  it('says the chain cannot be read, not "not minted", when the server could not read it', async () => {
    render(() =>
      nft(7, {
        status: NFT_STATUS.offSale,
        total_minted: 3,
        copies: 3,
        token_id: '7',
        contract_address: ADDRESS,
        chain: null,
        chain_unavailable: true,
      }),
    );
    expect(await screen.findByTestId('nft-owned')).toHaveTextContent(
      'The chain cannot be read right now',
    );
    expect(screen.getByTestId('nft-minted')).toHaveTextContent('3 / 3');
  });

  it('says the chain is catching up, not that it cannot be read, while the records wait for confirmations', async () => {
    render(() =>
      nft(7, {
        status: NFT_STATUS.offSale,
        total_minted: 3,
        copies: 3,
        token_id: '7',
        contract_address: ADDRESS,
        chain: { minted: 0, owned: 0 },
        chain_unavailable: true,
        chain_unavailable_reason: 'catching_up',
      }),
    );
    expect(await screen.findByTestId('nft-chain-note')).toHaveTextContent(
      'The chain is catching up; try again in a few seconds',
    );
    expect(screen.queryByText('The chain cannot be read right now')).not.toBeInTheDocument();
    expect(screen.getByTestId('nft-owned')).toHaveTextContent('0');
  });

  it('says the recorded figures may be behind when the chain is unreachable', async () => {
    render(() =>
      nft(7, {
        status: NFT_STATUS.offSale,
        total_minted: 3,
        copies: 3,
        token_id: '7',
        contract_address: ADDRESS,
        chain: { minted: 3, owned: 3 },
        chain_unavailable: true,
        chain_unavailable_reason: 'unreachable',
      }),
    );
    expect(await screen.findByTestId('nft-chain-note')).toHaveTextContent(
      'The chain cannot be read right now',
    );
    expect(screen.getByTestId('nft-owned')).toHaveTextContent('3');
  });

  it('says not minted yet before the NFT has copies on the chain', async () => {
    render(() => nft(7, { status: NFT_STATUS.inReview, chain: null }));
    expect(await screen.findByTestId('nft-owned')).toHaveTextContent('Not minted yet');
  });
});

describe('/specifics: what the viewer sees and may do', () => {
  it('hides the unlockable content when the API returns none', async () => {
    render(() => nft(7, { is_locked: true, unlockable_content: null, description: 'A calm sea' }));
    expect(await screen.findByText('A calm sea')).toBeInTheDocument();
    expect(screen.queryByTestId('nft-unlockable')).not.toBeInTheDocument();
    expect(screen.queryByText('Unlockable content')).not.toBeInTheDocument();
  });

  it('shows the unlockable content to whom the API returns it', async () => {
    render(() => nft(7, { is_locked: true, unlockable_content: 'secret code 1234' }));
    expect(await screen.findByTestId('nft-unlockable')).toHaveTextContent('secret code 1234');
  });

  it('lets the owner approve an NFT In Review, or reject it with the reason', async () => {
    const { calls } = render(() => nft(7, { status: NFT_STATUS.inReview, uid: 2 }));
    await userEvent.click(await screen.findByTestId('nft-reject'));
    await userEvent.type(await screen.findByTestId('nft-reject-reason'), 'Wrong collection');
    await userEvent.click(screen.getByTestId('nft-reject-submit'));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/tokens/batch/examine/refuse')).toBe(true),
    );
    expect(calls.find((c) => c.url.pathname === '/api/tokens/batch/examine/refuse')!.body).toEqual({
      ids: [7],
      reason: 'Wrong collection',
    });
    expect(screen.getByTestId('nft-approve')).toBeInTheDocument();
  });

  it('offers a collaborator no approve or reject, and no delete of an NFT not theirs', async () => {
    render(() => nft(7, { status: NFT_STATUS.inReview, uid: 2 }), { isOwner: false });
    expect(await screen.findByTestId('nft-in-review')).toBeInTheDocument();
    expect(screen.queryByTestId('nft-approve')).not.toBeInTheDocument();
    expect(screen.queryByTestId('nft-reject')).not.toBeInTheDocument();
    expect(screen.queryByTestId('nft-delete')).not.toBeInTheDocument();
    expect(screen.queryByTestId('nft-edit')).not.toBeInTheDocument();
  });

  it('offers delete only for an NFT never on sale and Off Sale', async () => {
    const first = render(() => nft(7, { status: NFT_STATUS.offSale }));
    expect(await screen.findByTestId('nft-delete')).toBeInTheDocument();
    expect(screen.getByTestId('nft-edit')).toBeInTheDocument();
    first.unmount();
    vi.restoreAllMocks();
    render(() => nft(7, { status: NFT_STATUS.offSale, ever_on_sale: true }));
    expect(await screen.findByTestId('nft-edit')).toBeInTheDocument();
    expect(screen.queryByTestId('nft-delete')).not.toBeInTheDocument();
  });

  it('greets a new mystery box with a success banner (purpose=2)', async () => {
    render(() => nft(7, { type: 4, status: NFT_STATUS.minting }), {
      at: '/specifics?id=7&purpose=2',
    });
    expect(await screen.findByTestId('nft-box-created')).toHaveTextContent('Mystery box created');
    expect(screen.getByTestId('box-contents')).toBeInTheDocument();
  });

  it('drops the "being minted" banner once the box is minted and Off Sale (issue 22)', async () => {
    render(() => nft(7, { type: 4, status: NFT_STATUS.offSale }), {
      at: '/specifics?id=7&purpose=2',
    });
    expect(await screen.findByTestId('box-contents')).toBeInTheDocument();
    expect(screen.queryByTestId('nft-box-created')).not.toBeInTheDocument();
  });

  it('leads a box back to the mystery boxes and an NFT back to the NFTs (issue 22)', async () => {
    const box = render(() => nft(7, { type: 4, status: NFT_STATUS.offSale }));
    expect(await screen.findByRole('link', { name: 'Back to mystery boxes' })).toHaveAttribute(
      'href',
      '/NFT/MysteryBox',
    );
    box.unmount();
    vi.restoreAllMocks();
    render(() => nft(7, { status: NFT_STATUS.offSale }));
    expect(await screen.findByRole('link', { name: 'Back to NFTs' })).toHaveAttribute(
      'href',
      '/NFT/CreatedNFT',
    );
  });

  it('shows a mystery box opened later (no purpose) with its series but without the creation banner', async () => {
    render(() => nft(7, { type: 4 }));
    expect(await screen.findByTestId('box-contents')).toBeInTheDocument();
    expect(screen.queryByTestId('nft-box-created')).not.toBeInTheDocument();
  });

  it('offers no Edit for a mystery box: its image and series are fixed at creation', async () => {
    render(() => nft(7, { type: 4, status: NFT_STATUS.offSale }));
    expect(await screen.findByTestId('nft-delete')).toBeInTheDocument();
    expect(screen.queryByTestId('nft-edit')).not.toBeInTheDocument();
  });

  it('shows the attributes: properties, levels, boosts and dates', async () => {
    const attrs = {
      properties: [['Colour', 'Blue']],
      levels: [['Speed', 3, 5]],
      stats: [],
      boosts: [['Power', 10]],
      date: [['Born', '2024-03-05']],
    } as NftDetail['attrs'];
    render(() => nft(7, { attrs }));
    const section = await screen.findByTestId('nft-attributes');
    expect(section).toHaveTextContent('Colour: Blue');
    expect(section).toHaveTextContent('3 of 5');
    expect(section).toHaveTextContent('+10%');
    expect(section).toHaveTextContent('Mar 5,2024');
  });
});

describe('/specifics: deleting the NFT (spec doc 1 §4)', () => {
  it('goes back to the box list after deleting a mystery box', async () => {
    render(() => nft(7, { type: 4, status: NFT_STATUS.offSale }), {
      handler: (c) =>
        c.method === 'DELETE' && c.url.pathname === '/api/tokens/7'
          ? { data: { ids: [7] } }
          : undefined,
    });
    await userEvent.click(await screen.findByTestId('nft-delete'));
    const confirm = (await screen.findByText('Delete this NFT? This cannot be undone.')).closest(
      '.ant-popover',
    ) as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('box list')).toBeInTheDocument();
  });

  it('goes to the list without asking for the deleted NFT again, drops its detail and refreshes the lists', async () => {
    let deleted = false;
    const { calls, queryClient } = render(() => nft(7, { status: NFT_STATUS.offSale }), {
      handler: (c) => {
        if (c.method === 'DELETE' && c.url.pathname === '/api/tokens/7') {
          deleted = true;
          return { data: { ids: [7] } };
        }
        return undefined;
      },
    });
    // The real server answers 40400 for a deleted NFT.
    const answered = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://console.test');
      if (deleted && url.pathname.startsWith('/api/tokens/7')) {
        calls.push({ method: init?.method ?? 'GET', url, body: null });
        return new Response(
          JSON.stringify({ statusCode: 40400, statusDesc: 'Not found', data: null }),
          { headers: { 'Content-Type': 'application/json' } },
        );
      }
      return answered(input, init);
    });
    const aList = queryKeys.nfts.list({ shopId: '9', page: 1, limit: 10 });
    queryClient.setQueryData(aList, { list: [nft(7)], total: 1, lastPage: 1 });

    await userEvent.click(await screen.findByTestId('nft-delete'));
    const confirm = (await screen.findByText('Delete this NFT? This cannot be undone.')).closest(
      '.ant-popover',
    ) as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('nft list')).toBeInTheDocument();
    expect(await screen.findByText('NFT deleted')).toBeInTheDocument();
    expect(
      calls.filter((c) => c.method === 'DELETE' && c.url.pathname === '/api/tokens/7'),
    ).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(detailCalls(calls)).toHaveLength(1);
    expect(screen.queryByText('Not found')).not.toBeInTheDocument();
    expect(
      queryClient.getQueryCache().find({ queryKey: queryKeys.nfts.detail(7) }),
    ).toBeUndefined();
    expect(queryClient.getQueryState(aList)?.isInvalidated).toBe(true);
  });
});
