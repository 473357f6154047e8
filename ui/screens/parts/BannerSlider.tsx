import { useRef, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { fileProxyUrl } from '../../../core/domain/fileUrls.ts';
import type { HomeBanner } from '../../../core/domain/showcase/banners.ts';
import type { Banner } from '../../../core/model/index.ts';
import { useServices } from '../../app/context.ts';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { bannerCallToAction, bannerTarget, type BannerRoute } from './bannerLink.ts';
import './gridList.css';

function RouteLink({ route, className, children }: { route: BannerRoute; className: string; children: ReactNode }) {
  switch (route.to) {
    case '/brands/$brandId':
      return (
        <Link to={route.to} params={route.params} className={className}>
          {children}
        </Link>
      );
    case '/offline/$outletId':
      return (
        <Link to={route.to} params={route.params} className={className}>
          {children}
        </Link>
      );
    case '/online/$shopId':
      return (
        <Link to={route.to} params={route.params} className={className}>
          {children}
        </Link>
      );
    case '/news/$newsId':
      return (
        <Link to={route.to} params={route.params} className={className}>
          {children}
        </Link>
      );
    default:
      return (
        <Link to={route.to} className={className}>
          {children}
        </Link>
      );
  }
}

/**
 * The slider's banners span the page's container (styles.css: 1200 px, 1320 px from 1440 px screens),
 * the whole screen below it.
 */
const SLIDER_BANNER_SIZES = '(min-width: 1440px) 1320px, (min-width: 1200px) 1200px, 100vw';

/**
 * One banner: its picture (title as the text), a link when its target is allowed, with a button saying where it
 * leads (issue 31 §6; the link's name stays the title, the button repeats the link visually). `sizes` is how wide
 * its row lays it out (by default the screen up to 1200 px).
 */
function BannerItem({ banner, eager = false, sizes }: { banner: Banner; eager?: boolean; sizes?: string }) {
  const { config } = useServices();
  const target = bannerTarget(banner.link);
  const picture = (
    <ImageWithFallback
      src={banner.fileId === null ? null : fileProxyUrl(config.fileBase, banner.fileId)}
      alt={banner.title}
      className="banner__image"
      width={1200}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      sizes={sizes}
    />
  );
  const action = bannerCallToAction(target);
  const content = (
    <>
      {picture}
      {action === null ? null : (
        <span className="banner__cta" aria-hidden="true">
          {action}
        </span>
      )}
    </>
  );
  if (target.kind === 'route') {
    return (
      <RouteLink route={target.route} className="banner">
        {content}
      </RouteLink>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} className="banner" target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    );
  }
  return <div className="banner">{picture}</div>;
}

/**
 * The main slider (banners of type 1): a row that scrolls by swipe, trackpad or the two buttons,
 * snapping to one banner at a time. It never turns by itself, so nothing moves under a reader.
 */
export function BannerSlider({ banners, label }: { banners: readonly HomeBanner[]; label: string }) {
  const track = useRef<HTMLUListElement>(null);
  if (banners.length === 0) {
    return null;
  }
  const turn = (direction: 1 | -1) => {
    const element = track.current;
    element?.scrollBy?.({ left: direction * element.clientWidth, behavior: 'smooth' });
  };
  return (
    <section className="banner-slider" aria-roledescription="карусель" aria-label={label}>
      <ul ref={track} className="banner-slider__track">
        {banners.map((banner, index) => (
          <li
            key={banner.key}
            className="banner-slider__slide"
            aria-roledescription="слайд"
            aria-label={`${index + 1} из ${banners.length}`}
          >
            <BannerItem banner={banner} eager={index === 0} sizes={SLIDER_BANNER_SIZES} />
          </li>
        ))}
      </ul>
      {banners.length > 1 ? (
        <div className="banner-slider__controls">
          <button
            type="button"
            className="banner-slider__button"
            aria-label="Предыдущий баннер"
            onClick={() => turn(-1)}
          >
            ‹
          </button>
          <button type="button" className="banner-slider__button" aria-label="Следующий баннер" onClick={() => turn(1)}>
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** The strip under the slider (banners of type 2): all of them side by side, wrapping on narrow screens. */
export function BannerStrip({ banners, label }: { banners: readonly HomeBanner[]; label: string }) {
  if (banners.length === 0) {
    return null;
  }
  return (
    <section className="banner-strip" aria-label={label}>
      <ul className="grid-list banner-strip__list">
        {banners.map((banner) => (
          <li key={banner.key}>
            <BannerItem banner={banner} />
          </li>
        ))}
      </ul>
    </section>
  );
}
