/**
 * One set of form fields for the viewer app and the console, on react-hook-form. The fields take their class names
 * from one set (`form`, `form-field…`, `form-error`, `button__spinner`) that each app styles in its own CSS, and show
 * messages through the translator the app gives `FormMessagesProvider`.
 */
export { CheckboxField } from './CheckboxField';
export { ColorField } from './ColorField';
export { DateTimeField } from './DateTimeField';
export { FieldFrame, FieldNotes, LabelledField, type FieldControlAria } from './FieldFrame';
export { ErrorMessage, Form, FormError } from './Form';
export { isoToLocalInput, localInputToIso } from './local-date-time';
export { FormMessagesProvider, useFormMessage, type TranslateFormMessage } from './messages';
export { SelectField, type SelectOption } from './SelectField';
export { applyServerErrors } from './server-errors';
export { SubmitButton } from './SubmitButton';
export { TextAreaField } from './TextAreaField';
export { TextField } from './TextField';
