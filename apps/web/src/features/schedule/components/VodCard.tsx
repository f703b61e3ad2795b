import type { VodMediaItem } from '@ott/contracts/vod';
import { Link } from 'react-router';
import { dateTimeFormat } from '@ott/client/format';
import { useTranslation } from '../../../lib/i18n-react';

/** 5400 → "1:30:00", 95 → "1:35". */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** A library video; it opens in the library player. */
export function VodCard({ item }: { item: VodMediaItem }) {
  const { i18n } = useTranslation();
  const date = dateTimeFormat(i18n.language, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(item.date));
  return (
    <article className="event-card vod-card">
      <div className="event-card__media">
        {item.assets.image ? <img src={item.assets.image} alt="" width={640} height={360} loading="lazy" decoding="async" /> : <span className="event-card__placeholder" />}
        <span className="badge badge--vod vod-card__duration">{formatDuration(item.duration)}</span>
      </div>
      <div className="event-card__body">
        <h3 className="event-card__title">
          <Link className="event-card__link" to={`/watch_library/${item.id}`}>
            {item.title}
          </Link>
        </h3>
        <p className="event-card__time">
          <time dateTime={item.date}>{date}</time>
        </p>
      </div>
    </article>
  );
}
