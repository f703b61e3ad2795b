import type { AdminAnnouncementAudiences, AnnouncementSegment } from '@ott/contracts/admin-announcements';
import { ANNOUNCEMENT_SEGMENTS } from '@ott/contracts/admin-announcements';
import { SelectField } from '@ott/client/forms';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { audienceCount } from './segment-label';

/** Who gets the announcement: a segment (radio buttons), the pass or team it names, and how many opted-in customers that is now. */
export function SegmentPicker({ audiences }: { audiences: UseQueryResult<AdminAnnouncementAudiences> }) {
  const { t } = useTranslation('announcements');
  const id = useId();
  const { field } = useController({ name: 'segment' });
  const segment = field.value as AnnouncementSegment;
  const segmentId = useWatch({ name: 'segment_id' }) as number | null | undefined;
  const count = audiences.data ? audienceCount(audiences.data, segment, segmentId) : null;
  const choices = segment === 'pass' ? audiences.data?.passes : segment === 'team' ? audiences.data?.teams : undefined;
  return (
    <fieldset className="announcement-segments" aria-describedby={`${id}-count ${id}-hint`}>
      <legend className="field__label">{t('segments.legend')}</legend>
      <div className="announcement-segments__choices">
        {ANNOUNCEMENT_SEGMENTS.map((value) => (
          <label key={value} className="announcement-segments__choice">
            <input type="radio" name={field.name} value={value} checked={segment === value} onChange={() => field.onChange(value)} onBlur={field.onBlur} />
            <span>{t(`segments.${value}`)}</span>
          </label>
        ))}
      </div>
      {segment === 'pass' || segment === 'team' ? (
        <SelectField
          name="segment_id"
          label={t(`segments.${segment}_field`)}
          required
          placeholder={t(segment === 'pass' ? 'segments.choosePass' : 'segments.chooseTeam')}
          options={(choices ?? []).map((choice) => ({ value: choice.id, label: `${choice.name} (${choice.count})` }))}
        />
      ) : null}
      <p id={`${id}-count`} className="announcement-segments__count" aria-live="polite">
        {audiences.isPending ? t('segments.counting') : audiences.isError ? t('segments.countFailed') : count === null ? '' : t('segments.count', { count })}
      </p>
      <p id={`${id}-hint`} className="field__hint">
        {t('segments.hint')}
      </p>
    </fieldset>
  );
}
