import { afterEach, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api.ts';
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
