import { dateTimeFormat } from '@ott/client/format';

/** A calendar day in the active language (order terms, renewal and billing dates). */
export const formatDay = (iso: string, language: string) => dateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
