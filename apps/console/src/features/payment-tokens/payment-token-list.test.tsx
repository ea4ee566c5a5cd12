import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Currency } from '@mintfront/domain';
import { renderRoutes } from '../../test/render.tsx';
import PaymentTokenList from './payment-token-list.tsx';

const token = (
  id: number,
  symbol: string,
  status: Currency['status'],
  isDefault = false,
): Currency => ({
  id,
  symbol,
  name: `${symbol} token`,
  address: `0x${String(id).repeat(40)}`,
  decimals: 18,
  icon: null,
  iconUrl: null,
  status,
  reviewReason: status === 3 ? 'Not listed on this chain' : null,
  isDefault,
  rate: null,
  value: null,
  createdAt: '2026-01-01T00:00:00Z',
});
const LIST = [
  token(1, 'USDC', 2, true),
  token(2, 'DAI', 2),
  token(3, 'WETH', 3),
  token(4, 'OLD', 4),
  token(5, 'NEW', 1),
];
const ok = (data: unknown) =>
  new Response(JSON.stringify({ statusCode: 0, statusDesc: 'ok', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => vi.restoreAllMocks());

function render() {
  localStorage.setItem('Token', 't');
  localStorage.setItem('uid', '1');
  localStorage.setItem('shopId', '9');
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    calls.push({
      method: init?.method ?? 'GET',
      url: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    if (init?.method === 'PUT') return ok(LIST[0]);
    return ok({ list: LIST, total: LIST.length, lastPage: 1 });
  });
  renderRoutes([{ path: '/Settings/token', element: <PaymentTokenList /> }], {
    at: '/Settings/token',
  });
  return calls;
}
// The symbol cell's row (getByRole over a whole table is slow in jsdom).
const row = (symbol: string) =>
  screen.getByText(symbol, { exact: true }).closest('tr') as HTMLElement;

describe('Settings/token: spec doc 2 §4 "can be resubmitted or deactivated", one default', () => {
  it('offers each action only in the state that allows it', async () => {
    render();
    await screen.findByText('WETH');
    expect(within(row('WETH')).getByText('Rejected')).toBeInTheDocument();
    expect(within(row('WETH')).getByTestId('token-edit-3')).toHaveTextContent('Resubmit');
    // The platform's reason, so the owner knows what to correct.
    expect(within(row('WETH')).getByTestId('token-reason-3')).toHaveTextContent(
      'Reason: Not listed on this chain',
    );
    expect(within(row('DAI')).queryByTestId('token-reason-2')).not.toBeInTheDocument();
    expect(within(row('DAI')).getByTestId('token-deactivate-2')).toBeInTheDocument();
    expect(within(row('DAI')).getByTestId('token-default-set-2')).toBeInTheDocument();
    expect(within(row('USDC')).getByTestId('token-default-1')).toHaveTextContent('Default');
    expect(within(row('USDC')).queryByTestId('token-default-set-1')).not.toBeInTheDocument();
    for (const [symbol, id] of [
      ['OLD', 4],
      ['NEW', 5],
    ] as const) {
      expect(within(row(symbol)).queryByTestId(`token-edit-${id}`)).not.toBeInTheDocument();
      expect(within(row(symbol)).queryByTestId(`token-deactivate-${id}`)).not.toBeInTheDocument();
    }
  });

  it('deactivates after confirmation with status 4, and sets the default with is_default', async () => {
    const calls = render();
    await userEvent.click(await screen.findByTestId('token-deactivate-2'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: /^Deactivate$/ }));
    await waitFor(() =>
      expect(calls).toContainEqual(expect.objectContaining({ method: 'PUT', body: { status: 4 } })),
    );
    expect(calls.find((c) => c.method === 'PUT')!.url).toContain('/api/currencys/2');

    await userEvent.click(screen.getByTestId('token-default-set-2'));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'PUT', body: { is_default: true } }),
      ),
    );
  });

  it('opens a Rejected token for resubmission with its fields filled in', async () => {
    render();
    await userEvent.click(await screen.findByTestId('token-edit-3'));
    expect(await screen.findByText('Resubmit WETH')).toBeInTheDocument();
    expect(screen.getByTestId('token-symbol')).toHaveValue('WETH');
    expect(screen.getByTestId('token-address')).toHaveValue(`0x${'3'.repeat(40)}`);
  });
});
