// @jsxRuntime automatic
import type { SectionView } from '../store-view.ts';
import { useStoreHref } from '../components/store-link.ts';

export function AnnouncementSection({ section }: { section: SectionView<'announcement'> }) {
  const href = useStoreHref();
  const { text, link } = section.config;
  if (!text) return null;
  return <p className="announcement">{link ? <a href={href(link)}>{text}</a> : text}</p>;
}

export function TitleSection({ section }: { section: SectionView<'title'> }) {
  const { title, subtitle } = section.config;
  return (
    <div className="title-section">
      {title && <h2 className="display">{title}</h2>}
      {subtitle && <p>{subtitle}</p>}
    </div>
  );
}

/** HTML the server sanitised when it was saved (never the visitor's). */
export function RichText({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function RichTextSection({ section }: { section: SectionView<'richText'> }) {
  return <RichText html={section.config.content} />;
}

export function ImageWithTextSection({ section }: { section: SectionView<'imageWidthText'> }) {
  const href = useStoreHref();
  const { image, imagePosition, text, buttonText, link } = section.config;
  return (
    <div className={`image-text image-${imagePosition}`}>
      {image && <img src={image} alt="" loading="lazy" />}
      <div>
        <RichText html={text} />
        {buttonText && link && (
          <a className="button" href={href(link)}>
            {buttonText}
          </a>
        )}
      </div>
    </div>
  );
}

/** The e-mail sign-up's words; collecting addresses comes with marketing (docs/decisions.md). */
export function EmailSection({ section }: { section: SectionView<'email'> }) {
  const { text } = section.config;
  return text ? <p className="email-text">{text}</p> : null;
}
