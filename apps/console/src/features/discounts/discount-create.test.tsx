import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { MESSAGES } from '@mintfront/domain';
import { fakeApi, ok, page } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import DiscountCreate from './discount-create.tsx';

afterEach(() => vi.restoreAllMocks());

function render() {
  const api = fakeApi(({ method, url }) => {
    if (method === 'POST' && url.startsWith('/api/discounts')) return ok({ id: 4 });
    if (method === 'GET' && url.startsWith('/api/discounts')) return page([]);
    return undefined;
  });
  renderRoutes(
    [
      { path: '/Discount/CreatDiscountCode', element: <DiscountCreate /> },
      { path: '/Discount', element: <p>list</p> },
    ],
    { at: '/Discount/CreatDiscountCode' },
  );
  return api;
}

const labelOf = (input: HTMLElement) =>
  document.querySelector(`label[for="${input.id}"]`) as HTMLElement;
const errorOf = (input: HTMLElement) =>
  input.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';

describe('CreatDiscountCode: rules said up front and never applied silently (issue 22)', () => {
  it('marks the required fields (code, value) and only them', { timeout: 40_000 }, async () => {
    render();
    const code = await screen.findByTestId('discount-code');
    expect(labelOf(code)).toHaveClass('ant-form-item-required');
    expect(labelOf(screen.getByTestId('discount-value'))).toHaveClass('ant-form-item-required');
    expect(labelOf(screen.getByTestId('discount-quantity'))).not.toHaveClass(
      'ant-form-item-required',
    );
    expect(labelOf(screen.getByTestId('discount-start'))).not.toHaveClass('ant-form-item-required');
  });

  it(
    'puts the focus on the first field in error after a failed submit',
    { timeout: 40_000 },
    async () => {
      const api = render();
      const code = await screen.findByTestId('discount-code');
      await userEvent.type(screen.getByTestId('discount-value'), '10');
      await userEvent.click(screen.getByTestId('discount-save'));
      await waitFor(() => expect(errorOf(code)).toBe('Code is required'));
      await waitFor(() => expect(code).toHaveFocus());
      expect(api.last('POST', '/api/discounts')).toBeUndefined();
    },
  );

  it('keeps a quantity of −5 and says why it is refused', { timeout: 40_000 }, async () => {
    const api = render();
    await userEvent.type(await screen.findByTestId('discount-code'), 'SPRING');
    await userEvent.type(screen.getByTestId('discount-value'), '10');
    const quantity = screen.getByTestId('discount-quantity');
    await userEvent.type(quantity, '-5');
    await userEvent.click(screen.getByTestId('discount-save'));
    const why = MESSAGES.discountCount.en.replace('{field}', 'Quantity');
    await waitFor(() => expect(errorOf(quantity)).toBe(why));
    expect(quantity).toHaveValue('-5');
    await waitFor(() => expect(quantity).toHaveFocus());
    expect(api.last('POST', '/api/discounts')).toBeUndefined();
  });

  it('takes a start typed in full without pressing OK', { timeout: 40_000 }, async () => {
    const api = render();
    await userEvent.type(await screen.findByTestId('discount-code'), 'SPRING');
    await userEvent.type(screen.getByTestId('discount-value'), '10');
    await userEvent.type(screen.getByTestId('discount-start'), '2026-05-01 10:00');
    await userEvent.click(screen.getByTestId('discount-save'));
    await waitFor(() => expect(api.last('POST', '/api/discounts')).toBeDefined());
    expect(api.last('POST', '/api/discounts')!.body).toMatchObject({
      code: 'SPRING',
      start_at: dayjs('2026-05-01 10:00').toISOString(),
      end_at: null,
    });
  });

  it(
    'refuses a start that is not a date, saying how to write it',
    { timeout: 40_000 },
    async () => {
      const api = render();
      await userEvent.type(await screen.findByTestId('discount-code'), 'SPRING');
      await userEvent.type(screen.getByTestId('discount-value'), '10');
      const start = screen.getByTestId('discount-start');
      await userEvent.type(start, '2026-13-45 99:00');
      await userEvent.click(screen.getByTestId('discount-save'));
      await waitFor(() =>
        expect(errorOf(start)).toBe('Start is not a date: write it as YYYY-MM-DD HH:mm'),
      );
      expect(api.last('POST', '/api/discounts')).toBeUndefined();
    },
  );
});
