import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { notifyManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, NFT_STATUS, type NftDetail } from '@mintfront/domain';
import { queryKeys } from '../../../api/query-keys.ts';
import i18n, { setLanguage } from '../../../i18n/index.ts';
import { pickOption, setValue } from '../../../test/antd-actions.ts';
import { httpError, type Answer } from '../../../test/fake-api.ts';
import { renderWithProviders, testQueryClient } from '../../../test/render.tsx';
import { fakeNftApi, nft } from '../../nfts/components/fake-nft-api.test-util.ts';
import type { SeriesItem } from './box-form-values.ts';
import { SeriesField } from './series-field.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
// antd forms and modals in jsdom on a shared machine: the default waits are too tight.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const SUN = nft({ id: 11, title: 'Sun', rank: 1, copies: 5, chain: null });

/** The series field as /CreateMysteryBox holds it: a form item of the box form. */
function renderSeries(series: SeriesItem[] = [], queryClient = testQueryClient()) {
  renderWithProviders(
    <Form initialValues={{ series }}>
      <Form.Item name="series">
        <SeriesField capOf={(s) => s.nft.copies} />
      </Form.Item>
    </Form>,
    { queryClient },
  );
  return queryClient;
}

const seriesTitles = () =>
  within(screen.getByTestId('series-table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[2]!.textContent);

/**
 * Answers GET /api/tokens/{id} with `detail(id)` over fakeNftApi's answers (which take the rest:
 * collections, categories, uploads, POST /api/tokens answered by `save`). Counts the detail asks.
 */
function answerDetail(
  detail: (id: number) => Response | Promise<Response>,
  save?: (body: unknown) => Answer,
) {
  fakeNftApi({ save });
  const base = vi.mocked(globalThis.fetch).getMockImplementation()!;
  const asked: number[] = [];
  vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://console.test');
    const id = /^\/api\/tokens\/(\d+)$/.exec(pathname)?.[1];
    if (id && (init?.method ?? 'GET') === 'GET') {
      asked.push(Number(id));
      return detail(Number(id));
    }
    return base(input, init);
  });
  return asked;
}

const json = (data: unknown) =>
  new Response(JSON.stringify({ statusCode: 0, statusDesc: 'ok', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

describe('editing a series row (spec doc 1 §2)', () => {
  it('spins on the row while its NFT loads; a failed load says why in the user’s language, and the row can be edited again', async () => {
    await setLanguage('zh');
    try {
      let fail: () => void = () => {};
      const asked = answerDetail((id) =>
        asked.length === 1
          ? new Promise((resolve) => {
              fail = () => resolve(httpError(500));
            })
          : json({ ...SUN, id }),
      );
      renderSeries([{ nft: SUN, rank: 1, quantity: 1 }]);
      const edit = screen.getByTestId('series-edit-0');
      await userEvent.click(edit);
      await waitFor(() => expect(edit).toHaveClass('ant-btn-loading'));

      act(() => fail());
      expect(await screen.findByText(ERRORS.SERVER_ERROR.zh)).toBeInTheDocument();
      await waitFor(() => expect(edit).not.toHaveClass('ant-btn-loading'));
      expect(screen.queryByTestId('nft-title')).not.toBeInTheDocument();

      await userEvent.click(edit);
      expect(await screen.findByTestId('nft-title')).toHaveValue('Sun');
      expect(asked).toEqual([11, 11]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('NFTs made with "Add content" join once minted (spec doc 1 §2)', () => {
  /** Add content → the NFT form's required fields → confirm. */
  async function createNft(title: string) {
    await userEvent.click(screen.getByTestId('box-create-content'));
    const file = new File([new Uint8Array(16)], `${title}.png`, { type: 'image/png' });
    fireEvent.change(
      (await screen.findByTestId('nft-content')).querySelector('input[type="file"]')!,
      { target: { files: [file] } },
    );
    await screen.findByTestId('nft-content-value');
    await pickOption('nft-collection', 'Posters');
    await setValue('nft-title', title);
    await pickOption('nft-category', 'Art');
    await userEvent.click(screen.getByTestId('nft-edit-confirm'));
    // jsdom plays no CSS animation: the closing one is ended (once under way), so the dialog is
    // destroyed and opens empty next time.
    await waitFor(() => {
      for (const closing of document.querySelectorAll('.ant-zoom-leave'))
        fireEvent.transitionEnd(closing);
      expect(document.querySelector('.ant-modal')).toBeNull();
    });
  }

  it('adds both of two NFTs whose mint ends in the same render', async () => {
    let nextId = 31;
    const minting = (over: Partial<NftDetail>) => ({
      ...nft(),
      ...over,
      status: NFT_STATUS.minting,
      chain: null,
    });
    // POST /api/tokens: a new NFT being minted; its detail says Minting until the test says otherwise.
    answerDetail(
      (id) => json(minting({ id, title: id === 31 ? 'Nova' : 'Vega' })),
      (body) => ({
        statusCode: 0,
        statusDesc: 'ok',
        data: minting({ ...(body as object), id: nextId++ } as Partial<NftDetail>),
      }),
    );
    const queryClient = renderSeries();
    await createNft('Nova');
    await createNft('Vega');
    expect(await screen.findByTestId('series-minting-31')).toBeInTheDocument();
    expect(screen.getByTestId('series-minting-32')).toBeInTheDocument();

    // Both mints end in one update of the cache, so both join in the same render.
    const minted = (id: number, title: string) => ({
      ...minting({ id, title }),
      status: NFT_STATUS.offSale,
    });
    act(() =>
      notifyManager.batch(() => {
        queryClient.setQueryData(queryKeys.nfts.detail(31), minted(31, 'Nova'));
        queryClient.setQueryData(queryKeys.nfts.detail(32), minted(32, 'Vega'));
      }),
    );
    await waitFor(() => expect(seriesTitles()).toEqual(['Nova', 'Vega']));
    expect(screen.queryByTestId('series-minting-31')).not.toBeInTheDocument();
    expect(screen.queryByTestId('series-minting-32')).not.toBeInTheDocument();
  });
});
