import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MASK, MESSAGES, OWNER_ALLOWS, type Nft } from '@mintfront/domain';
import i18n, { setLanguage } from '../../i18n/index.ts';
import { pickOption, setValue } from '../../test/antd-actions.ts';
import { renderRoutes } from '../../test/render.tsx';
import { CATEGORIES, ICON, fakeNftApi, nft } from '../nfts/components/fake-nft-api.test-util.ts';
import BoxCreate from './box-create.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
// A whole antd form with modals in jsdom on a shared machine: the default waits are too tight.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

// The current user's minted NFTs (uid 1): two Normal, one Rare. Sun has one copy in another box.
const SUN = nft({ id: 11, title: 'Sun', rank: 1, copies: 5 });
const STAR = nft({ id: 12, title: 'Star', rank: 1, copies: 3 });
const COMET = nft({ id: 21, title: 'Comet', rank: 2, copies: 4 });
const MINE = [SUN, STAR, COMET];
const AVAILABLE: Record<number, number> = { 11: 4, 12: 3, 21: 4 };

type Answer = { statusCode: number; statusDesc: string; data: unknown };
const json = (a: Answer) =>
  new Response(JSON.stringify(a), { headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ statusCode: 0, statusDesc: 'ok', data });

/**
 * The server's answers for this screen, on top of the NFT form's (collections, categories,
 * uploads, PUT /api/tokens): the picker's GET /api/tokens, availability, and POST /api/boxes.
 */
function fakeBoxApi(
  create: (body: unknown) => Answer | Promise<Answer> = () => ({
    statusCode: 0,
    statusDesc: 'ok',
    data: { ...nft(), id: 99, type: 4 },
  }),
  allows = OWNER_ALLOWS,
) {
  // GET /api/tokens/11: the detail the edit-NFT dialog of a series row opens with (lists never carry the unlockable text).
  const api = fakeNftApi({
    allows,
    detail: { ...SUN, is_locked: true, unlockable_content: 'Sun secret', chain: null },
    save: (body) => ({
      statusCode: 0,
      statusDesc: 'ok',
      data: { ...SUN, ...(body as object), id: 11 },
    }),
  });
  const base = vi.mocked(globalThis.fetch).getMockImplementation()!;
  vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/boxes' && method === 'POST') {
      api.sent.push({ method, url: String(input), body: JSON.parse(String(init!.body)) });
      return json(await create(JSON.parse(String(init!.body))));
    }
    if (url.pathname === '/api/tokens' && method === 'GET') {
      api.sent.push({ method, url: String(input), body: null });
      const list = MINE.filter((n) => String(n.rank) === url.searchParams.get('rank'));
      return ok({ list, total: list.length, lastPage: 1 });
    }
    if (url.pathname === '/api/boxes/availability') {
      const ids = url.searchParams.get('ids')!.split(',').map(Number);
      return ok({
        list: ids.map((id) => ({
          id,
          copies: MINE.find((n) => n.id === id)!.copies,
          reserved: 0,
          available: AVAILABLE[id],
        })),
        total: ids.length,
        lastPage: 1,
      });
    }
    if (url.pathname === '/api/shop/info')
      return ok({ id: 9, isOwner: allows === OWNER_ALLOWS, allows });
    if (url.pathname === '/api/filters')
      return ok({ categories: CATEGORIES, statuses: [], types: [], ranks: [] });
    return base(input, init);
  });
  return {
    ...api,
    boxPosts: () => api.sent.filter((r) => r.url.startsWith('/api/boxes') && r.method === 'POST'),
  };
}

function renderScreen() {
  return renderRoutes(
    [
      { path: '/CreateMysteryBox', element: <BoxCreate /> },
      { path: '/specifics', element: <p>detail page</p> },
      { path: '/NFT/MysteryBox', element: <p>box list</p> },
    ],
    { at: '/CreateMysteryBox' },
  );
}

/** Add content → rank → the NFTs named (toggled in the picker) → confirm. */
async function chooseNfts(rank: 1 | 2 | 3 | 4, ...titles: string[]) {
  await userEvent.click(screen.getByTestId('box-add-content'));
  await userEvent.click(await screen.findByTestId(`box-rank-${rank}`));
  await userEvent.click(screen.getByTestId('box-rank-next'));
  const picker = await screen.findByTestId('box-picker-table');
  for (const title of titles)
    await userEvent.click(await within(picker).findByRole('checkbox', { name: title }));
  await userEvent.click(screen.getByTestId('box-picker-confirm'));
}

const seriesRows = () => within(screen.getByTestId('series-table')).getAllByRole('row').slice(1);
const seriesTitles = () => seriesRows().map((r) => within(r).getAllByRole('cell')[2]!.textContent);

async function fillBox() {
  const file = new File([new Uint8Array(16)], 'box.png', { type: 'image/png' });
  fireEvent.change(screen.getByTestId('box-image').querySelector('input[type="file"]')!, {
    target: { files: [file] },
  });
  await screen.findByTestId('box-image-value');
  await pickOption('box-collection', 'Posters');
  await setValue('box-title', 'Lucky box');
  await pickOption('box-category', 'Art');
  await chooseNfts(1, 'Sun');
}

