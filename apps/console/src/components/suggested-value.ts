import { useEffect, useRef } from 'react';
import { type FieldPath, type FieldValues, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form';

/** `text` as a key or path word: ASCII lower case, accents dropped, anything else a single dash (“Côte-Nord Hockey!” → cote-nord-hockey). */
export function slugOf(text: string, maxLength = 64): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[Œœ]/g, 'oe')
    .replace(/[Ææ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

/**
 * Fills the field `target` from the field `source` as the operator types (a channel key from its name, a page's path
 * from its title) until the operator edits `target` by hand: from then on it is theirs. A target that does not start
 * empty or as the suggestion of the source, or any target when `enabled` is false (an existing page), is never followed.
 */
export function useSuggestedValue<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
  source: FieldPath<T>,
  target: FieldPath<T>,
  suggest: (source: string) => string,
  enabled = true,
): void {
  const sourceValue = useWatch({ control: form.control, name: source }) as unknown;
  const targetValue = useWatch({ control: form.control, name: target }) as unknown;
  // The value last written here; a target that differs from it was typed by the operator.
  const written = useRef<string | null>(null);
  const following = useRef<boolean | null>(null);
  useEffect(() => {
    const current = typeof targetValue === 'string' ? targetValue : '';
    const text = typeof sourceValue === 'string' ? sourceValue : '';
    if (following.current === null) {
      following.current = enabled && (current === '' || current === suggest(text));
      written.current = current;
    }
    if (following.current && current !== written.current) following.current = false;
    if (!following.current) return;
    const next = suggest(text);
    if (next === current) return;
    written.current = next;
    form.setValue(target, next as PathValue<T, FieldPath<T>>, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }, [form, sourceValue, targetValue, target, suggest, enabled]);
}
