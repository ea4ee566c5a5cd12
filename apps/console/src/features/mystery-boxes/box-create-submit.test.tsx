import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Nft } from '@mintfront/domain';
import { ICON, nft } from '../nfts/components/fake-nft-api.test-util.ts';
import type { Answer } from './box-create.test-util.tsx';
import { fakeBoxApi, renderScreen, fillBox } from './box-create.test-util.tsx';

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
