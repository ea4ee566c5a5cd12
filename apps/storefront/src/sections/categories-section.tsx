// @jsxRuntime automatic
import type { SectionView } from '../store-view.ts';
import { useView } from '../view-context.ts';

export function CategoriesSection({ section }: { section: SectionView<'category'> }) {
  const { base } = useView();
  return (
    <ul
      className="tile-grid"
      style={{ '--columns': section.config.columns } as React.CSSProperties}
    >
      {(section.data ?? []).map((c) => (
        <li key={c.id}>
          <a className="tile" href={`${base}/nfts?category=${c.id}`}>
            {c.image_url ? (
              <img src={c.image_url} alt="" loading="lazy" />
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
