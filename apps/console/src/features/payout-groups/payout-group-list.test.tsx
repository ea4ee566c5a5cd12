import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayoutGroup } from '@mintfront/domain';
import { fakeApi, ok, page } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import PayoutGroupList from './payout-group-list.tsx';

const GROUP: PayoutGroup = {
  id: 4,
  name: 'Artists',
  isDefault: true,
  createdAt: '2026-01-01T00:00:00Z',
  payees: [
    { name: 'Ann', email: null, address: `0x${'a'.repeat(40)}`, rate: '60.00' },
    { name: 'Bob', email: 'bob@example.com', address: null, rate: '40.00' },
  ],
};
afterEach(() => vi.restoreAllMocks());

function render() {
  const api = fakeApi(({ method, url }) => {
    if (method === 'GET' && url.startsWith('/api/payment/groups')) return page([GROUP]);
    if (method === 'PUT' || method === 'DELETE') return ok(method === 'PUT' ? GROUP : {});
    return undefined;
  });
  renderRoutes([{ path: '/Settings/payoutGroup', element: <PayoutGroupList /> }], {
    at: '/Settings/payoutGroup',
  });
  return api;
}

describe('Settings/payoutGroup: edit and delete a group (spec doc 2 §3)', () => {
  it(
    'edits a group: the form opens with its payees, and saving sends PUT with the changes',
    { timeout: 40_000 },
    async () => {
      const api = render();
      await userEvent.click(await screen.findByTestId('payout-edit-4'));
      expect(await screen.findByText('Edit payout group')).toBeInTheDocument();
      const dialog = screen.getByTestId('payout-name').closest('.ant-modal') as HTMLElement;
      expect(within(dialog).getByTestId('payout-name')).toHaveValue('Artists');
      expect(within(dialog).getByTestId('payee-0-rate')).toHaveValue('60.00');
      expect(within(dialog).getByTestId('payee-1-email')).toHaveValue('bob@example.com');
      expect(within(dialog).getByTestId('payout-total')).toHaveTextContent('100.00');

      await userEvent.type(within(dialog).getByTestId('payout-name'), ' 2026');
      await userEvent.click(within(dialog).getByTestId('payout-save'));
      await waitFor(() => expect(api.last('PUT', '/api/payment/groups/4')).toBeDefined());
      expect(api.last('PUT', '/api/payment/groups/4')!.body).toEqual({
        name: 'Artists 2026',
        is_default: true,
        payees: [
          { name: 'Ann', address: `0x${'a'.repeat(40)}`, rate: '60.00' },
          { name: 'Bob', email: 'bob@example.com', rate: '40.00' },
        ],
      });
      expect(await screen.findByText('Payout group updated')).toBeInTheDocument();
    },
  );

  it('deletes a group only after the confirmation', async () => {
    const api = render();
    await userEvent.click(await screen.findByTestId('payout-delete-4'));
    expect(await screen.findByText('Delete this payout group?')).toBeInTheDocument();
    expect(api.last('DELETE', '/api/payment/groups/4')).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.last('DELETE', '/api/payment/groups/4')).toBeDefined());
    expect(await screen.findByText('Payout group deleted')).toBeInTheDocument();
  });
});
