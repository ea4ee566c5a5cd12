import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderRoutes } from '../test/render.tsx';
import { AppRoot } from './app-root.tsx';
import { globalFlag } from './app-store.ts';
import { SELL_ORDER_END_KEYS } from './route-effects.ts';

describe('route-change side effects (spec §2)', () => {
  it('clears the remembered sell-order end time and day and resets the global flag', async () => {
    const { router } = renderRoutes(
      [
        {
          element: <AppRoot />,
          children: [
            { path: '/a', element: <p>page a</p> },
            { path: '/b', element: <p>page b</p> },
          ],
        },
      ],
      { at: '/a' },
    );
    await screen.findByText('page a');
    localStorage.setItem('sellOrderEndTime', '2030-01-01T00:00:00Z');
    localStorage.setItem('sellOrderEndDay', '7');
    localStorage.setItem('unrelated', 'kept');
    globalFlag.set(true);

    await act(() => router.navigate('/b'));
    await screen.findByText('page b');

    for (const key of SELL_ORDER_END_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(globalFlag.get()).toBe(false);
  });
});
