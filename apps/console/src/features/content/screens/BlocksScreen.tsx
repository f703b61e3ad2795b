import { AdminStaticBlockInput, type AdminStaticBlock } from '@ott/contracts/admin-content';
import { useTranslation } from 'react-i18next';
import { MarkdownEditor } from '../../../components/MarkdownEditor';
import { SelectField, TextField } from '@ott/client/forms';
import { CollectionScreen } from '../components/CollectionScreen';

/** Static blocks: short Markdown texts shown in the footer or on the home page. */
export function BlocksScreen() {
  const { t } = useTranslation('content');
  return (
    <CollectionScreen<AdminStaticBlock, AdminStaticBlockInput>
      area="static-blocks"
      prefix="blocks"
      sortable
      nameOf={(block) => block.title}
      renderSummary={(block) => (
        <>
          <span className="content-row__title">{block.title}</span>
          <span className="content-row__meta">
            <code>{block.alias}</code> · {t(`blocks.positions.${block.position}`)}
          </span>
        </>
      )}
      schema={AdminStaticBlockInput}
      emptyValues={{ alias: '', title: '', content: '', position: 'footer' }}
      valuesOf={(block) => ({ alias: block.alias, title: block.title, content: block.content, position: block.position })}
      fields={
        <>
          <TextField name="title" label={t('blocks.fields.title')} required maxLength={200} />
          <TextField name="alias" label={t('blocks.fields.alias')} hint={t('blocks.fields.aliasHint')} required maxLength={120} spellCheck={false} />
          <SelectField
            name="position"
            label={t('blocks.fields.position')}
            required
            options={(['footer', 'home'] as const).map((position) => ({ value: position, label: t(`blocks.positions.${position}`) }))}
          />
          <MarkdownEditor name="content" label={t('blocks.fields.content')} rows={6} hint={t('common.markdownHint')} />
        </>
      }
    />
  );
}
