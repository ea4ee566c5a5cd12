import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '../test/fake-api.ts';
import i18n from '../i18n/index.ts';
import { LangSwitch } from './lang-switch.tsx';

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('the language switch (a plain menu button)', () => {
  it('works with the keyboard: opens on the checked choice, arrows move, Escape gives the focus back', async () => {
    render(<LangSwitch />);
    const button = screen.getByTestId('lang-switch');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const english = screen.getByRole('menuitemradio', { name: 'English' });
    expect(english).toHaveFocus();
    expect(english).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: '中文' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(english).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitemradio', { name: '中文' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(english).toHaveFocus();
    // The choices are reached by the arrows, not by Tab.
    expect(english).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('switches the language here, and on the server only when signed in', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () =>
          new Response(JSON.stringify(ok({})), { headers: { 'Content-Type': 'application/json' } }),
      );
    render(<LangSwitch />);
    await userEvent.click(screen.getByTestId('lang-switch'));
    await userEvent.click(screen.getByRole('menuitemradio', { name: '中文' }));
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    expect(localStorage.getItem('language')).toBe('zh');
    expect(fetch).not.toHaveBeenCalled();

    localStorage.setItem('Token', 't');
    await userEvent.click(screen.getByTestId('lang-switch'));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/user/language');
    expect(init!.method).toBe('PUT');
    expect(JSON.parse(String(init!.body))).toEqual({ language: 'en' });
  });
});
