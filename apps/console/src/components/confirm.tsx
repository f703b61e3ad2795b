import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from './Dialog';

/**
 * Ask before a destructive action. Usage: `const confirm = useConfirm();`
 * `if (await confirm({ title: t('delete_title'), message: t('delete_body'), confirmLabel: t('delete'), danger: true })) …`.
 * Resolves true on confirm, false on cancel or Escape. Needs `<ConfirmProvider>` (the app has one).
 */
export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<Confirm | null>(null);

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs <ConfirmProvider>');
  return confirm;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={options !== null}
        title={options?.title ?? ''}
        onClose={() => answer(false)}
        footer={
          <DialogActions
            label={options?.confirmLabel ?? t('common.confirm')}
            onAction={() => answer(true)}
            onCancel={() => answer(false)}
            cancelLabel={options?.cancelLabel}
            tone={options?.danger ? 'danger' : 'primary'}
            autoFocus
          />
        }
      >
        {options?.message ? <div className="dialog__message">{options.message}</div> : null}
      </Dialog>
    </ConfirmContext.Provider>
  );
}
