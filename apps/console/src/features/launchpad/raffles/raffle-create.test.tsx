import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { MESSAGES } from '@mintfront/domain';
import { pickOption, setValue } from '../../../test/antd-actions.ts';
import { fail, fakeApi, ok, page } from '../../../test/fake-api.ts';
import { ChunkXhr } from '../../../test/fake-upload.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { nft } from '../../nfts/components/fake-nft-api.test-util.ts';
import { raffle } from './raffle-fixture.test-util.ts';
import RaffleCreate from './raffle-create.tsx';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const PREVIEW = `ab/cd/${'a'.repeat(64)}.png`;
const SUN = nft({ id: 11, title: 'Sun' });
const STAR = nft({ id: 12, title: 'Star' });

function render(create = () => ok(raffle({ id: 44, state: 'deploying' }))) {
  vi.stubGlobal('XMLHttpRequest', ChunkXhr);
  const api = fakeApi(({ method, url }) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/shop/info') return ok({ id: 9, isOwner: true });
    if (path === '/api/whites') return page([{ id: 5, name: 'Friends', num: 3 }]);
    if (path === '/api/tokens') return page([SUN, STAR]);
    if (path === '/api/upload/chunks') return ok({ upload_id: 'x', chunks: [] });
    if (path === '/api/upload/merge') return ok({ path: PREVIEW, url: `/api/files/${PREVIEW}` });
    if (path === '/api/upload/check') return ok({ status: 1, path: PREVIEW });
    if (path === '/api/raffles' && method === 'POST') return create();
    return undefined;
  });
  renderRoutes(
    [
      { path: '/Raffle/CreateRaffle', element: <RaffleCreate /> },
      { path: '/Raffle/RaffleDetail/:id', element: <p>detail screen</p> },
    ],
    { at: '/Raffle/CreateRaffle' },
  );
  return api;
}

const errorOf = (testId: string) =>
  screen.getByTestId(testId).closest('.ant-form-item')!.querySelector('.ant-form-item-explain')
    ?.textContent ?? '';
const required = (field: string) => MESSAGES.required.en.replace('{field}', field);

async function fillValid() {
  await setValue('raffle-name', 'Lucky draw');
  const file = new File([new Uint8Array(16)], 'p.png', { type: 'image/png' });
  fireEvent.change(screen.getByTestId('raffle-preview').querySelector('input[type="file"]')!, {
    target: { files: [file] },
  });
  await screen.findByTestId('raffle-preview-value');
  await userEvent.click(screen.getByTestId('raffle-nfts-pick'));
  const picker = await screen.findByTestId('raffle-nfts-picker-table');
  for (const title of ['Sun', 'Star'])
    await userEvent.click(await within(picker).findByRole('checkbox', { name: title }));
  await userEvent.click(screen.getByTestId('raffle-nfts-picker-confirm'));
  await userEvent.type(screen.getByTestId('raffle-start'), '2027-01-01 10:00');
  await userEvent.type(screen.getByTestId('raffle-end'), '2027-01-08 10:00');
  await userEvent.type(screen.getByTestId('raffle-winners'), '3');
}

