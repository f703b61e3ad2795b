import { useId } from 'react';
import { useController } from 'react-hook-form';

/** The form-bound state of the field `name` (from the enclosing `Form`), with the id its label points at. */
export function useBoundField(name: string, id: string | undefined) {
  const generated = useId();
  const { field, fieldState } = useController({ name });
  return { id: id ?? generated, field, error: fieldState.error?.message };
}

export function joinClasses(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
