import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setValue } from '../../test/antd-actions.ts';
import { fakeBoxApi, renderScreen, chooseNfts } from './box-create.test-util.tsx';

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
