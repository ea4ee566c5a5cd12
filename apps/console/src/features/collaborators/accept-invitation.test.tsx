import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSession } from '../../api/session.ts';
import { renderRoutes } from '../../test/render.tsx';
import AcceptInvitation from './accept-invitation.tsx';

const routes = [
  { path: '/invite', element: <AcceptInvitation /> },
  { path: '/login', element: <p>login screen</p> },
  { path: '/select-store', element: <p>select store screen</p> },
];

function envelope(data: unknown, statusCode = 0, statusDesc = 'success') {
  return new Response(JSON.stringify({ statusCode, statusDesc, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Answers the accept call with `accept`, anything else (the account menu's user) with an empty success. */
function serve(accept: () => Response) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (url) =>
      String(url) === '/api/collaborators/accept' ? accept() : envelope({}),
    );
}

afterEach(() => vi.restoreAllMocks());

describe('/invite: the page the invitation mail links to', () => {
  it('signed out, sends the visitor to sign in with the link kept, and accepts nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { router } = renderRoutes(routes, { at: '/invite?token=abc' });
    await userEvent.click(await screen.findByTestId('invite-sign-in'));
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Finvite%3Ftoken%3Dabc');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('signed in, accepts the token once and offers the joined stores', async () => {
    startSession('tok', 9);
    const fetchSpy = serve(() => envelope({ shopId: 42, shopName: 'Store42', allows: 2 }));
    const { router } = renderRoutes(routes, { at: '/invite?token=abc' });
    expect(await screen.findByText('You joined Store42')).toBeInTheDocument();
    const accepts = fetchSpy.mock.calls.filter(
      ([url]) => String(url) === '/api/collaborators/accept',
    );
    expect(accepts).toHaveLength(1);
    expect(JSON.parse(String(accepts[0]![1]!.body))).toEqual({ token: 'abc' });
    await userEvent.click(screen.getByTestId('invite-joined-stores'));
    expect(await screen.findByText('select store screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=joined');
  });

  it('shows the refusal of a link sent to another address', async () => {
    startSession('tok', 9);
    serve(() => envelope(null, 40074, 'This invitation was sent to another e-mail address'));
    renderRoutes(routes, { at: '/invite?token=abc' });
    expect(
      await screen.findByText('This invitation was sent to another e-mail address'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('invite-other-account')).toBeInTheDocument();
  });
});
