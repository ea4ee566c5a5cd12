import { afterEach, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CategoryFormModal } from './components/category-form-modal.tsx';

afterEach(() => vi.restoreAllMocks());

it('the category dialog scrolls its body and keeps Save in its footer, outside the scrolled part (issue 22)', async () => {
  fakeApi(() => undefined);
  renderWithProviders(<CategoryFormModal category={null} onClose={vi.fn()} />);
  const save = await screen.findByTestId('category-save');
  const body = document.querySelector<HTMLElement>('.ant-modal-body')!;
  expect(body.style.overflowY).toBe('auto');
  expect(body.style.maxHeight).toBe('calc(100vh - 260px)');
  expect(body.contains(save)).toBe(false);
  expect(save.closest('.ant-modal-footer')).not.toBeNull();
});

const errorOf = (input: HTMLElement) =>
  input.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';

it('the category name is judged by the domain schema: blank is refused with the focus on it', async () => {
  const api = fakeApi(({ method }) =>
    method === 'POST' ? ok({ classificationId: 3 }) : undefined,
  );
  renderWithProviders(<CategoryFormModal category={null} onClose={vi.fn()} />);
  const name = await screen.findByTestId('category-name');
  expect(document.querySelector(`label[for="${name.id}"]`)).toHaveClass('ant-form-item-required');
  await userEvent.type(name, '   ');
  await userEvent.click(screen.getByTestId('category-save'));
  await waitFor(() => expect(errorOf(name)).toBe('Name is required'));
  await waitFor(() => expect(name).toHaveFocus());
  expect(api.last('POST', '/api/classifications')).toBeUndefined();

  await userEvent.clear(name);
  await userEvent.type(name, 'Posters');
  await userEvent.click(screen.getByTestId('category-save'));
  await waitFor(() => expect(api.last('POST', '/api/classifications')).toBeDefined());
  expect(api.last('POST', '/api/classifications')!.body).toEqual({
    name: 'Posters',
    status: 1,
    type: 'customized',
    icon: null,
    image: null,
  });
}, 40_000);
