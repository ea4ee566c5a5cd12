import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS, MESSAGES, type NftImportResult } from '@mintfront/domain';
import { fail, fakeApi, ok, page, type Answer, type SentRequest } from '../../test/fake-api.ts';
import { pickOption, setValue } from '../../test/antd-actions.ts';
import { renderRoutes } from '../../test/render.tsx';
import { CATEGORIES, COLLECTIONS, nft } from './components/fake-nft-api.test-util.ts';
import NftImport from './nft-import.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

// The server's side (test/fake-api.ts): POST /api/tokens/import answers each token ID of the batch
// as imported, or refused when `refuse` names it. The import rules are tested on the real server
// and chain (apps/server/src/modules/nfts/nfts-import.test.ts).
function fakeImportApi(
  refuse: Record<string, string> = {},
  answerImport?: (body: { token_ids: string[] }) => Answer | undefined,
) {
  return fakeApi(({ method, url, body }) => {
    if (url.startsWith('/api/contracts')) return page(COLLECTIONS);
    if (url.startsWith('/api/classifications')) return page(CATEGORIES);
    if (method === 'POST' && url === '/api/tokens/import') {
      const b = body as { token_ids: string[] };
      const custom = answerImport?.(b);
      if (custom) return custom;
      const result: NftImportResult = {
        imported: b.token_ids
          .filter((id) => !refuse[id])
          .map((id) =>
            nft({ id: 100 + Number(id), title: `Token ${id}`, token_id: id, contract_id: 5 }),
          ),
        refused: b.token_ids
          .filter((id) => refuse[id])
          .map((id) => ({
            token_id: id,
            statusCode: ERRORS.NFT_IMPORT_NOT_ON_CHAIN.code,
            reason: refuse[id]!,
          })),
      };
      return ok(result);
    }
    return undefined;
  });
}

const imports = (sent: SentRequest[]) =>
  sent.filter((r) => r.method === 'POST' && r.url === '/api/tokens/import');
const render = () =>
  renderRoutes(
    [
      { path: '/NFT/ImportNFT', element: <NftImport /> },
      { path: '/NFT/CreatedNFT', element: <p>nft list</p> },
    ],
    { at: '/NFT/ImportNFT' },
  );

async function fill(tokenIds: string) {
  await pickOption('nft-import-collection', 'Imported (ERC-1155)');
  await setValue('nft-import-token-ids', tokenIds);
  await pickOption('nft-import-category', 'Art');
}

describe('/NFT/ImportNFT', () => {
  it('offers only the collections this store imported', async () => {
    fakeImportApi();
    render();
    fireEvent.mouseDown(screen.getByTestId('nft-import-collection').querySelector('input')!);
    await waitFor(() =>
      expect(
        document.querySelector('.ant-select-item-option[title="Imported (ERC-1155)"]'),
      ).not.toBeNull(),
    );
    expect(document.querySelector('.ant-select-item-option[title^="Posters"]')).toBeNull();
    expect(document.querySelector('.ant-select-item-option[title^="Still deploying"]')).toBeNull();
  });

  it('checks the form with the domain rules before anything is sent', async () => {
    const api = fakeImportApi();
    render();
    await userEvent.click(await screen.findByTestId('nft-import-submit'));
    expect(await screen.findByText('Collection is required')).toBeInTheDocument();
    expect(screen.getByText('Token IDs is required')).toBeInTheDocument();
    expect(
      screen.getByText(MESSAGES.categoryRequired.en.replace('{field}', 'Category')),
    ).toBeInTheDocument();
    await setValue('nft-import-token-ids', '1, two');
    expect(await screen.findByText(MESSAGES.tokenIds.en)).toBeInTheDocument();
    await setValue('nft-import-token-ids', '1-51');
    expect(await screen.findByText('At most 50 token IDs at a time')).toBeInTheDocument();
    expect(imports(api.sent)).toEqual([]);
  });

  it('imports the IDs five at a time, showing progress, then what was imported and what was refused with why', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const api = fakeImportApi({ '7': 'Token #7 does not exist in this collection' });
    const answer = vi.mocked(globalThis.fetch).getMockImplementation()!;
    // The second batch waits, so the progress between batches can be seen.
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      if (String(input) === '/api/tokens/import' && imports(api.sent).length === 1) await held;
      return answer(input, init);
    });
    render();
    await fill('1-12');
    await userEvent.click(screen.getByTestId('nft-import-submit'));
    const progress = await screen.findByTestId('nft-import-progress');
    expect(
      await within(progress).findByText('Reading tokens on chain: 5 of 12'),
    ).toBeInTheDocument();
    release();

    const result = await screen.findByTestId('nft-import-result');
    expect(imports(api.sent).map((r) => (r.body as { token_ids: string[] }).token_ids)).toEqual([
      ['1', '2', '3', '4', '5'],
      ['6', '7', '8', '9', '10'],
      ['11', '12'],
    ]);
    expect(imports(api.sent)[0]!.body).toMatchObject({ contract_id: 5, category: [1], rank: 1 });
    expect(within(result).getByTestId('nft-import-imported')).toHaveTextContent('Imported: 11');
    expect(within(result).getByTestId('nft-import-refused')).toHaveTextContent('Not imported: 1');
    expect(
      within(screen.getByTestId('nft-import-refusals')).getByText(
        'Token #7 does not exist in this collection',
      ),
    ).toBeInTheDocument();
    expect(within(result).getByText('Token 12')).toBeInTheDocument();
    await userEvent.click(within(result).getByTestId('nft-import-view-list'));
    expect(await screen.findByText('nft list')).toBeInTheDocument();
  });

  it('stops between batches when asked', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const api = fakeImportApi();
    const answer = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      if (String(input) === '/api/tokens/import') await held;
      return answer(input, init);
    });
    render();
    await fill('1-20');
    await userEvent.click(screen.getByTestId('nft-import-submit'));
    await userEvent.click(await screen.findByTestId('nft-import-stop'));
    release();
    const result = await screen.findByTestId('nft-import-result');
    expect(within(result).getByText('Import stopped after 5 of 20 tokens')).toBeInTheDocument();
    expect(imports(api.sent)).toHaveLength(1);
    await userEvent.click(within(result).getByTestId('nft-import-again'));
    expect(await screen.findByTestId('nft-import-submit')).toBeInTheDocument();
  });

  it("shows the server's refusal of the collection on its field, and keeps the form", async () => {
    fakeImportApi({}, () =>
      fail(ERRORS.VALIDATION.code, 'contract_id: Choose a collection this store imported', {
        errors: [
          {
            field: 'contract_id',
            key: 'collectionNotImported',
            message: MESSAGES.collectionNotImported.en,
          },
        ],
      }),
    );
    render();
    await fill('3');
    await userEvent.click(screen.getByTestId('nft-import-submit'));
    expect(await screen.findByText(MESSAGES.collectionNotImported.en)).toBeInTheDocument();
    expect(screen.getByTestId('nft-import-token-ids')).toHaveValue('3');
    expect(screen.queryByTestId('nft-import-result')).toBeNull();
  });
});
