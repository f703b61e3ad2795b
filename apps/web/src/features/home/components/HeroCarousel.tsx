import type { Slide } from '@ott/contracts/channel';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FirstScreenPart } from '../../../components/ui/FirstScreenPart';
import { useFirstRenderHints } from '../../../lib/first-render-hints';
import { useTranslation } from '../../../lib/i18n-react';
import { prefersReducedMotion, useAutoAdvance, usePauseOnInteraction } from '../../../lib/use-auto-advance';
import { isExternalUrl } from '../../../lib/url';

const SLIDE_INTERVAL_MS = 7000;

function SlideLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return isExternalUrl(to) ? (
    <a className={className} href={to}>
      {children}
    </a>
  ) : (
    <Link className={className} to={to}>
      {children}
    </Link>
  );
}

/**
 * The channel's slides one at a time (none: no hero), turning every few seconds unless the visitor
 * hovers, focuses, pauses it or prefers reduced motion. All slides share one grid cell, so the tallest sets the height and
 * nothing below moves when they turn.
 */
export function HeroCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const { paused: interacting, handlers } = usePauseOnInteraction();
  const { reducedMotion } = useFirstRenderHints();
  const [stopped, setStopped] = useState(() => reducedMotion ?? prefersReducedMotion());
  // Over a page sent with its first screen (drawn moving), the visitor's preference applies once the app has drawn it.
  useEffect(() => {
    // Once, after the first render: the one extra render a taken-over page needs to match the visitor.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (prefersReducedMotion()) setStopped(true);
  }, []);
  const [index, setIndex] = useAutoAdvance(slides.length, SLIDE_INTERVAL_MS, interacting || stopped);
  // A slide whose picture is missing or fails to load is laid out as text only, never as an empty frame.
  const [broken, setBroken] = useState<ReadonlySet<number>>(() => new Set());
  const count = slides.length;
  if (!count) return null;
  return (
    <FirstScreenPart as="section" className="hero" aria-roledescription="carousel" aria-label={t('home.featured')} {...handlers}>
      <div className="hero__inner container">
        <div className="hero__slides">
          {slides.map((slide, i) => {
            const active = i === index;
            const art = slide.image && !broken.has(slide.id);
            return (
              <div
                key={slide.id}
                className={`hero__slide${active ? ' is-active' : ''}${art ? '' : ' hero__slide--text'}`}
                role="group"
                aria-roledescription="slide"
                aria-label={t('home.slideOf', { number: i + 1, count })}
                aria-hidden={!active}
                inert={!active}
              >
                <div className="hero__content">
                  <h2 className="hero__title">{slide.title}</h2>
                  {slide.subtitle ? <p className="hero__text">{slide.subtitle}</p> : null}
                  <div className="hero__actions">
                    <SlideLink className="button button--primary button--large" to={slide.link ?? '/upcoming'}>
                      {t('home.discover')}
                    </SlideLink>
                  </div>
                </div>
                {art ? (
                  <div className="hero__art">
                    <img
                      src={slide.image}
                      alt=""
                      width={1280}
                      height={720}
                      loading={i === 0 ? 'eager' : 'lazy'}
                      fetchPriority={i === 0 ? 'high' : 'auto'}
                      onError={() => setBroken((previous) => new Set(previous).add(slide.id))}
                    />
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
        {count > 1 ? (
          <div className="hero__controls">
            <div className="hero__dots">
              {slides.map((slide, i) => (
                <button
                  key={slide.id}
                  type="button"
                  className="hero__dot"
                  aria-label={t('home.slideOf', { number: i + 1, count })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                />
              ))}
            </div>
            <button type="button" className="hero__control hero__control--pause" aria-pressed={stopped} onClick={() => setStopped((value) => !value)}>
              <span aria-hidden="true" className={stopped ? 'hero__glyph hero__glyph--play' : 'hero__glyph'} />
              <span className="visually-hidden">{t('home.pauseSlides')}</span>
            </button>
          </div>
        ) : null}
      </div>
    </FirstScreenPart>
  );
}
