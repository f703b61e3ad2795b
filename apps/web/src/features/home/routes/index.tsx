import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { LazyMarkdown } from '../../../components/ui/LazyMarkdown';
import { useChannel } from '../../../lib/channel-context';
import { byWeightDesc } from '../../../lib/format';
import { HomeFilterNotice } from '../components/HomeFilterNotice';
import { HomeHero } from '../components/HomeHero';

export function HomePage() {
  const { t } = useTranslation();
  const { slides, event_categories: categories, participant_groups: groups, static_blocks: blocks } = useChannel().bootstrap;
  const mainSlide = slides.filter((slide) => slide.slidable_type === 'main').sort(byWeightDesc)[0];
  const sports = categories.filter((category) => category.parent_id === null);
  const homeBlocks = blocks.filter((block) => block.position === 'home');

  return (
    <div className="home">
      <HomeHero slide={mainSlide} />
      <HomeFilterNotice />
      <div className="container stack stack--large home__sections">
        {sports.length ? (
          <section aria-labelledby="home-sports">
            <h2 id="home-sports" className="section-title">
              {t('home.sports')}
            </h2>
            <ul className="chips">
              {sports.map((sport) => (
                <li key={sport.id}>
                  <Link className="chip chip--large" to={`/?category=${encodeURIComponent(sport.alias)}`}>
                    {sport.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {groups.length ? (
          <section aria-labelledby="home-schools">
            <h2 id="home-schools" className="section-title">
              {t('home.schools')}
            </h2>
            <ul className="grid grid--tiles">
              {groups.map((group) => (
                <li key={group.id}>
                  <Link className="card tile" to={`/?participant_group=${encodeURIComponent(group.alias)}`}>
                    {group.image ? (
                      <img className="tile__logo" src={group.image} alt="" loading="lazy" />
                    ) : (
                      <span className="tile__logo tile__logo--empty" aria-hidden="true">
                        {group.name.slice(0, 1)}
                      </span>
                    )}
                    <span className="tile__name">{group.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {homeBlocks.map((block) => (
          <section key={block.id} className="card card--padded" aria-labelledby={`home-block-${block.id}`}>
            <h2 id={`home-block-${block.id}`} className="section-title">
              {block.title}
            </h2>
            <LazyMarkdown source={block.content} headingOffset={2} />
          </section>
        ))}
      </div>
    </div>
  );
}
