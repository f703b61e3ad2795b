import type { AdminPage } from '@ott/contracts/admin-content';
import { LabelledField, TextField } from '@ott/client/forms';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConsoleChannel } from '../../../lib/console-channel';
import { listQuery } from '../api';

/** Screens of the viewer app a menu entry most often opens, by their path (keys under `menus.screens`). */
const APP_SCREENS = [
  ['/', 'home'],
  ['/live', 'live'],
  ['/upcoming', 'upcoming'],
  ['/vod', 'vod'],
  ['/schedule', 'schedule'],
  ['/packages', 'packages'],
  ['/contacts', 'contacts'],
] as const;
const OTHER = '\u0000other';

/**
 * Where a menu entry leads. A page of the app is picked from the channel's pages and the app's main screens (the
 * entry keeps the chosen path); 'Another path…' or an external link, a teams or schools list show the address box.
 */
export function MenuTargetField() {
  const { t } = useTranslation('content');
  const channel = useConsoleChannel();
  const type = useWatch({ name: 'type' }) as string;
  const { field } = useController({ name: 'url' });
  const url = (field.value as string | undefined) ?? '';
  const pages = useQuery({ ...listQuery<AdminPage>(channel.key, 'pages'), enabled: type === 'link' });
  const known = new Set<string>([...APP_SCREENS.map(([path]) => path), ...(pages.data ?? []).map((page) => page.url)]);
  const [other, setOther] = useState(false);
  const selectId = useId();
  if (type !== 'link') return <TextField name="url" label={t('menus.fields.url')} hint={t('menus.fields.urlHint')} required maxLength={500} spellCheck={false} />;
  // A path that is neither a page nor a listed screen (an older entry) is shown in the address box.
  const typing = other || (url !== '' && !known.has(url) && !pages.isPending);
  const hint = pages.isPending ? t('menus.fields.pagesLoading') : pages.isError ? t('menus.fields.pagesFailed') : pages.data.length === 0 ? t('menus.fields.noPages') : t('menus.fields.pageHint');
  return (
    <>
      <LabelledField
        id={selectId}
        label={t('menus.fields.page')}
        hint={hint}
        control={(id, describedBy) => (
          <select
            id={id}
            className="input form-field__control"
            aria-describedby={describedBy}
            value={typing ? OTHER : url}
            onChange={(event) => {
              const chosen = event.target.value;
              setOther(chosen === OTHER);
              if (chosen !== OTHER) field.onChange(chosen);
            }}
          >
            {pages.data && pages.data.length > 0 ? (
              <optgroup label={t('menus.fields.pagesGroup')}>
                {pages.data.map((page) => (
                  <option key={page.id} value={page.url}>
                    {page.published ? `${page.name} (${page.url})` : t('menus.fields.unpublished', { name: page.name, url: page.url })}
                  </option>
                ))}
              </optgroup>
            ) : null}
            <optgroup label={t('menus.fields.screensGroup')}>
              {APP_SCREENS.map(([path, key]) => (
                <option key={path} value={path}>
                  {`${t(`menus.screens.${key}`)} (${path})`}
                </option>
              ))}
            </optgroup>
            <option value={OTHER}>{t('menus.fields.otherPath')}</option>
          </select>
        )}
      />
      {typing ? <TextField name="url" label={t('menus.fields.url')} hint={t('menus.fields.urlHint')} required maxLength={500} spellCheck={false} /> : null}
    </>
  );
}
