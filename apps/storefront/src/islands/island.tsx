// @jsxRuntime automatic
import type { ComponentType } from 'react';
import type { IslandName, IslandProps } from './registry.ts';

/**
 * An interactive part of a page: rendered in place, inside an element that names the component
 * (`data-island`, a key of ISLANDS) and holds its props as JSON (`data-props`), from which
 * hydrate-islands.tsx hydrates it alone. The element has `display: contents`, so it changes no
 * layout. `component` must be the one ISLANDS loads under `name` (islands.test.tsx checks).
 */
export function Island<N extends IslandName>({
  name,
  component,
  props,
}: {
  name: N;
  component: ComponentType<IslandProps<N>>;
  props: IslandProps<N>;
}) {
  const Component = component as ComponentType<object>;
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...(props as object)} />
    </div>
  );
}
