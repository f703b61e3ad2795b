import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toastRequestError } from '../../../components/ui/toast-request-error';
import { getCustomerPortal, useSavedCards } from '../../../components/payments/payments-api';
import { SavedCardLabel } from '../../../components/payments/SavedCardLabel';
import { Spinner } from '../../../components/ui/Spinner';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessages';
import { useChannel } from '../../../lib/channel-context';
import { useTranslation } from '../../../lib/i18n-react';
import { portalTarget } from '../model/portal';
import { AddCardForm } from './AddCardForm';
import { ProfileSection } from './ProfileSection';

/** `/profile?cards` (the sandbox's customer portal) brings the user here. */
export const CARDS_QUERY = 'cards';

/** The saved cards, adding one (sandbox), and the provider's billing portal. */
export function SavedCards() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: cards, error, reload } = useSavedCards();
  const [adding, setAdding] = useState(false);
  const [opening, setOpening] = useState(false);
  // Stripe keeps the cards itself: they are added in its portal.
  const canAdd = useChannel().projectSettings?.payments.provider !== 'stripe';
  const wanted = new URLSearchParams(location.search).has(CARDS_QUERY);
  const section = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!wanted) return;
    const target = section.current;
    target?.scrollIntoView?.({ block: 'start' });
    target?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [wanted, location.key]);

  const openPortal = async () => {
    setOpening(true);
    try {
      const target = portalTarget((await getCustomerPortal()).url, window.location.origin);
      if (target.external) window.location.assign(target.href);
      else await navigate(target.path);
    } catch (caught) {
      toastRequestError(caught, t);
    } finally {
      setOpening(false);
    }
  };

  let list;
  if (error) list = <ErrorState message={t('profile.cards.loadFailed')} onRetry={reload} />;
  else if (!cards) list = <Spinner label={t('profile.cards.loading')} />;
  else if (!cards.length) list = <EmptyState>{t('profile.cards.empty')}</EmptyState>;
  else
    list = (
      <ul className="card-list" aria-label={t('profile.cards.title')}>
        {cards.map((card) => (
          <li key={card.id} className="card-list__item">
            <SavedCardLabel card={card} />
          </li>
        ))}
      </ul>
    );

  return (
    <div ref={section}>
      <ProfileSection id="cards" titleKey="profile.cards.title" descriptionKey="profile.cards.description">
        {list}
        {adding ? (
          <AddCardForm
            onSaved={() => {
              setAdding(false);
              reload();
            }}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <div className="button-row button-row--start">
            {canAdd ? (
              <button type="button" className="button button--primary button--small" onClick={() => setAdding(true)}>
                {t('profile.cards.add')}
              </button>
            ) : null}
            <button type="button" className="button button--ghost button--small" onClick={() => void openPortal()} disabled={opening} aria-busy={opening || undefined}>
              {t('profile.cards.manageBilling')}
            </button>
          </div>
        )}
      </ProfileSection>
    </div>
  );
}
