import { whenInTwo } from '@ott/client/format';
import { useTranslation } from 'react-i18next';

/**
 * A stored time in a table, in a time zone (the channel's or the event's): its date and its time each kept on one line,
 * the time under the date where the column is narrow, so that a list of many columns fits a laptop; `none` without one.
 */
export function TableTime({ iso, zone, none = '' }: { iso: string | null | undefined; zone: string | undefined; none?: string }) {
  const { i18n } = useTranslation();
  const [date, time] = whenInTwo(iso, i18n.language, zone);
  if (!date) return <>{none}</>;
  return (
    <>
      <span className="nowrap">{date}</span>
      {time ? (
        <>
          {' '}
          <span className="nowrap">{time}</span>
        </>
      ) : null}
    </>
  );
}
