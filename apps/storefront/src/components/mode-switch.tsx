// @jsxRuntime automatic
import { useEffect, useState } from 'react';
import { useText, useView } from '../view-context.ts';

const STORAGE_KEY = 'mf-store-mode';

/** Light or dark, as the visitor last chose on this device, else the theme's default. */
export function ModeSwitch() {
  const { theme } = useView();
  const t = useText();
  const [mode, setMode] = useState(theme.defaultThemeMode);
  useEffect(() => {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'light' || saved === 'dark') setMode(saved);
  }, []);
  useEffect(() => {
    document.documentElement.dataset.mode = mode;
  }, [mode]);
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="mode-switch"
      aria-pressed={mode === 'dark'}
      onClick={() => {
        localStorage.setItem(STORAGE_KEY, next);
        setMode(next);
      }}
    >
      {t('darkMode')}
    </button>
  );
}
