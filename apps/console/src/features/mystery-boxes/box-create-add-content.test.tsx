import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n, { setLanguage } from '../../i18n/index.ts';
import { pickOption, setValue } from '../../test/antd-actions.ts';
import { nft } from '../nfts/components/fake-nft-api.test-util.ts';
import type { Answer } from './box-create.test-util.tsx';
import {
  json,
  ok,
  fakeBoxApi,
  renderScreen,
  seriesRows,
  seriesTitles,
} from './box-create.test-util.tsx';

describe('/CreateMysteryBox "add content": a new NFT from the edit-NFT dialog (spec doc 1 §2)', () => {
  const NOVA = nft({ id: 31, title: 'Nova', rank: 3, copies: 2, status: 1 });

  /**
   * POST /api/tokens answered by `answer` over fakeBoxApi's answers; the availability of the new
   * NFT is its copies. Its detail (GET /api/tokens/31) answers the statuses of `statuses` in turn,
   * the last one from then on.
   */
  function answerNftCreate(answer: () => Answer, statuses: number[] = []) {
    const base = vi.mocked(globalThis.fetch).getMockImplementation()!;
    const posts: Record<string, unknown>[] = [];
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://console.test');
      if (url.pathname === '/api/tokens' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return json(answer());
      }
      if (url.pathname === `/api/tokens/${NOVA.id}` && statuses.length > 0) {
        const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
        return ok({
          ...NOVA,
          status,
          reason: status === 7 ? 'execution reverted' : null,
          chain: null,
        });
      }
      if (
        url.pathname === '/api/boxes/availability' &&
        url.searchParams.get('ids') === String(NOVA.id)
      ) {
        return ok({
          list: [{ id: NOVA.id, copies: NOVA.copies, reserved: 0, available: NOVA.copies }],
          total: 1,
          lastPage: 1,
        });
      }
      return base(input, init);
    });
    return posts;
  }

  /** Add content → the required fields of the NFT form (content, collection, name, category) and a rank → confirm. */
  async function createNft(rankLabel?: string) {
    await userEvent.click(screen.getByTestId('box-create-content'));
    const file = new File([new Uint8Array(16)], 'nova.png', { type: 'image/png' });
    fireEvent.change(
      (await screen.findByTestId('nft-content')).querySelector('input[type="file"]')!,
      { target: { files: [file] } },
    );
    await screen.findByTestId('nft-content-value');
    await pickOption('nft-collection', 'Posters');
    await setValue('nft-title', 'Nova');
    await pickOption('nft-category', 'Art');
    if (rankLabel) await pickOption('nft-rank', rankLabel);
    await userEvent.click(screen.getByTestId('nft-edit-confirm'));
  }

  it('checks the form like /single, creates the NFT and adds it at its rank and quantity 1; the form counts as changed', async () => {
    fakeBoxApi();
    const posts = answerNftCreate(() => ({ statusCode: 0, statusDesc: 'ok', data: NOVA }));
    renderScreen();
    await userEvent.click(screen.getByTestId('box-create-content'));
    expect(
      await screen.findByText('Add content', { selector: '.ant-modal-title' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('nft-edit-confirm'));
    expect(await screen.findByText('NFT content is required')).toBeInTheDocument();
    expect(posts).toEqual([]);
    await userEvent.click(screen.getByTestId('nft-edit-cancel'));

    await createNft('Super Rare (SR)');
    await waitFor(() => expect(seriesTitles()).toEqual(['Nova']));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ title: 'Nova', contract_id: 3, rank: 3, copies: 1 });
    expect(within(seriesRows()[0]!).getByText('SR')).toBeInTheDocument();
    expect(screen.getByTestId('series-quantity-0')).toHaveValue('1');
    await waitFor(() => expect(screen.getByTestId('series-cap-0')).toHaveTextContent('of 2'));
    expect(screen.getByTestId('box-total')).toHaveTextContent('1');
    // The dialog closes (jsdom leaves antd's closing animation unfinished).
    await waitFor(() =>
      expect(document.querySelector('.ant-modal:not(.ant-zoom-leave)')).toBeNull(),
    );
    await userEvent.click(screen.getByTestId('box-back'));
    expect(await screen.findByTestId('unsaved-leave')).toBeInTheDocument();
  });

  it('shows the server refusal as a toast and keeps the dialog open with its values', async () => {
    const statusDesc = 'NFT creation failed';
    fakeBoxApi();
    answerNftCreate(() => ({ statusCode: 41133, statusDesc, data: null }));
    renderScreen();
    await createNft();
    expect(await screen.findByText(statusDesc)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('nft-edit-confirm')).toBeEnabled());
    expect(screen.getByTestId('nft-title')).toHaveValue('Nova');
    expect(document.querySelector('.ant-modal:not(.ant-zoom-leave)')).not.toBeNull();
    expect(screen.queryByTestId('series-table')).not.toBeInTheDocument();
  });

  it('waits for a new NFT that is being minted and adds it to the series once minted', async () => {
    fakeBoxApi();
    answerNftCreate(
      () => ({ statusCode: 0, statusDesc: 'ok', data: { ...NOVA, status: 5 } }),
      [5, 1],
    );
    renderScreen();
    await createNft();
    expect(
      await screen.findByText(/Nova was created and is being minted: it joins the box once minted/),
    ).toBeInTheDocument();
    // Not in the series while Minting: POST /api/boxes would refuse it.
    expect(screen.getByTestId('series-minting-31')).toHaveTextContent(
      'Nova is being minted; it joins the box once minted.',
    );
    expect(screen.queryByTestId('series-table')).not.toBeInTheDocument();
    // The detail is polled (every second) until it is minted and Off Sale.
    await waitFor(() => expect(seriesTitles()).toEqual(['Nova']), { timeout: 5000 });
    expect(await screen.findByText('Nova is minted and was added to the box.')).toBeInTheDocument();
    expect(screen.queryByTestId('series-minting-31')).not.toBeInTheDocument();
    expect(screen.getByTestId('series-quantity-0')).toHaveValue('1');
  });

  it('does not add a new NFT whose mint failed, and says so', async () => {
    fakeBoxApi();
    answerNftCreate(
      () => ({ statusCode: 0, statusDesc: 'ok', data: { ...NOVA, status: 5 } }),
      [5, 7],
    );
    renderScreen();
    await createNft();
    expect(await screen.findByTestId('series-minting-31')).toBeInTheDocument();
    expect(
      await screen.findByText(
        /Nova could not be minted, so it was not added to the box/,
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('series-minting-31')).not.toBeInTheDocument();
    expect(screen.queryByTestId('series-table')).not.toBeInTheDocument();
  });

  it('stops waiting for a new NFT when asked, and does not add it', async () => {
    fakeBoxApi();
    answerNftCreate(() => ({ statusCode: 0, statusDesc: 'ok', data: { ...NOVA, status: 5 } }), [5]);
    renderScreen();
    await createNft();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Don’t add Nova when it is minted' }),
    );
    expect(screen.queryByTestId('series-minting-31')).not.toBeInTheDocument();
    expect(screen.queryByTestId('series-table')).not.toBeInTheDocument();
  });

  it('says it in Chinese for a collaborator’s NFT waiting for approval (In Review)', async () => {
    await setLanguage('zh');
    try {
      fakeBoxApi();
      answerNftCreate(() => ({ statusCode: 0, statusDesc: 'ok', data: { ...NOVA, status: 4 } }));
      renderScreen();
      await createNft();
      expect(await screen.findByText(/Nova 已创建，等待店主审核/)).toBeInTheDocument();
      expect(screen.queryByTestId('series-table')).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
