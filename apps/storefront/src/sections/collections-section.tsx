// @jsxRuntime automatic
import type { SectionView } from '../store-view.ts';
import { useView } from '../view-context.ts';

export function CollectionsSection({ section }: { section: SectionView<'collection'> }) {
  const { base } = useView();
  return (
    <ul
      className="tile-grid"
      style={{ '--columns': section.config.columns } as React.CSSProperties}
    >
      {(section.data ?? []).map((c) => (
        <li key={c.id}>
          <a className="tile" href={`${base}/collection/${c.id}`}>
            {c.banner_url || c.icon_url ? (
              <img src={c.banner_url ?? c.icon_url ?? undefined} alt="" loading="lazy" />
            ) : (
              <span className="tile-blank" />
            )}
            <span className="tile-name">{c.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
