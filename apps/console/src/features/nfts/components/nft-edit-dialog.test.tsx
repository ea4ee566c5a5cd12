import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@mintfront/domain';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeNftApi, nft } from './fake-nft-api.test-util.ts';
import { NftEditDialog } from './nft-edit-dialog.tsx';
import { nftFormValues, type NftFormValues } from './nft-form-values.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const confirm = () => userEvent.click(screen.getByTestId('nft-edit-confirm'));

describe('Edit-NFT content dialog (spec doc 1 §2)', () => {
  it('opens 1200 px wide with the given values, quantity and royalty read-only, and answers the edited values', async () => {
    fakeNftApi();
    const onConfirm = vi.fn();
    const initial = nftFormValues(nft());
    renderWithProviders(
      <NftEditDialog open initialValues={initial} onConfirm={onConfirm} onCancel={() => {}} />,
    );
    expect(await screen.findByText('Edit NFT content')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '1200px' });
    expect(screen.getByText('Quantity')).toBeInTheDocument();
    expect(screen.getByTestId('nft-copies')).toBeDisabled();
    expect(screen.getByTestId('nft-royalties')).toBeDisabled();
    // No SEO page in the dialog; the live preview is there.
    expect(screen.queryByTestId('nft-page-title')).not.toBeInTheDocument();
    expect(screen.getByTestId('nft-preview-name')).toHaveTextContent('Moon');

    fireEvent.change(screen.getByTestId('nft-title'), { target: { value: 'Crescent' } });
    await waitFor(() =>
      expect(screen.getByTestId('nft-preview-name')).toHaveTextContent('Crescent'),
    );
    await confirm();
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0]![0]).toEqual<NftFormValues>({ ...initial, title: 'Crescent' });
  });

  it('as the "add content" dialog checks every field like the page before answering', async () => {
    fakeNftApi();
    const onConfirm = vi.fn();
    renderWithProviders(
      <NftEditDialog open mode="create" onConfirm={onConfirm} onCancel={() => {}} />,
    );
    expect(await screen.findByText('Add content')).toBeInTheDocument();
    expect(screen.getByTestId('nft-royalties')).toHaveValue('10');
    fireEvent.change(screen.getByTestId('nft-royalties'), { target: { value: '51' } });
    fireEvent.change(screen.getByTestId('nft-copies'), { target: { value: '' } });
    await confirm();
    expect(await screen.findByText(ERRORS.E19.en)).toBeInTheDocument();
    expect(screen.getByText('Quantity is required')).toBeInTheDocument();
    expect(screen.getByText('NFT content is required')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps its values and stays open while a rejected confirmation is shown by the caller', async () => {
    fakeNftApi();
    let reject: (e: Error) => void = () => {};
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((_, r) => {
          reject = r;
        }),
    );
    renderWithProviders(
      <NftEditDialog
        open
        initialValues={nftFormValues(nft())}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    await confirm();
    await waitFor(() => expect(screen.getByTestId('nft-edit-confirm')).toBeDisabled());
    reject(new Error('refused'));
    await waitFor(() => expect(screen.getByTestId('nft-edit-confirm')).toBeEnabled());
    expect(screen.getByTestId('nft-title')).toHaveValue('Moon');
  });
});
