import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_COLLABORATOR_ALLOWS,
  MASK,
  PERMISSIONS,
  type Collaborator,
} from '@mintfront/domain';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import TeamList from './team-list.tsx';

const person = (
  id: number,
  email: string,
  state: Collaborator['state'],
  allows: number,
): Collaborator => ({
  id,
  email,
  userId: state === 2 ? 100 + id : null,
  nickname: null,
  wallet: null,
  allows,
  role: 0,
  storeFee: '5.00',
  requireApproval: false,
  state,
  expiresAt: '2026-02-01T00:00:00Z',
  createdAt: '2026-01-01T00:00:00Z',
});
const INVITED = person(1, 'invited@example.com', 1, DEFAULT_COLLABORATOR_ALLOWS);
const JOINED = person(2, 'artist@example.com', 2, MASK.nft | MASK.discounts);
afterEach(() => vi.restoreAllMocks());

function render() {
  const api = fakeApi(({ method, url }) => {
    if (url.startsWith('/api/permissions'))
      return ok({
        list: PERMISSIONS.map((p) => ({ key: p.key, mask: p.mask, label: p.en })),
        defaultAllows: DEFAULT_COLLABORATOR_ALLOWS,
      });
    if (url.startsWith('/api/user/info')) return ok({ id: 1, email: 'owner@example.com' });
    if (method === 'GET' && url.startsWith('/api/collaborators'))
      return ok({ list: [INVITED, JOINED], total: 2, lastPage: 1, limit: 2 });
    if (method === 'PUT') return ok(JOINED);
    if (method === 'DELETE') return ok({});
    return undefined;
  });
  renderRoutes([{ path: '/Settings/team', element: <TeamList /> }], { at: '/Settings/team' });
  return api;
}

describe('Settings/team: cancel an invitation, remove a user, edit permissions (spec doc 2 §4, §6)', () => {
  it(
    'offers Cancel invitation for Inviting and Remove for Joined, each only after its confirmation',
    { timeout: 40_000 },
    async () => {
      const api = render();
      expect(await screen.findByTestId('collaborator-cancel-1')).toBeInTheDocument();
      expect(screen.queryByTestId('collaborator-remove-1')).not.toBeInTheDocument();
      expect(screen.queryByTestId('collaborator-cancel-2')).not.toBeInTheDocument();

      await userEvent.click(screen.getByTestId('collaborator-cancel-1'));
      expect(
        await screen.findByText(
          'Cancel the invitation to invited@example.com? The mailed link stops working.',
        ),
      ).toBeInTheDocument();
      expect(api.last('DELETE', '/api/collaborators/1')).toBeUndefined();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel invitation' }));
      await waitFor(() => expect(api.last('DELETE', '/api/collaborators/1')).toBeDefined());
      expect(await screen.findByText('Invitation cancelled')).toBeInTheDocument();

      await userEvent.click(screen.getByTestId('collaborator-remove-2'));
      expect(
        await screen.findByText(
          'Remove artist@example.com from this store? Their access ends at once.',
        ),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(api.last('DELETE', '/api/collaborators/2')).toBeDefined());
      expect(await screen.findByText('Collaborator removed')).toBeInTheDocument();
    },
  );

  it(
    'edits permissions: the boxes show the held mask, and saving sends the new mask by PUT without the e-mail',
    { timeout: 40_000 },
    async () => {
      const api = render();
      await userEvent.click(await screen.findByTestId('collaborator-edit-2'));
      expect(await screen.findByText('Edit collaborator')).toBeInTheDocument();
      const box = (key: string) => screen.getByTestId(`permission-${key}`);
      expect(box('nft')).toBeChecked();
      expect(box('discounts')).toBeChecked();
      expect(box('whitelist')).not.toBeChecked();
      expect(screen.getByTestId('collaborator-email')).toBeDisabled();

      await userEvent.click(box('discounts'));
      await userEvent.click(box('whitelist'));
      await userEvent.click(screen.getByTestId('collaborator-save'));
      await waitFor(() => expect(api.last('PUT', '/api/collaborators/2')).toBeDefined());
      expect(api.last('PUT', '/api/collaborators/2')!.body).toEqual({
        allows: MASK.nft | MASK.whitelist,
        role: 0,
        store_fee: '5',
        require_approval: false,
      });
      expect(await screen.findByText('Collaborator updated')).toBeInTheDocument();
    },
  );
});
