import { AdminFaqInput } from '@ott/contracts/admin-content';
import type { FaqEntry } from '@ott/contracts/channel';
import { useTranslation } from 'react-i18next';
import { MarkdownEditor } from '../../../components/MarkdownEditor';
import { TextField } from '@ott/client/forms';
import { CollectionScreen } from '../components/CollectionScreen';

/** Questions and answers of the FAQ page, in the order viewers read them. */
export function FaqScreen() {
  const { t } = useTranslation('content');
  return (
    <CollectionScreen<FaqEntry, AdminFaqInput>
      area="faq"
      prefix="faq"
      sortable
      nameOf={(entry) => entry.question}
      renderSummary={(entry) => (
        <>
          <span className="content-row__title">{entry.question}</span>
          <span className="content-row__meta content-row__excerpt">{entry.answer}</span>
        </>
      )}
      schema={AdminFaqInput}
      emptyValues={{ question: '', answer: '' }}
      valuesOf={(entry) => ({ question: entry.question, answer: entry.answer })}
      fields={
        <>
          <TextField name="question" label={t('faq.fields.question')} required maxLength={500} />
          <MarkdownEditor name="answer" label={t('faq.fields.answer')} rows={6} hint={t('common.markdownHint')} />
        </>
      }
    />
  );
}
