import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { WhitelistFormModal } from './whitelist-form-modal.tsx';

const A = `0x${'a'.repeat(40)}`;
afterEach(() => vi.restoreAllMocks());

const errorOf = (input: HTMLElement) =>
  input.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';
const labelOf = (input: HTMLElement) => document.querySelector(`label[for="${input.id}"]`);

describe('WhitelistFormModal: the domain schema judges name and addresses before anything is sent', () => {
  it(
    'marks name and addresses required, refuses them empty and focuses the name',
    { timeout: 40_000 },
    async () => {
      const api = fakeApi(({ method }) => (method === 'POST' ? ok({ id: 3 }) : undefined));
      renderWithProviders(<WhitelistFormModal whitelist={null} onClose={vi.fn()} />);
      const name = await screen.findByTestId('white-name');
      const addresses = screen.getByTestId('white-addresses');
      expect(labelOf(name)).toHaveClass('ant-form-item-required');
      expect(labelOf(addresses)).toHaveClass('ant-form-item-required');

      await userEvent.click(screen.getByTestId('white-save'));
      await waitFor(() => expect(errorOf(name)).toBe('Name is required'));
      await waitFor(() => expect(errorOf(addresses)).toBe('Addresses is required'));
      await waitFor(() => expect(name).toHaveFocus());
      expect(api.last('POST', '/api/whites')).toBeUndefined();

      await userEvent.type(name, 'Early birds');
      await userEvent.click(addresses);
      await userEvent.paste(`\n${A}\n\n`);
      await userEvent.click(screen.getByTestId('white-save'));
      await waitFor(() => expect(api.last('POST', '/api/whites')).toBeDefined());
      expect(api.last('POST', '/api/whites')!.body).toEqual({
        name: 'Early birds',
        addresses: [A],
      });
    },
  );
});
