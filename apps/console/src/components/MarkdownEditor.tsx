import Markdown from 'markdown-to-jsx';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * Markdown text with a preview, bound to react-hook-form. Usage: `<MarkdownEditor name="body" label={t('body')} />` inside `<Form>`.
 * The preview renders as the viewer app does (markdown-to-jsx), without raw HTML.
 */
export function MarkdownEditor({ name, label, rows = 14, hint }: { name: string; label: string; rows?: number; hint?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const {
    field: { ref, value: fieldValue, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController({ name });
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const value = (fieldValue as string | undefined) ?? '';
  const error = fieldState.error?.message;
  return (
    <div className={`field markdown-editor${error ? ' field--invalid' : ''}`}>
      <div className="markdown-editor__head">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <div role="tablist" aria-label={t('markdown.mode', { label })} className="segmented">
          <button type="button" role="tab" aria-selected={tab === 'write'} className="segmented__item" onClick={() => setTab('write')}>
            {t('markdown.write')}
          </button>
          <button type="button" role="tab" aria-selected={tab === 'preview'} className="segmented__item" onClick={() => setTab('preview')}>
            {t('markdown.preview')}
          </button>
        </div>
      </div>
      <div className="markdown-editor__panes" data-tab={tab}>
        <textarea
          id={id}
          className="input textarea markdown-editor__text"
          rows={rows}
          name={fieldName}
          ref={ref}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          hidden={tab !== 'write'}
        />
        <div className="markdown-editor__preview prose" hidden={tab !== 'preview'} aria-live="polite">
          {value.trim() ? <Markdown options={{ disableParsingRawHTML: true }}>{value}</Markdown> : <p className="muted">{t('markdown.empty')}</p>}
        </div>
      </div>
      {hint ? <p className="field__hint">{hint}</p> : null}
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  );
}
