import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS, MESSAGES } from '@mintfront/domain';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import CollectionCreate from './collection-create.tsx';

async function submitRoyalty(value: string) {
  const input = screen.getByTestId('collection-royalties');
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
  await userEvent.click(screen.getByTestId('collection-submit'));
}

describe(
  'CreatCollection: the spec §5 royalty rule is checked before anything is sent',
  { timeout: 40_000 },
  () => {
    const render = () =>
      renderRoutes([{ path: '/Collection/CreatCollection/:id?', element: <CollectionCreate /> }], {
        at: '/Collection/CreatCollection',
      });

    it('refuses a royalty above 50 with the E19 text', async () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      render();
      await submitRoyalty('50.01');
      expect(await screen.findByText(ERRORS.E19.en)).toBeInTheDocument();
      expect(fetchSpy).not.toHaveBeenCalled();
      fetchSpy.mockRestore();
    });

    it('refuses more than 2 decimals, a non-number and an empty royalty', async () => {
      render();
      await submitRoyalty('10.123');
      expect(await screen.findByText(MESSAGES.royaltyDecimals.en)).toBeInTheDocument();
      await submitRoyalty('ten');
      expect(await screen.findByText('Royalties (%) must be a number')).toBeInTheDocument();
      await submitRoyalty('');
      expect(await screen.findByText('Royalties (%) is required')).toBeInTheDocument();
    });

    it('accepts 50 and 12.5, and shows the other required fields instead', async () => {
      render();
      await submitRoyalty('50');
      expect(await screen.findByText('Display name is required')).toBeInTheDocument();
      expect(screen.queryByText(ERRORS.E19.en)).not.toBeInTheDocument();
      await submitRoyalty('12.5');
      expect(screen.queryByText(MESSAGES.royaltyDecimals.en)).not.toBeInTheDocument();
    });
  },
);

describe('CreatCollection: fields stated once, judged by the domain schema (useSchemaForm)', () => {
  const render = () =>
    renderRoutes([{ path: '/Collection/CreatCollection/:id?', element: <CollectionCreate /> }], {
      at: '/Collection/CreatCollection',
    });
  const labelOf = (testId: string) =>
    document.querySelector(`label[for="${screen.getByTestId(testId).id}"]`);

  it(
    'marks the contract fields required, focuses the first in error and sends what the schema accepts',
    { timeout: 40_000 },
    async () => {
      const api = fakeApi(({ method }) =>
        method === 'POST' ? ok({ id: 5, name: 'Cats' }) : undefined,
      );
      render();
      for (const id of [
        'collection-name',
        'collection-title',
        'collection-symbol',
        'collection-royalties',
      ])
        expect(labelOf(id)).toHaveClass('ant-form-item-required');
      expect(labelOf('collection-description')).not.toHaveClass('ant-form-item-required');

      await userEvent.type(screen.getByTestId('collection-name'), 'Cats');
      await userEvent.type(screen.getByTestId('collection-symbol'), 'CA-T');
      await userEvent.click(screen.getByTestId('collection-submit'));
      expect(await screen.findByText('Contract name is required')).toBeInTheDocument();
      expect(await screen.findByText(MESSAGES.symbol.en)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('collection-title')).toHaveFocus());
      expect(api.last('POST', '/api/contracts')).toBeUndefined();

      await userEvent.type(screen.getByTestId('collection-title'), 'Cats Contract');
      await userEvent.clear(screen.getByTestId('collection-symbol'));
      await userEvent.type(screen.getByTestId('collection-symbol'), 'CAT');
      await userEvent.click(screen.getByTestId('collection-submit'));
      await waitFor(() => expect(api.last('POST', '/api/contracts')).toBeDefined());
      expect(api.last('POST', '/api/contracts')!.body).toEqual({
        name: 'Cats',
        title: 'Cats Contract',
        symbol: 'CAT',
        type: 1,
        royalties: 10,
      });
    },
  );
});
