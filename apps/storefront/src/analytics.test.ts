import { afterEach, describe, expect, it } from 'vitest';
import { loadAnalytics } from './analytics.ts';
import type { StoreView } from './store-view.ts';

const viewWith = (analytics_id: string | null, preview?: { consoleOrigin: string }) =>
  ({ store: { analytics_id }, ...(preview ? { preview } : {}) }) as unknown as StoreView;

type TagWindow = Window & { dataLayer?: unknown[] };

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete (window as TagWindow).dataLayer;
});

describe('loadAnalytics', () => {
  it("adds Google's tag for the store's tracking ID and queues its configuration", () => {
    const script = loadAnalytics(viewWith('UA-12345678-1'));
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=UA-12345678-1');
    expect(script?.async).toBe(true);
    expect(document.head.contains(script)).toBe(true);
    const calls = (window as TagWindow).dataLayer!.map((a) => Array.from(a as ArrayLike<unknown>));
    expect(calls[0]?.[0]).toBe('js');
    expect(calls[1]).toEqual(['config', 'UA-12345678-1']);
  });

  it('adds nothing for a store without an ID, nor in the theme editor preview', () => {
    expect(loadAnalytics(viewWith(null))).toBeNull();
    expect(
      loadAnalytics(viewWith('UA-12345678-1', { consoleOrigin: 'http://localhost:8080' })),
    ).toBeNull();
    expect(document.head.querySelector('script')).toBeNull();
    expect((window as TagWindow).dataLayer).toBeUndefined();
  });
});
