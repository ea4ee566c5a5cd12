import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COLLABORATOR_ROLES,
  DEFAULT_COLLABORATOR_ALLOWS,
  ERRORS,
  MASK,
  MESSAGES,
  PERMISSIONS,
} from '@mintfront/domain';
import { pickOption } from '../../../test/antd-actions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CollaboratorFormModal } from './collaborator-form-modal.tsx';

const permissions = PERMISSIONS.map((p) => ({ key: p.key, mask: p.mask, label: p.en }));
const OWNER = 'owner@example.com';

function envelope(data: unknown, statusCode = 0, statusDesc = 'success') {
  return new Response(JSON.stringify({ statusCode, statusDesc, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

function open() {
  const onClose = vi.fn();
  renderWithProviders(
    <CollaboratorFormModal
      collaborator={null}
      permissions={permissions}
      defaultAllows={DEFAULT_COLLABORATOR_ALLOWS}
      ownerEmail={OWNER}
      onClose={onClose}
    />,
  );
  return onClose;
}

async function fill(email: string, fee: string) {
  const emailInput = await screen.findByTestId('collaborator-email');
  await userEvent.clear(emailInput);
  if (email) await userEvent.type(emailInput, email);
  const feeInput = screen.getByTestId('collaborator-fee');
  await userEvent.clear(feeInput);
  if (fee) await userEvent.type(feeInput, fee);
  await userEvent.click(screen.getByTestId('collaborator-save'));
}

afterEach(() => vi.restoreAllMocks());

describe('invite form: the spec §5 rules are checked before anything is sent', () => {
  it('refuses a store fee over 50 %', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    open();
    await fill('artist@example.com', '50.01');
    expect(await screen.findByText(MESSAGES.storeFeeMax.en)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses 3 decimals, a non-number and an empty fee', async () => {
    open();
    await fill('artist@example.com', '1.234');
    expect(await screen.findByText(MESSAGES.storeFeeMax.en)).toBeInTheDocument();
    await fill('artist@example.com', 'abc');
    expect(await screen.findByText(MESSAGES.storeFeeMax.en)).toBeInTheDocument();
    await fill('artist@example.com', '');
    expect(await screen.findByText('Store fee (%) is required')).toBeInTheDocument();
  });

  it("refuses the owner's own e-mail (E155), in any case", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    open();
    await fill('Owner@Example.com', '10');
    expect(await screen.findByText(ERRORS.E155.en)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses an invalid e-mail', async () => {
    open();
    await fill('not-an-address', '10');
    expect(
      await screen.findByText(MESSAGES.email.en.replace('{field}', 'E-mail')),
    ).toBeInTheDocument();
  });

  it('starts from the default set and sends the checked boxes as one bitmask', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(envelope({ id: 1 }));
    const onClose = open();
    const nft = await screen.findByRole('checkbox', { name: 'Manage NFTs' });
    expect(nft).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'NFT sale: launchpad and airdrops' }),
    ).not.toBeChecked();
    await userEvent.click(nft);
    await fill('artist@example.com', '50');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('/api/collaborators');
    expect(JSON.parse(String(init!.body))).toEqual({
      email: 'artist@example.com',
      allows: DEFAULT_COLLABORATOR_ALLOWS - MASK.nft,
      role: 0,
      store_fee: '50',
      require_approval: false,
    });
  });

  it('shows the plan cap (E71) answered by the server and stays open', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(envelope(null, ERRORS.E71.code, ERRORS.E71.en));
    const onClose = open();
    await fill('artist@example.com', '0');
    expect(await screen.findByText(ERRORS.E71.en)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('invite form: named roles preset the permissions (issue 22)', () => {
  it('offers named roles instead of a role number; a new invitation starts as Store manager', async () => {
    open();
    const role = await screen.findByTestId('collaborator-role');
    expect(role).toHaveTextContent('Store manager');
    expect(screen.queryByText('Role number')).not.toBeInTheDocument();
  });

  it('choosing Artist ticks its permissions and sends its role with its mask', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(envelope({ id: 1 }));
    const onClose = open();
    await pickOption('collaborator-role', 'Artist: creates NFTs and collections and sells them');
    expect(await screen.findByRole('checkbox', { name: 'Manage NFTs' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Payout groups' })).not.toBeChecked();
    await fill('artist@example.com', '5');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body))).toMatchObject({
      role: COLLABORATOR_ROLES.find((r) => r.key === 'artist')!.role,
      allows: MASK.nft | MASK.collectionView | MASK.collectionChange | MASK.sellOrders,
    });
  });

  it('changing a box after choosing a role makes the set custom', async () => {
    open();
    await pickOption('collaborator-role', 'Artist: creates NFTs and collections and sells them');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Payout groups' }));
    await waitFor(() =>
      expect(screen.getByTestId('collaborator-role')).toHaveTextContent('Custom'),
    );
  });
});
