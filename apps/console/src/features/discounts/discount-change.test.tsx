import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS, type Discount } from '@mintfront/domain';
import { fail, fakeApi, ok, page } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import DiscountChange from './discount-change.tsx';
import DiscountList from './discount-list.tsx';

const CODE: Discount = {
  id: 3,
  code: 'SPRING10',
  value: '10.00',
  isPublic: false,
  quantity: 100,
  perCustomerLimit: 2,
  oncePerCustomer: false,
  startAt: '2026-03-01T08:00:00.000Z',
  endAt: '2026-03-31T20:00:00.000Z',
  state: 2,
  times: 0,
  ordersApplied: 0,
  createdAt: '2026-01-01T00:00:00Z',
};
const ROUTES = [
  { path: '/Discount', element: <DiscountList /> },
  { path: '/Discount/changeDiscount/:id', element: <DiscountChange /> },
];
afterEach(() => vi.restoreAllMocks());

function render(at: string, put = () => ok(CODE)) {
  const api = fakeApi(({ method, url }) => {
    if (method === 'GET' && url.startsWith('/api/discounts/3')) return ok(CODE);
    if (method === 'GET' && url.startsWith('/api/discounts')) return page([CODE]);
    if (method === 'PUT') return put();
    if (method === 'DELETE') return ok({});
    return undefined;
  });
  const { router } = renderRoutes(ROUTES, { at });
  return { api, router };
}

describe('changeDiscount: change a code (spec doc 2 §2, §5)', () => {
  it(
    'opens the code with its values, sends PUT with the change and returns to the list',
    { timeout: 40_000 },
    async () => {
      const { api, router } = render('/Discount/changeDiscount/3');
      expect(await screen.findByText('Change discount code')).toBeInTheDocument();
      const value = await screen.findByTestId('discount-value');
      expect(value).toHaveValue('10.00');
      expect(screen.getByTestId('discount-code')).toHaveValue('SPRING10');
      expect(screen.getByTestId('discount-quantity')).toHaveValue('100');

      await userEvent.clear(value);
      await userEvent.type(value, '15');
      await userEvent.click(screen.getByTestId('discount-save'));
      await waitFor(() => expect(api.last('PUT', '/api/discounts/3')).toBeDefined());
      expect(api.last('PUT', '/api/discounts/3')!.body).toEqual({
        code: 'SPRING10',
        value: '15',
        is_public: false,
        quantity: 100,
        per_customer_limit: 2,
        once_per_customer: false,
        start_at: CODE.startAt,
        end_at: CODE.endAt,
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/Discount'));
      expect(await screen.findByText('Discount code updated')).toBeInTheDocument();
    },
  );

  it(
    'shows a code taken in the store (E82) on the code field and stays',
    { timeout: 40_000 },
    async () => {
      const { router } = render('/Discount/changeDiscount/3', () =>
        fail(ERRORS.E82.code, ERRORS.E82.en),
      );
      const code = await screen.findByTestId('discount-code');
      await userEvent.clear(code);
      await userEvent.type(code, 'TAKEN');
      await userEvent.click(screen.getByTestId('discount-save'));
      await waitFor(() => expect(code.closest('.ant-form-item')).toHaveTextContent(ERRORS.E82.en));
      expect(router.state.location.pathname).toBe('/Discount/changeDiscount/3');
    },
  );
});

describe('Discount list: delete a code', () => {
  it('deletes a code only after the confirmation', { timeout: 40_000 }, async () => {
    const { api } = render('/Discount');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete SPRING10' }));
    expect(await screen.findByText('Delete this discount code?')).toBeInTheDocument();
    expect(api.last('DELETE', '/api/discounts/3')).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.last('DELETE', '/api/discounts/3')).toBeDefined());
    expect(await screen.findByText('Discount code deleted')).toBeInTheDocument();
  });

  it('links each code to its change screen', async () => {
    const { router } = render('/Discount');
    await userEvent.click(await screen.findByRole('link', { name: 'Edit SPRING10' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Discount/changeDiscount/3'));
  });
});
