import { useEffect, useState, type CSSProperties } from 'react';
import { PICTURE_SIZES } from '@chitra/contract/picture-sizes';
import { Pause, Play } from 'lucide-react';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from '@chitra/contract/constants';
import type { Banner } from '@chitra/contract/catalogue';
import { Picture } from '../../lib/picture';
import { useGetBannersQuery } from './api';
import { useCarousel } from './use-carousel';
import { useMessages } from '../../i18n/i18n';

function Slides({ banners }: { banners: Banner[] }) {
  const t = useMessages('catalogue');
  const count = banners.length;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const carousel = useCarousel({
    count,
    intervalMs: BANNER_AUTOPLAY_MS,
    speedMs: BANNER_SPEED_MS,
    paused: hovered || focused || stopped,
  });
  const playing = !stopped && !carousel.reducedMotion && count > 1;
  // The copy of the first slide that closes the loop.
  const track = count > 1 ? [...banners, banners[0]] : banners;
  const trackStyle: CSSProperties = {
    transform: `translateX(${-carousel.position * 100}%)`,
    transition: carousel.animate ? `transform ${BANNER_SPEED_MS}ms ease` : 'none',
  };

  return (
    <section
      className="home-banner"
      aria-roledescription="carousel"
      aria-label={t('featuredPhotographs')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="home-banner__viewport">
        {/* Announce slide changes only when they come from the visitor, not from autoplay. */}
        <div className="home-banner__track" style={trackStyle} aria-live={playing ? 'off' : 'polite'}>
          {track.map((banner, index) => {
            const isCopy = index === count;
            const shown = !isCopy && index === carousel.current;
            return (
              <div
                key={isCopy ? 'loop-copy' : banner.url}
                className="home-banner__slide"
                role={isCopy ? undefined : 'group'}
                aria-roledescription={isCopy ? undefined : 'slide'}
                aria-label={isCopy ? undefined : t('slideOf', { slide: index + 1, count })}
                aria-hidden={shown ? undefined : true}
                inert={!shown}
              >
                <Picture image={banner} alt={isCopy ? '' : banner.alt} sizes={PICTURE_SIZES.banner} eager={index === 0} className="home-banner__picture" />
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="home-banner__controls">
          <button
            type="button"
            className="home-banner__toggle"
            aria-label={playing ? t('pauseSlideshow') : t('playSlideshow')}
            title={playing ? t('pauseSlideshow') : t('playSlideshow')}
            hidden={carousel.reducedMotion}
            onClick={() => setStopped((s) => !s)}
          >
            {playing ? <Pause aria-hidden="true" size={14} /> : <Play aria-hidden="true" size={14} />}
          </button>
          {banners.map((banner, index) => (
            <button
              key={banner.url}
              type="button"
              className="home-banner__dot"
              aria-label={t('slideOf', { slide: index + 1, count })}
              aria-current={index === carousel.current ? 'true' : undefined}
              onClick={() => carousel.goTo(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/** docs/spec.md §2: the home page's auto-playing banner, two slides with dots and no arrows. */
export function BannerCarousel() {
  const { data, error, isError } = useGetBannersQuery();
  useEffect(() => {
    // The slides are decoration: a failure leaves an empty frame and a note in the log.
    if (isError) console.warn('Home banners failed to load', error);
  }, [isError, error]);
  // The frame keeps its height while loading or failed, so the page below never jumps.
  if (isError) return <div className="home-banner home-banner--placeholder" aria-hidden="true" />;
  if (data === undefined) return <div className="home-banner home-banner--placeholder catalogue-skeleton" aria-hidden="true" />;
  if (data.data.length === 0) return null;
  return <Slides banners={data.data} />;
}
