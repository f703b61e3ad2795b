import type { Slide } from '@ott/contracts/channel';
import { Link } from 'react-router';
import { useChannelName } from '../../../lib/channel-context';
import { useTranslation } from '../../../lib/i18n-react';

export function HomeHero({ slide }: { slide: Slide | undefined }) {
  const { t } = useTranslation();
  const channelName = useChannelName();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner container">
        <div className="hero__content">
          <p className="hero__eyebrow">
            <span className="live-dot" aria-hidden="true" /> {t('home.heroEyebrow')}
          </p>
          <h1 id="hero-title" className="hero__title">
            {slide?.title ?? t('home.heroTitle')}
          </h1>
          <p className="hero__text">{slide?.subtitle ?? t('home.heroText', { channel: channelName })}</p>
          <div className="hero__actions">
            <Link className="button button--primary button--large" to={slide?.link ?? '/upcoming'}>
              {t('home.watchEvents')}
            </Link>
            <Link className="button button--glass button--large" to="/packages">
              {t('home.seePasses')}
            </Link>
          </div>
        </div>
        {slide?.image ? (
          <Link className="hero__art" to={slide.link ?? '/upcoming'} tabIndex={-1} aria-hidden="true">
            <img src={slide.image} alt="" />
          </Link>
        ) : null}
      </div>
    </section>
  );
}
