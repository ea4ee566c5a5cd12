import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/render.tsx';
import { setValue } from '../../test/antd-actions.ts';
import DropCreate from './drop-create.tsx';
import { fakeLaunchpadApi } from './launchpad-test-api.test-util.ts';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ROUTES = [{ path: '/CreateDrop', element: <DropCreate /> }];
const errorsList = () => screen.getByTestId('drop-errors');
const fieldOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item')!;

function render() {
  const api = fakeLaunchpadApi();
  renderRoutes(ROUTES, { at: '/CreateDrop' });
  return api;
}

describe('CreateDrop (spec doc 2 §5 drop rules)', () => {
  it('names each required field with the spec’s words, lists them by module and holds the create button', async () => {
    const api = render();
    await screen.findByTestId('drop-name');
    // A phase with no mint limit and not Unlimited.
    fireEvent.change(screen.getByTestId('phase-0-claim-limit'), { target: { value: '' } });
    await userEvent.click(screen.getByTestId('drop-submit'));
    const list = await waitFor(errorsList);
    for (const text of [
      'Drop Name is required',
      'Drop Preview is required',
      'open box time is required',
      'Instant Price is required: a number of 0 or more',
      'Mint limit is required: a whole number above 0, or Unlimited',
    ])
      expect(list).toHaveTextContent(text);
    expect(fieldOf('drop-name')).toHaveTextContent('Drop Name is required');
    expect(fieldOf('phase-0-price')).toHaveTextContent('Instant Price is required');
    expect(fieldOf('phase-0-claim-limit')).toHaveTextContent('Mint limit is required');
    expect(fieldOf('drop-open-date')).toHaveTextContent('open box time is required');
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toContain('Basics: Drop Name is required');
    expect(items).toContain('Phases: Phase 1 · Instant Price is required: a number of 0 or more');
    expect(screen.getByTestId('drop-submit')).toBeDisabled();
    expect(api.last('POST', '/api/drop/store')).toBeUndefined();

    // Fixing a module takes its errors off the list at once.
    await setValue('drop-name', 'Genesis');
    await waitFor(() => expect(errorsList()).not.toHaveTextContent('Drop Name is required'));
    expect(errorsList()).toHaveTextContent('Drop Preview is required');
  });

  it('refuses two consecutive Unlimited phases, and lets them be once one has a limit', async () => {
    const api = render();
    await screen.findByTestId('drop-name');
    await userEvent.click(screen.getByTestId('phase-add'));
    await userEvent.click(screen.getByTestId('phase-0-unlimited'));
    await userEvent.click(screen.getByTestId('phase-1-unlimited'));
    await userEvent.click(screen.getByTestId('drop-submit'));
    await waitFor(() =>
      expect(errorsList()).toHaveTextContent(
        'Phase 2 · Two consecutive phases cannot both be Unlimited',
      ),
    );
    expect(fieldOf('phase-1-unlimited')).toHaveTextContent(
      'Two consecutive phases cannot both be Unlimited',
    );
    expect(screen.getByTestId('drop-submit')).toBeDisabled();
    await userEvent.click(screen.getByTestId('phase-0-unlimited'));
    await waitFor(() =>
      expect(errorsList()).not.toHaveTextContent('Two consecutive phases cannot both be Unlimited'),
    );
    expect(api.last('POST', '/api/drop/store')).toBeUndefined();
  });
});
