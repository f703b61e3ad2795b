import type { Language } from '@ott/contracts';
import { CONTACT_FORM_ALIAS } from '@ott/contracts/admin-content';
import { contactFields } from '../../db/seed/catalogue/contact-fields';
import { STARTER_TEXTS } from '../../db/seed/starter-texts';

/** A page row a channel starts with; `reviewed: 0` until an operator saves it or marks it as reviewed. */
export interface StarterPage {
  name: string;
  url: string;
  alt_name: string;
  content: string;
  published: 1;
  reviewed: 0;
}

export interface StarterForm {
  alias: string;
  title: string;
  description: string;
  submit_label: string;
  success_message: string;
  /** JSON array of CustomFormField. */
  fields: string;
}

export interface StarterContent {
  pages: StarterPage[];
  forms: StarterForm[];
}

/** What the channel already has, so that only the missing pieces are added. */
export interface ExistingContent {
  /** Aliases (alt_name) of the channel's pages. */
  pageAliases: readonly string[];
  /** Aliases of the channel's custom forms. */
  formAliases: readonly string[];
}

const NOTHING: ExistingContent = { pageAliases: [], formAliases: [] };

/**
 * The privacy policy, terms and contact form a channel needs on its first day (the viewer app links to all three),
 * from the templates in the channel's language, leaving out those it already has. Used when a channel is created in
 * the console and when one is imported from a document that lacks them.
 */
export function starterContent(channel: { name: string; language: Language }, existing: ExistingContent = NOTHING): StarterContent {
  const texts = STARTER_TEXTS[channel.language];
  const named = (content: string) => content.replaceAll('{channel}', () => channel.name);
  const page = (alias: string, text: { name: string; content: string }): StarterPage => ({ name: text.name, url: `/${alias}`, alt_name: alias, content: named(text.content), published: 1, reviewed: 0 });
  const pages = [page('privacy_policy', texts.privacy), page('terms_conditions', texts.terms)].filter((row) => !existing.pageAliases.includes(row.alt_name));
  const { labels, ...form } = texts.contactForm;
  const forms = existing.formAliases.includes(CONTACT_FORM_ALIAS) ? [] : [{ alias: CONTACT_FORM_ALIAS, ...form, fields: JSON.stringify(contactFields(labels)) }];
  return { pages, forms };
}