describe('/Raffle/CreateRaffle (spec doc 2 §2, §5)', () => {
  it('states the rules before the form: window, winners, the checkable draw, when it can be cancelled', async () => {
    render();
    const rules = await screen.findByTestId('raffle-rules');
    expect(rules).toHaveTextContent('one entry per wallet');
    expect(rules).toHaveTextContent('at most 365 days');
    expect(rules).toHaveTextContent('Up to 1,000 winners');
    expect(rules).toHaveTextContent('anyone can check the draw');
    expect(rules).toHaveTextContent('not revealed in time');
    // The rules come before the first field.
    expect(
      rules.compareDocumentPosition(screen.getByTestId('raffle-name')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('names its two parts by headings and the NFTs button by what it does, its label pointing at it', async () => {
    render();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Raffle and prizes' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Entries and winners' }),
    ).toBeInTheDocument();
    const pick = screen.getByRole('button', { name: 'Choose NFTs' });
    expect(screen.getByLabelText('Raffle NFT')).toBe(pick);
  });

  it('names every missing required field with the spec’s messages and sends nothing', async () => {
    const api = render();
    await userEvent.click(await screen.findByTestId('raffle-submit'));
    await waitFor(() => expect(errorOf('raffle-name')).toBe(MESSAGES.raffleName.en));
    expect(errorOf('raffle-nfts-pick')).toBe(MESSAGES.raffleNft.en);
    expect(errorOf('raffle-preview')).toBe(required('Raffle Preview'));
    expect(errorOf('raffle-start')).toBe(required('Start time'));
    expect(errorOf('raffle-end')).toBe(required('End time'));
    expect(errorOf('raffle-winners')).toBe(required('Number of winners'));
    expect(errorOf('raffle-description')).toBe('');
    await waitFor(() => expect(screen.getByTestId('raffle-name')).toHaveFocus());
    expect(api.last('POST', '/api/raffles')).toBeUndefined();
  });

  it('refuses more than 1000 winners, an end before the start, and half a holding rule', async () => {
    const api = render();
    await screen.findByTestId('raffle-name');
    await fillValid();
    const winners = screen.getByTestId('raffle-winners');
    await userEvent.clear(winners);
    await userEvent.type(winners, '1001');
    await userEvent.click(screen.getByTestId('raffle-submit'));
    await waitFor(() =>
      expect(errorOf('raffle-winners')).toBe(
        MESSAGES.raffleWinnersMax.en.replace('{field}', 'Number of winners'),
      ),
    );
    // The fields pass; the rules across fields are the schema's too.
    await userEvent.clear(winners);
    await userEvent.type(winners, '3');
    const end = screen.getByTestId('raffle-end');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-12-01 10:00');
    await setValue('raffle-holding-contract', '0x5FbDB2315678afecb367f032d93F642f64180aa3');
    await userEvent.click(screen.getByTestId('raffle-submit'));
    await waitFor(() => expect(errorOf('raffle-end')).toBe(MESSAGES.endBeforeStart.en));
    expect(errorOf('raffle-holding-min')).not.toBe('');
    expect(api.last('POST', '/api/raffles')).toBeUndefined();
  });

  it('sends the raffle and opens its detail', async () => {
    const api = render();
    await screen.findByTestId('raffle-name');
    await fillValid();
    await pickOption('raffle-whitelist', 'Friends (3)');
    await userEvent.click(screen.getByTestId('raffle-submit'));
    expect(await screen.findByText('detail screen')).toBeInTheDocument();
    expect(api.last('POST', '/api/raffles')!.body).toEqual({
      name: 'Lucky draw',
      preview: PREVIEW,
      description: '',
      nft_ids: [11, 12],
      start_date: dayjs('2027-01-01 10:00').toISOString(),
      end_date: dayjs('2027-01-08 10:00').toISOString(),
      winners: 3,
      white_id: '5',
    });
  });

  it('puts the server’s field errors on their fields', async () => {
    render(() =>
      fail(40001, 'Invalid input', {
        errors: [{ field: 'white_id', message: 'Whitelist is not one of this store' }],
      }),
    );
    await screen.findByTestId('raffle-name');
    await fillValid();
    await pickOption('raffle-whitelist', 'Friends (3)');
    await userEvent.click(screen.getByTestId('raffle-submit'));
    await waitFor(() =>
      expect(errorOf('raffle-whitelist')).toBe('Whitelist is not one of this store'),
    );
    expect(screen.queryByText('detail screen')).toBeNull();
  });

  it('shows the server’s refusal and stays on the form', async () => {
    render(() => fail(40001, 'Raffle NFT is required'));
    await screen.findByTestId('raffle-name');
    await fillValid();
    await userEvent.click(screen.getByTestId('raffle-submit'));
    expect(await screen.findByText('Raffle NFT is required')).toBeInTheDocument();
    expect(screen.queryByText('detail screen')).toBeNull();
  });
});
