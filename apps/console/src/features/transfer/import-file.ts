import { ChannelDocument } from '@ott/contracts/admin-channel-transfer';
import type { FieldErrors } from '../../lib/api';

/** One problem of a document, at its place in it (`catalogue.events.3.category`). */
export interface DocumentProblem {
  path: string;
  message: string;
}

export type ReadDocument = { ok: true; document: ChannelDocument } | { ok: false; problems: DocumentProblem[] };

/** Reads a chosen file as a channel document, checked with the same schema the server uses. */
export async function readChannelDocument(file: Blob): Promise<ReadDocument> {
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    return { ok: false, problems: [{ path: '', message: 'not JSON' }] };
  }
  const parsed = ChannelDocument.safeParse(json);
  if (parsed.success) return { ok: true, document: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) };
}

/** The form's own fields by the server's field names; every `document.…` error is a problem of the file. */
export function splitImportErrors(errors: FieldErrors): { fields: Partial<Record<'channel_key' | 'hostname' | 'name', string>>; problems: DocumentProblem[] } {
  const fields: Partial<Record<'channel_key' | 'hostname' | 'name', string>> = {};
  const problems: DocumentProblem[] = [];
  for (const [name, messages] of Object.entries(errors)) {
    const message = messages.join(' ');
    if (name === 'document' || name.startsWith('document.')) problems.push({ path: name.slice('document.'.length), message });
    else if (name === 'hostnames' || name.startsWith('hostnames.')) fields.hostname = message;
    else if (name === 'channel_key' || name === 'name') fields[name] = message;
    else problems.push({ path: name, message });
  }
  return { fields, problems };
}
