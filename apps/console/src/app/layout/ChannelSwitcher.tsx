import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { lastChannel, rememberChannel, useMe } from '../../lib/session';

/** Every channel the operator holds; choosing one opens it and remembers it for next time. In the phone menu its label shows. */
export function ChannelSwitcher({ labelVisible = false }: { labelVisible?: boolean }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { channelKey } = useParams();
  const navigate = useNavigate();
  if (!me || me.channels.length === 0) return null;
  const current = channelKey && me.channels.some((channel) => channel.channel_key === channelKey) ? channelKey : '';
  return (
    <label className={labelVisible ? 'channel-switcher shell-field' : 'channel-switcher'}>
      <span className={labelVisible ? 'shell-field__label' : 'visually-hidden'}>{t('layout.channel')}</span>
      <select
        className="input select channel-switcher__select"
        value={current}
        onChange={(event) => {
          const key = event.target.value;
          if (!key) return;
          rememberChannel(key);
          void navigate(`/channels/${key}`);
        }}
      >
        {current ? null : <option value="">{t('layout.chooseChannel')}</option>}
        {me.channels.map((channel) => (
          <option key={channel.channel_key} value={channel.channel_key}>
            {channel.name}
            {channel.channel_key === lastChannel() && channel.channel_key !== current ? ` · ${t('layout.last')}` : ''}
          </option>
        ))}
      </select>
    </label>
  );
}
