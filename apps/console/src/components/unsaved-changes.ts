import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useConfirm } from './confirm';

/**
 * Warns before leaving a form with unsaved changes. Usage: `useUnsavedChangesGuard(formState.isDirty && !isSubmitSuccessful)`.
 * Inside the console a confirmation dialog asks; closing or reloading the tab gets the browser's own warning.
 */
export function useUnsavedChangesGuard(isDirty: boolean): void {
  const { t } = useTranslation();
  const confirm = useConfirm();
  // Read when a navigation starts: a form that has just saved and navigates in the same render is not held back.
  const dirty = useRef(isDirty);
  useLayoutEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty.current && currentLocation.pathname !== nextLocation.pathname);
  const current = useRef(blocker);
  useEffect(() => {
    current.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ title: t('unsaved.title'), message: t('unsaved.message'), confirmLabel: t('unsaved.leave'), cancelLabel: t('unsaved.stay'), danger: true }).then((leave) => {
      const latest = current.current;
      if (latest.state !== 'blocked') return;
      if (leave) latest.proceed();
      else latest.reset();
    });
    // Asks once per blocked navigation; the blocker object itself changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state]);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
