import type { FaqEntry } from '@ott/contracts/channel';
import { useId, useState } from 'react';
import { Markdown } from '../../../components/ui/Markdown';

export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="accordion">
      {entries.map((entry) => {
        const open = openId === entry.id;
        const panelId = `${baseId}-panel-${entry.id}`;
        const buttonId = `${baseId}-button-${entry.id}`;
        return (
          <section key={entry.id} className={`accordion__item${open ? ' is-open' : ''}`}>
            <h2 className="accordion__heading">
              <button
                id={buttonId}
                type="button"
                className="accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : entry.id)}
              >
                {entry.question}
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!open}>
              <Markdown source={entry.answer} headingOffset={2} />
            </div>
          </section>
        );
      })}
    </div>
  );
}
