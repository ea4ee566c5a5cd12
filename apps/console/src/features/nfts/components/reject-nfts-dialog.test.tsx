import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render.tsx';
import { RejectNftsDialog } from './reject-nfts-dialog.tsx';

describe('RejectNftsDialog: the domain schema is checked before anything is sent', () => {
  it('says an empty selection on the reason field and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderRoutes([{ path: '/', element: <RejectNftsDialog ids={[]} onClose={() => {}} /> }], {
      at: '/',
    });
    await userEvent.type(screen.getByTestId('nft-reject-reason'), 'Blurry artwork');
    await userEvent.click(screen.getByTestId('nft-reject-submit'));
    const reasonItem = screen.getByTestId('nft-reject-reason').closest('.ant-form-item');
    await vi.waitFor(() =>
      expect(reasonItem?.querySelector('.ant-form-item-explain-error')?.textContent).toMatch(
        /Reason/i,
      ),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
