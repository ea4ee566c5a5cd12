import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS, MESSAGES } from '@mintfront/domain';
import { renderRoutes } from '../../test/render.tsx';
import CollectionCreate from './collection-create.tsx';

async function submitRoyalty(value: string) {
  const input = screen.getByTestId('collection-royalties');
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
  await userEvent.click(screen.getByTestId('collection-submit'));
}

describe('CreatCollection: the spec §5 royalty rule is checked before anything is sent', () => {
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
});
