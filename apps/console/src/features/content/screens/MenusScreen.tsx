import { AdminMenuEntryInput, MENU_TYPES } from '@ott/contracts/admin-content';
import type { MenuEntry } from '@ott/contracts/channel';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@ott/client/forms';
import { MenuTargetField } from '../components/MenuTargetField';
import { CollectionScreen } from '../components/CollectionScreen';

/** The channel's menu: entries in the order viewers see them, dragged (or moved by keyboard) into place. */
export function MenusScreen() {
  const { t } = useTranslation('content');
  return (
    <CollectionScreen<MenuEntry, AdminMenuEntryInput>
      area="menus"
      prefix="menus"
      sortable
      nameOf={(entry) => entry.title}
      renderSummary={(entry) => (
        <>
          <span className="content-row__title">{entry.title}</span>
          <span className="content-row__meta">
            <code>{entry.url}</code> · {t(`menus.types.${entry.type}`)}
          </span>
        </>
      )}
      schema={AdminMenuEntryInput}
      emptyValues={{ title: '', url: '/', type: 'link' }}
      valuesOf={(entry) => ({ title: entry.title, url: entry.url, type: entry.type })}
      fields={
        <>
          <TextField name="title" label={t('menus.fields.title')} required maxLength={120} />
          <SelectField name="type" label={t('menus.fields.type')} required options={MENU_TYPES.map((type) => ({ value: type, label: t(`menus.types.${type}`) }))} />
          <MenuTargetField />
        </>
      }
    />
  );
}
