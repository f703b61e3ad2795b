import type { AdminOperator } from '@ott/contracts/admin-operators';
import { useTranslation } from 'react-i18next';

/** An operator's roles as the screens show them: "Owner · every channel", or a line per channel ("Varsity: Editor"). */
export function RolesHeld({ operator }: { operator: Pick<AdminOperator, 'is_owner' | 'channels'> }) {
  const { t } = useTranslation('operators');
  if (operator.is_owner) return <span className="badge operator-role-owner">{t('owner')}</span>;
  return (
    <ul className="operator-grants">
      {operator.channels.map((grant) => (
        <li key={grant.channel_key}>{t('grant', { channel: grant.name, role: t(`roles.${grant.role}`, { ns: 'translation' }) })}</li>
      ))}
    </ul>
  );
}
