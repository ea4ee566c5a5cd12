// @jsxRuntime automatic
import type { SectionView } from '../store-view.ts';
import { useStoreHref } from '../components/store-link.ts';
import { useView } from '../view-context.ts';

export function BannerSection({ section }: { section: SectionView<'banner'> }) {
  const href = useStoreHref();
  const { image, title, subtitle, buttonText, link } = section.config;
  return (
    <div className="banner">
      {image && <img src={image} alt="" />}
      <div className="banner-text">
        {title && <h2 className="display">{title}</h2>}
        {subtitle && <p>{subtitle}</p>}
        {buttonText && link && (
          <a className="button" href={href(link)}>
            {buttonText}
          </a>
        )}
      </div>
    </div>
  );
}

export function HighlightSection({ section }: { section: SectionView<'highlight'> }) {
  const href = useStoreHref();
  return (
    <ul className="highlights">
      {section.config.items.map((item, i) => (
        <li key={i}>
          {item.image && <img src={item.image} alt="" loading="lazy" />}
          {item.title && (
            <h3>{item.link ? <a href={href(item.link)}>{item.title}</a> : item.title}</h3>
          )}
          {item.text && <p>{item.text}</p>}
        </li>
      ))}
    </ul>
  );
}

export function VideoSection({ section }: { section: SectionView<'video'> }) {
  const { url, autoplay } = section.config;
  if (!url) return null;
  return (
    <video
      className="video"
      src={url}
      controls
      playsInline
      autoPlay={autoplay}
      muted={autoplay}
      preload="metadata"
    />
  );
}

export function LogoSection({ section }: { section: SectionView<'logo'> }) {
  const { base, store } = useView();
  const image = section.config.image ?? store.icon_url;
  return (
    <a className="store-brand" href={`${base}/`}>
      {image && <img src={image} alt="" width={40} height={40} />}
      <span>{section.config.alt || store.name}</span>
    </a>
  );
}

export function FooterSection({ section }: { section: SectionView<'footer'> }) {
  const href = useStoreHref();
  return (
    <div className="footer-section">
      {section.data?.map((menu) => (
        <nav key={menu.id} aria-label={menu.title}>
          <h2>{menu.title}</h2>
          <ul>
            {menu.items.map((item, i) => (
              <li key={i}>
                <a href={href(item.link)}>{item.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      ))}
      {section.config.text && <p>{section.config.text}</p>}
    </div>
  );
}
