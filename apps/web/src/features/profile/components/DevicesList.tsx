import type { Device } from '@ott/contracts/devices';
import { useState } from 'react';
import { dateTimeFormat } from '@ott/client/format';
import { Modal } from '../../../components/ui/Modal';
import { ErrorState } from '../../../components/ui/StateMessages';
import { toastRequestError } from '../../../components/ui/toast-request-error';
import { showToast } from '../../../components/ui/toast-store';
import { useTranslation } from '../../../lib/i18n-react';
import { useDevices, useSignOutDevice, useSignOutOthers } from '../api/devices';
import './devices.css';

const when = (iso: string, language: string) => dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const countryName = (code: string, language: string) => {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** The account's signed-in browsers and TVs: this one marked, any other signed out after a confirmation, or all others at once. */
export function DevicesList() {
  const { t } = useTranslation();
  const devices = useDevices();
  const signOutOthers = useSignOutOthers();
  const [confirming, setConfirming] = useState<Device | 'others' | null>(null);
  if (devices.error) return <ErrorState message={t('profile.devices.loadFailed')} onRetry={devices.reload} />;
  if (!devices.data) return <p className="muted" role="status">{t('profile.devices.loading')}</p>;
  const others = devices.data.filter((device) => !device.current);
  return (
    <>
      <ul className="device-list" aria-label={t('routes.devices')}>
        {devices.data.map((device) => (
          <DeviceRow key={device.id} device={device} onSignOut={() => setConfirming(device)} />
        ))}
      </ul>
      {others.length > 0 ? (
        <div className="button-row">
          <button type="button" className="button button--ghost" onClick={() => setConfirming('others')}>
            {t('profile.devices.signOutOthers')}
          </button>
        </div>
      ) : (
        <p className="muted">{t('profile.devices.onlyThis')}</p>
      )}
      {confirming === 'others' ? (
        <ConfirmSignOut
          title={t('profile.devices.othersConfirmTitle')}
          text={t('profile.devices.othersConfirmText')}
          onClose={() => setConfirming(null)}
          onConfirm={async () => {
            const count = await signOutOthers();
            showToast(t('profile.devices.othersDone', { count }), { type: 'success' });
          }}
        />
      ) : confirming ? (
        <SignOutDevice device={confirming} onClose={() => setConfirming(null)} />
      ) : null}
    </>
  );
}

function useDeviceName() {
  const { t } = useTranslation();
  return (device: Pick<Device, 'label'>) => device.label || t('profile.devices.unknown');
}

function DeviceRow({ device, onSignOut }: { device: Device; onSignOut: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const name = useDeviceName()(device);
  return (
    <li className="device-row" data-current={device.current || undefined}>
      <div className="device-row__text">
        <p className="device-row__name">
          <span className="device-row__type">{t(`profile.devices.types.${device.device_type}`)}</span> {name}
          {device.current ? <span className="badge">{t('profile.devices.current')}</span> : null}
        </p>
        <p className="muted">
          {t('profile.devices.lastSeen', { date: when(device.last_seen_at, language) })}
          {device.country_code ? ` · ${t('profile.devices.country', { country: countryName(device.country_code, language) })}` : null}
        </p>
      </div>
      {device.current ? null : (
        <button type="button" className="button button--ghost button--small" aria-label={t('profile.devices.signOutNamed', { name })} onClick={onSignOut}>
          {t('profile.devices.signOut')}
        </button>
      )}
    </li>
  );
}

function SignOutDevice({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOutDevice();
  const name = useDeviceName()(device);
  return (
    <ConfirmSignOut
      title={t('profile.devices.confirmTitle')}
      text={t('profile.devices.confirmText', { name })}
      onClose={onClose}
      onConfirm={async () => {
        await signOut(device.id);
        showToast(t('profile.devices.signedOut', { name }), { type: 'success' });
      }}
    />
  );
}

function ConfirmSignOut({ title, text, onClose, onConfirm }: { title: string; text: string; onClose: () => void; onConfirm: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setBusy(false);
      toastRequestError(error, t);
    }
  };
  return (
    <Modal onClose={onClose} label={title}>
      <div className="form">
        <h2 className="section-title">{title}</h2>
        <p>{text}</p>
        <div className="button-row">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('profile.devices.keep')}
          </button>
          <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
            {t('profile.devices.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
