import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';

type FilePickerProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'> & {
  inputRef?: Ref<HTMLInputElement>;
  /**
   * The file chosen, named beside the button ("No file chosen" for null); undefined names none, for a screen that shows
   * the choice its own way (a preview, a progress).
   */
  chosen?: string | null;
};

/**
 * A file field in the console's language: the browser draws its own ("Choose File", "No file chosen") in the browser's
 * language, whatever the console speaks. The real input lies over the button, unseen: it keeps the field's label, the
 * keyboard and dropped files, and the button shows its focus.
 */
export function FilePicker({ inputRef, chosen, ...input }: FilePickerProps) {
  const { t } = useTranslation();
  return (
    <span className="file-picker">
      <input ref={inputRef} type="file" className="file-picker__input" {...input} />
      <span className="button button--secondary button--small file-picker__button" aria-hidden="true">
        {t('filePicker.choose', { count: input.multiple ? 2 : 1 })}
      </span>
      {chosen !== undefined ? (
        <span className="file-picker__chosen" aria-hidden="true">
          {chosen ?? t('filePicker.none')}
        </span>
      ) : null}
    </span>
  );
}
