import { Link } from 'react-router';
import { LazyMarkdown } from '../../../components/ui/LazyMarkdown';
import { useChannel } from '../../../lib/channel-context';
import { useTranslation } from '../../../lib/i18n-react';

/** Operator blocks at the foot of the home page. */
function HomeBlocks() {
  const blocks = useChannel().bootstrap.static_blocks.filter((block) => block.position === 'home');
  if (!blocks.length) return null;
  return (
    <div className="stack stack--large">
      {blocks.map((block) => (
        <section key={block.id} className="card card--padded home-block" aria-labelledby={`home-block-${block.id}`}>
          <h2 id={`home-block-${block.id}`} className="section-title">
            {block.title}
          </h2>
          <LazyMarkdown source={block.content} headingOffset={2} />
        </section>
      ))}
    </div>
  );
}

/** Ways in by sport and by school, then the channel's own blocks. */
export function BrowseSections() {
  const { t } = useTranslation();
  const { event_categories: categories, participant_groups: groups } = useChannel().bootstrap;
  const sports = categories.filter((category) => category.parent_id === null);
  return (
    <div className="stack stack--large">
      {sports.length ? (
        <section aria-labelledby="home-sports">
          <h2 id="home-sports" className="section-title">
            {t('browse.sports')}
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
            {t('browse.schools')}
          </h2>
          <ul className="grid grid--tiles">
            {groups.map((group) => (
              <li key={group.id}>
                <Link className="card tile" to={`/?participant_group=${encodeURIComponent(group.alias)}`}>
                  {group.image ? (
                    <img className="tile__logo" src={group.image} alt="" width={64} height={64} loading="lazy" />
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
      <HomeBlocks />
    </div>
  );
}
