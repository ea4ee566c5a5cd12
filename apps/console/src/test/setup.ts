import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { LANGUAGES } from '@mintfront/domain';
import i18n, { loadLanguage } from '../i18n/index.ts';

// The app loads a language when it is shown; tests switch freely, so both are there from the start.
await Promise.all(LANGUAGES.map(loadLanguage));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

// Files run one after another in a worker (isolate: false): each starts in English.
afterAll(() => i18n.changeLanguage('en'));

// antd reads these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
