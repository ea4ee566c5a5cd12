// @jsxRuntime automatic
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { StoreView } from '../store-view.ts';
import { ViewContext } from '../view-context.ts';
import { ISLANDS, type IslandName } from './registry.ts';

/** Calls `onLive` once React has taken over its island (effects run after the commit). */
function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}

/**
 * Hydrates each island of the page (see island.tsx) as a root of its own, with the page's view
 * as context; resolves once all are live.
 */
export async function hydrateIslands(view: StoreView, doc: Document = document): Promise<void> {
  const elements = [...doc.querySelectorAll<HTMLElement>('[data-island]')];
  const components = await Promise.all(
    elements.map((el) => {
      const load = ISLANDS[el.dataset.island as IslandName];
      if (!load) throw new Error(`no island named "${el.dataset.island}"`);
      return load() as Promise<ComponentType<object>>;
    }),
  );
  await Promise.all(
    elements.map(
      (el, i) =>
        new Promise<void>((resolve) => {
          const Component = components[i]!;
          const props = JSON.parse(el.dataset.props ?? '{}') as object;
          hydrateRoot(
            el,
            <ViewContext.Provider value={view}>
              <Live onLive={resolve}>
                <Component {...props} />
              </Live>
            </ViewContext.Provider>,
          );
        }),
    ),
  );
}
