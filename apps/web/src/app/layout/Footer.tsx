import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'react-router';
import { LazyMarkdown } from '../../components/ui/LazyMarkdown';
import { useChannel } from '../../lib/channel-context';
import { currencySymbol } from '@ott/client/format';

const links = [
  { to: '/about', key: 'footer.about' },
  { to: '/faq', key: 'footer.faq' },
  { to: '/contacts', key: 'footer.contacts' },
  { to: '/privacy_policy', key: 'footer.privacyPolicy' },
  { to: '/terms_conditions', key: 'footer.termsConditions' },
] as const;

export function Footer() {
  const { t, i18n } = useTranslation();
  const { settings, static_blocks: blocks } = useChannel().bootstrap;
  const footerBlocks = blocks.filter((block) => block.position === 'footer');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__name">{settings.channel_name}</p>
          <p className="site-footer__currency">
            {t('footer.currency', { currency: settings.currency, symbol: currencySymbol(settings.currency, language) })}
          </p>
        </div>
        {footerBlocks.map((block) => (
          <section key={block.id} className="site-footer__block" aria-labelledby={`footer-block-${block.id}`}>
            <h2 id={`footer-block-${block.id}`} className="site-footer__heading">
              {block.title}
            </h2>
            <LazyMarkdown source={block.content} headingOffset={2} className="prose prose--footer" />
          </section>
        ))}
        <nav className="site-footer__links" aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__heading">
            {t('footer.help')}
          </h2>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="site-footer__bottom">
        <p className="container">{t('footer.copyright', { year: new Date().getFullYear(), channel: settings.channel_name })}</p>
      </div>
    </footer>
  );
}
