import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Discount } from '@mintfront/domain';
import { fakeApi, page } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import DiscountList from './discount-list.tsx';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

const discount = (id: number, startAt: string | null, endAt: string | null): Discount => ({
  id,
  code: `CODE${id}`,
  value: '10.00',
  isPublic: true,
  quantity: null,
  perCustomerLimit: null,
  oncePerCustomer: false,
  startAt,
  endAt,
  state: 2,
  times: 0,
  ordersApplied: 0,
  createdAt: '2026-01-01T00:00:00Z',
});

const routes = [
  { path: '/Discount', element: <DiscountList /> },
  { path: '/Discount/CreatDiscountCode', element: <p>create screen</p> },
];

describe('discount list (issue 22)', () => {
  it('says "No end" for an open period instead of dashes', async () => {
    fakeApi(({ url }) =>
      url.includes('/api/discounts')
        ? page([
            discount(1, null, null),
            discount(2, '2026-01-02T10:00:00', null),
            discount(3, null, '2026-02-01T10:00:00'),
          ])
        : undefined,
    );
    renderRoutes(routes, { at: '/Discount' });
    const first = (await screen.findByText('CODE1')).closest('tr')!;
    expect(first).toHaveTextContent('No end');
    expect(first).not.toHaveTextContent('—');
    expect(screen.getByText('CODE2').closest('tr')).toHaveTextContent('2026/01/02 10:00 – No end');
    expect(screen.getByText('CODE3').closest('tr')).toHaveTextContent('Until 2026/02/01 10:00');
  });

  it('an empty list offers the next step: creating a code', async () => {
    fakeApi(({ url }) => (url.includes('/api/discounts') ? page([]) : undefined));
    renderRoutes(routes, { at: '/Discount' });
    const empty = await screen.findByTestId('list-empty');
    expect(empty).toHaveTextContent('Nothing here yet.');
    fireEvent.click(within(empty).getByTestId('discount-create-empty'));
    expect(await screen.findByText('create screen')).toBeInTheDocument();
  });

  it('an empty filtered list says nothing matches and clears the filters', async () => {
    fakeApi(({ url }) => (url.includes('/api/discounts') ? page([]) : undefined));
    const { router } = renderRoutes(routes, { at: '/Discount?state=3' });
    const empty = await screen.findByTestId('list-empty');
    expect(empty).toHaveTextContent('Nothing matches these filters.');
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('labels its state filter visibly, not a bare "All"', async () => {
    fakeApi(({ url }) => (url.includes('/api/discounts') ? page([]) : undefined));
    renderRoutes(routes, { at: '/Discount' });
    const filter = await screen.findByTestId('discount-state-filter');
    expect(filter).toHaveTextContent('State:');
  });
});