describe('/CreateMysteryBox series content (spec doc 1 §2)', () => {
  it('offers four ranks, lists my minted NFTs of the chosen rank, and the selection becomes the series at quantity 1', async () => {
    const api = fakeBoxApi();
    renderScreen();
    expect(screen.queryByTestId('series-table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('box-add-content'));
    for (const rank of [1, 2, 3, 4])
      expect(await screen.findByTestId(`box-rank-${rank}`)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('box-rank-1'));
    await userEvent.click(screen.getByTestId('box-rank-next'));
    const picker = await screen.findByTestId('box-picker-table');
    expect(await within(picker).findByRole('checkbox', { name: 'Sun' })).toBeInTheDocument();
    expect(within(picker).queryByRole('checkbox', { name: 'Comet' })).not.toBeInTheDocument();
    await userEvent.click(within(picker).getByRole('checkbox', { name: 'Sun' }));
    await userEvent.click(within(picker).getByRole('checkbox', { name: 'Star' }));
    await userEvent.click(screen.getByTestId('box-picker-confirm'));
    const asked = new URL(api.sent.find((r) => r.url.startsWith('/api/tokens?'))!.url, 'http://x')
      .searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({
      rank: '1',
      creator_id: '1',
      status: '1',
      types: '1,2',
    });
    expect(seriesTitles()).toEqual(['Sun', 'Star']);
    expect(screen.getByTestId('series-quantity-0')).toHaveValue('1');
    expect(screen.getByTestId('series-quantity-1')).toHaveValue('1');

    // Picking Rare NFTs: the series is the whole selection, new rows at the chosen rank.
    await chooseNfts(2, 'Comet');
    expect(seriesTitles()).toEqual(['Sun', 'Star', 'Comet']);
    expect(within(seriesRows()[2]!).getByText('Rare')).toBeInTheDocument();
    // Unticking a Normal one in the picker takes it out of the series.
    await chooseNfts(1, 'Star');
    expect(seriesTitles()).toEqual(['Sun', 'Comet']);
  });

  it('deleting a row removes its selection, and the table hides when empty', async () => {
    fakeBoxApi();
    renderScreen();
    await chooseNfts(1, 'Sun', 'Star');
    await userEvent.click(screen.getByTestId('series-remove-0'));
    expect(seriesTitles()).toEqual(['Star']);
    await userEvent.click(screen.getByTestId('box-add-content'));
    await userEvent.click(await screen.findByTestId('box-rank-1'));
    await userEvent.click(screen.getByTestId('box-rank-next'));
    const picker = await screen.findByTestId('box-picker-table');
    expect(await within(picker).findByRole('checkbox', { name: 'Sun' })).not.toBeChecked();
    expect(within(picker).getByRole('checkbox', { name: 'Star' })).toBeChecked();
    await userEvent.click(screen.getByTestId('box-picker-cancel'));
    await userEvent.click(screen.getByTestId('series-remove-0'));
    expect(screen.queryByTestId('series-table')).not.toBeInTheDocument();
  });

  it('caps each row at its available copies, Max sets it, and the number of boxes is the sum', async () => {
    fakeBoxApi();
    renderScreen();
    await chooseNfts(1, 'Sun', 'Star');
    expect(screen.getByTestId('box-total')).toHaveTextContent('2');
    // Sun has 5 copies, one of them in another box: 4 available.
    await waitFor(() => expect(screen.getByTestId('series-cap-0')).toHaveTextContent('of 4'));
    await userEvent.click(screen.getByTestId('series-max-0'));
    expect(screen.getByTestId('series-quantity-0')).toHaveValue('4');
    expect(screen.getByTestId('box-total')).toHaveTextContent('5');
    const star = screen.getByTestId('series-quantity-1');
    await userEvent.clear(star);
    await userEvent.type(star, '9');
    await userEvent.tab();
    expect(star).toHaveValue('3');
    expect(screen.getByTestId('box-total')).toHaveTextContent('7');
  });

  it('answers E104 when the series is empty, and sends nothing', async () => {
    const api = fakeBoxApi();
    renderScreen();
    await userEvent.click(screen.getByTestId('box-submit'));
    expect(await screen.findByText(MESSAGES.boxEmpty.en)).toBeInTheDocument();
    expect(api.boxPosts()).toEqual([]);
  });

  it('edits a row in the edit-NFT dialog, and confirming replaces the row', async () => {
    const api = fakeBoxApi();
    renderScreen();
    await chooseNfts(1, 'Sun');
    await userEvent.click(screen.getByTestId('series-edit-0'));
    const title = await screen.findByTestId('nft-title');
    expect(title).toHaveValue('Sun');
    await setValue('nft-title', 'Bright sun');
    await userEvent.click(screen.getByTestId('nft-edit-confirm'));
    await waitFor(() => expect(seriesTitles()).toEqual(['Bright sun']));
    expect(api.saved()).toMatchObject({
      method: 'PUT',
      url: '/api/tokens/11',
      body: { title: 'Bright sun', is_locked: true, unlockable_content: 'Sun secret' },
    });
  });
});

describe('/CreateMysteryBox dirty flag and leaving (spec doc 1 §4)', () => {
  it('leaves at once while nothing changed, and a royalty of 10 is no change', async () => {
    fakeBoxApi();
    renderScreen();
    await setValue('box-royalties', '10');
    await userEvent.click(screen.getByTestId('box-back'));
    expect(await screen.findByText('box list')).toBeInTheDocument();
  });

  it('asks before leaving once a name is typed: cancel stays, leave page goes', async () => {
    fakeBoxApi();
    renderScreen();
    await setValue('box-title', 'Lucky');
    await userEvent.click(screen.getByTestId('box-back'));
    await userEvent.click(await screen.findByTestId('unsaved-stay'));
    expect(screen.getByTestId('box-title')).toHaveValue('Lucky');
    await userEvent.click(screen.getByTestId('box-back'));
    await userEvent.click(await screen.findByTestId('unsaved-leave'));
    expect(await screen.findByText('box list')).toBeInTheDocument();
  });

  it.each([
    ['a royalty other than 10', async () => setValue('box-royalties', '12')],
    ['series items', async () => chooseNfts(2, 'Comet')],
  ])('counts %s as a change', async (_name, change) => {
    fakeBoxApi();
    renderScreen();
    await change();
    await userEvent.click(screen.getByTestId('box-back'));
    expect(await screen.findByTestId('unsaved-leave')).toBeInTheDocument();
  });

  it('discards to the box list without asking', async () => {
    fakeBoxApi();
    renderScreen();
    await setValue('box-title', 'Lucky');
    await userEvent.click(screen.getByTestId('box-discard'));
    expect(await screen.findByText('box list')).toBeInTheDocument();
  });
});

describe('/CreateMysteryBox creation (spec doc 1 §3, §4)', () => {
  it('disables create while the request is in flight, and on success opens /specifics?id=…&purpose=2', async () => {
    let answer: (a: Answer) => void = () => {};
    const api = fakeBoxApi(
      () =>
        new Promise<Answer>((resolve) => {
          answer = resolve;
        }),
    );
    const { router } = renderScreen();
    await fillBox();
    await userEvent.click(screen.getByTestId('box-submit'));
    await waitFor(() => expect(screen.getByTestId('box-submit')).toBeDisabled());
    expect(api.boxPosts()[0]!.body).toEqual({
      icon: ICON,
      content: ICON,
      title: 'Lucky box',
      contract_id: 3,
      royalties: '10',
      category: '1',
      contents: [{ rank: 1, nft_id: 11, quantity: 1 }],
    });
    answer({ statusCode: 0, statusDesc: 'ok', data: { ...nft(), id: 99, type: 4 } as Nft });
    expect(await screen.findByText('detail page')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/specifics?id=99&purpose=2',
    );
  });

  it('shows the server message as a toast on failure and enables create again, without asking to leave', async () => {
    const statusDesc = 'contents.0.quantity: The quantity cannot exceed its 0 available copies';
    fakeBoxApi(() => ({ statusCode: 40001, statusDesc, data: { errors: [] } }));
    renderScreen();
    await fillBox();
    await userEvent.click(screen.getByTestId('box-submit'));
    expect(await screen.findByText(statusDesc)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('box-submit')).toBeEnabled());
    // The attempt turned the dirty flag off: going back does not ask.
    await userEvent.click(screen.getByTestId('box-back'));
    expect(await screen.findByText('box list')).toBeInTheDocument();
  });
});

describe('/CreateMysteryBox for a member without collection view (spec doc 1 §6, mask 2)', () => {
  it('does not ask for the collections, says why in the field, and refuses the submit', async () => {
    const api = fakeBoxApi(undefined, MASK.nft);
    renderScreen();
    expect(await screen.findByTestId('box-collection-denied')).toHaveTextContent(
      'Choosing a collection needs the collection view permission',
    );
    expect(screen.getByTestId('box-collection').querySelector('input')).toBeDisabled();
    const file = new File([new Uint8Array(16)], 'box.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('box-image').querySelector('input[type="file"]')!, {
      target: { files: [file] },
    });
    await screen.findByTestId('box-image-value');
    await setValue('box-title', 'Lucky box');
    await pickOption('box-category', 'Art');
    await chooseNfts(1, 'Sun');
    await userEvent.click(screen.getByTestId('box-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('box-collection').closest('.ant-form-item')).toHaveClass(
        'ant-form-item-has-error',
      ),
    );
    expect(api.boxPosts()).toEqual([]);
    expect(api.sent.filter((r) => r.url.startsWith('/api/contracts'))).toEqual([]);
  });

  it('says it in Chinese', async () => {
    await setLanguage('zh');
    try {
      fakeBoxApi(undefined, MASK.nft);
      renderScreen();
      expect(await screen.findByTestId('box-collection-denied')).toHaveTextContent(
        '选择合集需要“查看合集”权限',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

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
