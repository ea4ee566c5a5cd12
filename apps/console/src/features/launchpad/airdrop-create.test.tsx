import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { ok } from '../../test/fake-api.ts';
import { pickOption, setValue } from '../../test/antd-actions.ts';
import { renderRoutes } from '../../test/render.tsx';
import AirdropCreate from './airdrop-create.tsx';
import { PREVIEW_PATH, airdrop, fakeLaunchpadApi } from './launchpad-test-api.test-util.ts';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ROUTES = [
  { path: '/Launchpad/CreateAirdrop', element: <AirdropCreate /> },
  { path: '/AirdropDetail/:id', element: <p>airdrop detail</p> },
];
const fieldOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item')!;

function render() {
  const api = fakeLaunchpadApi(({ method }, url) =>
    method === 'POST' && url.pathname === '/api/airdrop' ? ok(airdrop({ id: 4 })) : undefined,
  );
  renderRoutes(ROUTES, { at: '/Launchpad/CreateAirdrop' });
  return api;
}

async function typeDate(testId: string, date: dayjs.Dayjs) {
  const holder = screen.getByTestId(testId);
  const input = (holder.tagName === 'INPUT' ? holder : holder.querySelector('input'))!;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: date.format('YYYY-MM-DD HH:mm') } });
  fireEvent.blur(input);
  await waitFor(() => expect(input).toHaveValue(date.format('YYYY-MM-DD HH:mm')));
}

async function chooseNfts(...titles: string[]) {
  await userEvent.click(screen.getByTestId('airdrop-nfts-pick'));
  const picker = await screen.findByTestId('airdrop-nfts-picker-table');
  for (const title of titles)
    await userEvent.click(await within(picker).findByRole('checkbox', { name: title }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await screen.findByTestId('airdrop-nfts-chosen');
}

describe('CreateAirdrop (spec doc 2 §5 airdrop rules)', () => {
  it('says "Airdrop Name" and "Airdrop NFT" are required, lists them and holds the button', async () => {
    const api = render();
    await screen.findByTestId('airdrop-name');
    await userEvent.click(screen.getByTestId('airdrop-submit'));
    const list = await screen.findByTestId('airdrop-errors');
    expect(list).toHaveTextContent('Airdrop Name is required');
    expect(list).toHaveTextContent('Airdrop NFT is required');
    expect(fieldOf('airdrop-name')).toHaveTextContent('Airdrop Name is required');
    expect(screen.getByTestId('airdrop-submit')).toBeDisabled();
    expect(api.last('POST', '/api/airdrop')).toBeUndefined();
  });

  it('refuses a claim limit above the total and a duration over 365 days', async () => {
    render();
    await screen.findByTestId('airdrop-name');
    // Moon: 5 copies held; Sun: one ERC-721 token.
    await chooseNfts('Moon', 'Sun');
    expect(screen.getByTestId('airdrop-total')).toHaveTextContent('6');
    await setValue('airdrop-claim-limit', '7');
    const start = dayjs().add(1, 'day').startOf('minute');
    await typeDate('airdrop-start', start);
    await typeDate('airdrop-end', start.add(366, 'day'));
    await userEvent.click(screen.getByTestId('airdrop-submit'));
    await waitFor(() =>
      expect(fieldOf('airdrop-claim-limit')).toHaveTextContent(
        'Claim limit per wallet cannot be above the total airdrop (6)',
      ),
    );
    expect(fieldOf('airdrop-end')).toHaveTextContent('It lasts at most 365 days');
  });

  it('sends the airdrop as POST /api/airdrop takes it', async () => {
    const api = render();
    await screen.findByTestId('airdrop-name');
    const file = new File([new Uint8Array(16)], 'gift.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('airdrop-preview').querySelector('input[type="file"]')!, {
      target: { files: [file] },
    });
    await screen.findByTestId('airdrop-preview-value');
    await setValue('airdrop-name', 'Welcome gift');
    await chooseNfts('Moon');
    const start = dayjs().add(1, 'day').startOf('minute');
    await typeDate('airdrop-start', start);
    await typeDate('airdrop-end', start.add(30, 'day'));
    await setValue('airdrop-claim-limit', '2');
    await pickOption('airdrop-whitelist', 'VIP (3)');
    await userEvent.click(screen.getByTestId('airdrop-submit'));
    await waitFor(() => expect(api.last('POST', '/api/airdrop')).toBeDefined());
    expect(api.last('POST', '/api/airdrop')!.body).toEqual({
      name: 'Welcome gift',
      preview: PREVIEW_PATH,
      nft_ids: [12],
      start_date: start.toISOString(),
      end_date: start.add(30, 'day').toISOString(),
      claim_limit: 2,
      white_id: 8,
    });
    expect(await screen.findByText('airdrop detail')).toBeInTheDocument();
  });
});
