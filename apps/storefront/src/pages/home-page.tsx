// @jsxRuntime automatic
import { useText } from '../view-context.ts';
import { SectionList } from '../sections/section-list.tsx';
import type { SectionView } from '../store-view.ts';

/** The live theme's sections, in order; a theme with none still shows where the NFTs are. */
export function HomePage({ sections }: { sections: SectionView[] }) {
  const t = useText();
  if (sections.length === 0) return <h1>{t('allNfts')}</h1>;
  return <SectionList sections={sections} />;
}
