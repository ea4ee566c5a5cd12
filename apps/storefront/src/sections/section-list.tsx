// @jsxRuntime automatic
import type { SectionType } from '@mintfront/domain';
import type { ComponentType } from 'react';
import type { SectionView } from '../store-view.ts';
import { CategoriesSection } from './categories-section.tsx';
import { CollectionsSection } from './collections-section.tsx';
import {
  BannerSection,
  FooterSection,
  HighlightSection,
  LogoSection,
  VideoSection,
} from './media-sections.tsx';
import { ProductsSection } from './products-section.tsx';
import {
  AnnouncementSection,
  EmailSection,
  ImageWithTextSection,
  RichTextSection,
  TitleSection,
} from './text-sections.tsx';

/** Each section type of spec doc 2 §3 and what renders it; a blog shows nothing until there is one. */
const RENDERERS: { [T in SectionType]: ComponentType<{ section: SectionView<T> }> | null } = {
  announcement: AnnouncementSection,
  title: TitleSection,
  banner: BannerSection,
  highlight: HighlightSection,
  products: ProductsSection,
  category: CategoriesSection,
  collection: CollectionsSection,
  blog: null,
  email: EmailSection,
  imageWidthText: ImageWithTextSection,
  video: VideoSection,
  richText: RichTextSection,
  logo: LogoSection,
  footer: FooterSection,
};

/** The sections in their order, each in its own landmark-free block with its optional heading. */
export function SectionList({ sections }: { sections: SectionView[] }) {
  return (
    <>
      {sections.map((section) => {
        const Render = RENDERERS[section.type] as ComponentType<{ section: SectionView }> | null;
        if (!Render) return null;
        return (
          <section
            key={section.sectionId}
            className={`section section-${section.type} align-${section.alignment}`}
            aria-label={section.title || undefined}
          >
            {section.title && <h2 className="section-title">{section.title}</h2>}
            <Render section={section} />
          </section>
        );
      })}
    </>
  );
}
