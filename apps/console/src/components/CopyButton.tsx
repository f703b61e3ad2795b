import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from './toast';

const COPIED_MS = 2_000;

/**
 * Copies `text` to the clipboard and says so on the button for a moment ("Copied", announced); a browser that refuses
 * gets a toast asking to copy by hand. `children` is the button's text (by default "Copy"); `label` names what is copied
 * for screen readers where the text alone does not.
 */
export function CopyButton({ text, children, label, className = 'button button--secondary' }: { text: string; children?: ReactNode; label?: string; className?: string }) {
  const { t } = useTranslation();
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
      toast.error(t('common.copyFailed'));
    }
  }

  return (
    <button type="button" className={className} aria-label={label} onClick={() => void copy()}>
      <span aria-live="polite">{copied ? t('common.copied') : (children ?? t('common.copy'))}</span>
    </button>
  );
}
