import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render.tsx';
import Login from './login.tsx';
import { ResetEmailForm } from './components/reset-forms.tsx';

const labelOf = (input: HTMLElement) =>
  (input.closest('.ant-form-item') ?? input.closest('.plain-field'))!.querySelector(
    'label',
  ) as HTMLElement;
const isMarkedRequired = (input: HTMLElement) =>
  labelOf(input).classList.contains('ant-form-item-required') ||
  (labelOf(input).classList.contains('plain-label-required') &&
    input.getAttribute('aria-required') === 'true');

describe('sign-in forms state their rules up front (issue 22)', () => {
  it('the login marks e-mail and password required and asks for an e-mail address', async () => {
    renderRoutes([{ path: '/login', element: <Login /> }], { at: '/login' });
    const email = await screen.findByTestId('login-email');
    expect(email).toHaveAttribute('type', 'email');
    expect(isMarkedRequired(email)).toBe(true);
    expect(isMarkedRequired(screen.getByTestId('login-password'))).toBe(true);
  });

  it('the forgotten-password form asks for an e-mail address, marked required', async () => {
    renderRoutes([{ path: '/', element: <ResetEmailForm onSent={() => undefined} /> }]);
    const email = await screen.findByTestId('forgot-email');
    expect(email).toHaveAttribute('type', 'email');
    expect(labelOf(email)).toHaveClass('ant-form-item-required');
  });
});
