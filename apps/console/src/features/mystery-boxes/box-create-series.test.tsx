import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@mintfront/domain';
import { setValue } from '../../test/antd-actions.ts';
import {
  fakeBoxApi,
  renderScreen,
  chooseNfts,
  seriesRows,
  seriesTitles,
} from './box-create.test-util.tsx';

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
