import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';

const COPIED_MS = 2_000;

/** Copies `text` to the clipboard and says so on the button for a moment ("Copied"); `label` names what is copied for screen readers. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('catalogue');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast.error(t('goLive.copyFailed'));
    }
  }

  return (
    <button type="button" className="button button--secondary button--small go-live__copy" aria-label={label} onClick={() => void copy()}>
      <span aria-live="polite">{copied ? t('goLive.copied') : t('goLive.copy')}</span>
    </button>
  );
}
