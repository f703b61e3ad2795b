import type { AdminScheduleError, AdminScheduleResult, AdminScheduleRow } from '@ott/contracts/admin-schedule';
import { codedText } from '@ott/client/messages/server-text';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { TableTime } from '../../../components/TableTime';

type Line = { row: number; game?: AdminScheduleRow; errors: AdminScheduleError[] };

/** Every line of the file in order: the games as they will be written, and the lines with problems highlighted with their messages. */
function linesOf(result: AdminScheduleResult): Line[] {
  const lines = new Map<number, Line>();
  for (const game of result.rows) lines.set(game.row, { row: game.row, game, errors: [] });
  for (const error of result.errors.filter((e) => e.row > 0)) {
    const line = lines.get(error.row) ?? { row: error.row, errors: [] };
    line.errors.push(error);
    lines.set(error.row, line);
  }
  return [...lines.values()].sort((a, b) => a.row - b.row);
}

/** The import's preview: counts, file problems, and the table of lines (problems in their own colour, named by column). */
export function SchedulePreview({ result, currency }: { result: AdminScheduleResult; currency: string }) {
  const { t, i18n } = useTranslation('catalogue');
  const say = (error: AdminScheduleError) => codedText(t, { code: error.code, params: error.params }, error.message);
  const fileErrors = result.errors.filter((e) => e.row === 0);
  const lines = linesOf(result);
  const price = (game: AdminScheduleRow) =>
    game.price === null ? '' : ` · ${new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(game.price / 100)}`;
  const pricing = (game: AdminScheduleRow) => (game.passes_only ? t('pricing.passesOnly') : `${t(`pricing.${game.pricing_type}`)}${price(game)}`);
  const parts = [
    t('schedule.counts.games', { count: result.rows.length }),
    t('schedule.counts.teams', { count: result.creates.teams.length }),
    t('schedule.counts.locations', { count: result.creates.locations.length }),
    ...(result.creates.sports.length > 0 ? [t('schedule.counts.sports', { count: result.creates.sports.length })] : []),
  ];
  const problems = result.errors.length;

  return (
    <section className="schedule-preview" aria-label={t('schedule.preview')}>
      <p className="schedule-preview__counts" data-testid="schedule-counts">
        {parts.join(', ')}
      </p>
      {problems > 0 ? (
        <p className="form-error" role="alert">
          {t('schedule.problems', { count: problems })}
        </p>
      ) : null}
      {fileErrors.map((error) => (
        <p key={error.code} className="form-error">
          {say(error)}
        </p>
      ))}
      {(['teams', 'locations', 'sports'] as const).map((kind) =>
        result.creates[kind].length > 0 ? (
          <p key={kind} className="schedule-preview__creates">
            <strong>{t(`schedule.creates.${kind}`)}</strong> {result.creates[kind].join(', ')}
          </p>
        ) : null,
      )}
      {lines.length > 0 ? (
        <ScrollRegion label={t('schedule.preview')}>
          <table className="table schedule-table">
            <caption className="visually-hidden">{t('schedule.preview')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('schedule.columns.line')}</th>
                <th scope="col">{t('schedule.columns.start')}</th>
                <th scope="col">{t('schedule.columns.game')}</th>
                <th scope="col">{t('schedule.columns.sport')}</th>
                <th scope="col">{t('schedule.columns.location')}</th>
                <th scope="col">{t('schedule.columns.pricing')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map(({ row, game, errors }) =>
                errors.length > 0 ? (
                  <tr key={row} className="schedule-table__error" data-testid={`line-${row}`}>
                    <th scope="row">{row}</th>
                    <td colSpan={5}>
                      <ul className="schedule-table__problems">
                        {errors.map((error, index) => (
                          <li key={index}>
                            {error.column ? <strong>{t('schedule.column', { column: error.column })} </strong> : null}
                            {say(error)}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ) : game ? (
                  <tr key={row} data-testid={`line-${row}`}>
                    <th scope="row">{row}</th>
                    <td>
                      <TableTime iso={game.event_utc_ts} zone={game.time_zone} />
                    </td>
                    <td>{game.name}</td>
                    <td>{game.sport}</td>
                    <td>{game.location ?? '—'}</td>
                    <td>{pricing(game)}</td>
                  </tr>
                ) : null,
              )}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </section>
  );
}
