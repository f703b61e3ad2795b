import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LabelledField } from '@ott/client/forms';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import '../../../components/forms/forms.css';

interface PromoCodeFormProps {
  /** Checks the code with the server; rejects with its error ('Wrong promo code' is shown as 'Promo code is invalid'). */
  apply: (code: string) => Promise<void>;
  /** A code that came with the link (checkout's `code` query): checked once, on arrival. */
  initialCode?: string;
}

/** The promo code field and its Apply button; what an accepted code changes is the caller's. */
export function PromoCodeForm({ apply, initialCode = '' }: PromoCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const check = async (candidate: string) => {
    // The server matches codes without regard to case: sent and shown in capitals (WELCOME10), whatever was typed.
    const trimmed = candidate.trim().toUpperCase();
    if (!trimmed) return;
    setCode(trimmed);
    setChecking(true);
    setError(null);
    try {
      await apply(trimmed);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('passes.promo.failed'));
    } finally {
      setChecking(false);
    }
  };

  const checkedInitial = useRef(false);
  useEffect(() => {
    if (checkedInitial.current || !initialCode) return;
    checkedInitial.current = true;
    void check(initialCode);
    // Once, for the code the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(code);
  };

  return (
    <form className="promo" onSubmit={submit} noValidate>
      <div className="promo__row">
        <LabelledField
          id="promo-code"
          label={t('passes.promo.label')}
          error={error}
          control={(id, describedBy, invalid) => (
            <input
              id={id}
              name="promo_code"
              className="input form-field__control"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
          )}
        />
        <button type="submit" className="button button--ghost" disabled={checking || !code.trim()} aria-busy={checking || undefined}>
          {t('passes.promo.apply')}
        </button>
      </div>
    </form>
  );
}
