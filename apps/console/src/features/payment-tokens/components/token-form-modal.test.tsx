import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS, MESSAGES } from '@mintfront/domain';
import { renderWithProviders } from '../../../test/render.tsx';
import { TokenFormModal } from './token-form-modal.tsx';

const ADDRESS = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const answer = (statusCode: number, statusDesc: string, data: unknown) =>
  new Response(JSON.stringify({ statusCode, statusDesc, data }), {
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => vi.restoreAllMocks());

async function fill(values: { symbol?: string; name?: string; address?: string }) {
  for (const [field, value] of Object.entries(values))
    if (value) await userEvent.type(screen.getByTestId(`token-${field}`), value);
}
const errorOf = (field: string) => screen.getByTestId(`token-${field}`).closest('.ant-form-item')!;

describe(
  'TokenFormModal: spec doc 2 §5 "tokens need symbol, name, contract address", checked before anything is sent',
  { timeout: 40_000 },
  () => {
    it('names the three required fields and sends nothing', async () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      renderWithProviders(<TokenFormModal token={null} onClose={() => {}} />);
      await userEvent.click(screen.getByTestId('token-save'));
      // Each field shows its message when its own check settles: wait for each.
      expect(await screen.findByText('Symbol is required')).toBeInTheDocument();
      expect(await screen.findByText('Name is required')).toBeInTheDocument();
      expect(await screen.findByText('Contract address is required')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('token-symbol')).toHaveFocus());
      expect(fetchSpy).not.toHaveBeenCalled();
    });

    it('says "required" for a symbol of spaces, not the format it misses, and marks the three fields', async () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      renderWithProviders(<TokenFormModal token={null} onClose={() => {}} />);
      for (const field of ['symbol', 'name', 'address'])
        expect(
          document.querySelector(`label[for="${screen.getByTestId(`token-${field}`).id}"]`),
        ).toHaveClass('ant-form-item-required');
      await fill({ symbol: '   ', name: 'Dollar', address: ADDRESS });
      await userEvent.click(screen.getByTestId('token-save'));
      await waitFor(() => expect(errorOf('symbol')).toHaveTextContent('Symbol is required'));
      expect(fetchSpy).not.toHaveBeenCalled();
    });

    it('refuses a symbol that is not 1–11 letters or digits and an address that is not 0x + 40 hex', async () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      renderWithProviders(<TokenFormModal token={null} onClose={() => {}} />);
      await fill({ symbol: 'US-D', name: 'Dollar', address: '0x1234' });
      await userEvent.click(screen.getByTestId('token-save'));
      expect(await screen.findByText(MESSAGES.symbol.en)).toBeInTheDocument();
      expect(
        await screen.findByText('Contract address must be an address: 0x and 40 hex digits'),
      ).toBeInTheDocument();
      expect(fetchSpy).not.toHaveBeenCalled();
    });

    it('verifies only once symbol and address are valid, and does not need the name for it', async () => {
      const fetchSpy = vi
        .spyOn(globalThis, 'fetch')
        .mockResolvedValue(
          answer(0, 'ok', { address: ADDRESS, name: 'USD Coin', symbol: 'USDC', decimals: 6 }),
        );
      renderWithProviders(<TokenFormModal token={null} onClose={() => {}} />);
      await fill({ symbol: 'usdc' });
      await userEvent.click(screen.getByTestId('token-verify'));
      expect(await screen.findByText('Contract address is required')).toBeInTheDocument();
      expect(fetchSpy).not.toHaveBeenCalled();

      await fill({ address: ADDRESS });
      await userEvent.click(screen.getByTestId('token-verify'));
      expect(await screen.findByTestId('token-verified')).toHaveTextContent(
        'Found on chain: USD Coin (USDC), 6 decimals',
      );
      expect(String(fetchSpy.mock.calls[0]![0])).toContain(
        `/api/currencys/verification/address?address=${ADDRESS}&symbol=usdc`,
      );
      expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    });

    it('shows a symbol the chain does not confirm (40077) on the symbol field, and a non-token (40076) on the address', async () => {
      const fetchSpy = vi
        .spyOn(globalThis, 'fetch')
        .mockResolvedValueOnce(
          answer(40077, 'The token at this address has the symbol USDC', { symbol: 'USDC' }),
        );
      renderWithProviders(<TokenFormModal token={null} onClose={() => {}} />);
      await fill({ symbol: 'USDT', address: ADDRESS });
      await userEvent.click(screen.getByTestId('token-verify'));
      await waitFor(() =>
        expect(errorOf('symbol')).toHaveTextContent(
          'The token at this address has the symbol USDC',
        ),
      );
      expect(screen.queryByTestId('token-verified')).not.toBeInTheDocument();

      fetchSpy.mockResolvedValueOnce(answer(40076, ERRORS.TOKEN_NOT_ERC20.en, null));
      await userEvent.click(screen.getByTestId('token-verify'));
      await waitFor(() => expect(errorOf('address')).toHaveTextContent(ERRORS.TOKEN_NOT_ERC20.en));
    });

    it('verifies before it submits, and submits nothing when the chain refuses', async () => {
      const fetchSpy = vi
        .spyOn(globalThis, 'fetch')
        .mockResolvedValue(
          answer(40077, 'The token at this address has the symbol USDC', { symbol: 'USDC' }),
        );
      renderWithProviders(<TokenFormModal token={null} onClose={() => {}} />);
      await fill({ symbol: 'USDT', name: 'Tether', address: ADDRESS });
      await userEvent.click(screen.getByTestId('token-save'));
      await waitFor(() =>
        expect(errorOf('symbol')).toHaveTextContent(
          'The token at this address has the symbol USDC',
        ),
      );
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      expect(String(fetchSpy.mock.calls[0]![0])).toContain('/verification/address');
    });

    it('says a token is active at once when the chain needs no review (local development chain), else that it awaits review', async () => {
      const verified = { address: ADDRESS, name: 'USD Coin', symbol: 'USDC', decimals: 6 };
      for (const [status, text] of [
        [2, 'Token verified and active: the local development chain needs no review'],
        [1, 'Token submitted for review'],
      ] as const) {
        vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
          answer(
            0,
            'ok',
            String(input).includes('/verification/address')
              ? verified
              : { ...verified, id: 7, status },
          ),
        );
        const closed = vi.fn();
        const { unmount } = renderWithProviders(<TokenFormModal token={null} onClose={closed} />);
        await fill({ symbol: 'USDC', name: 'USD Coin', address: ADDRESS });
        await userEvent.click(screen.getByTestId('token-save'));
        expect(await screen.findByText(text)).toBeInTheDocument();
        expect(closed).toHaveBeenCalled();
        unmount();
        vi.restoreAllMocks();
      }
    });
  },
);
