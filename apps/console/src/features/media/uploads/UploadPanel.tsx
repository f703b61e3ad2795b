import { ACCEPTED_UPLOAD_TYPES } from '@ott/contracts/admin-media';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useMe } from '../../../lib/session';
import { pendingUploadsQuery, refreshMedia } from '../api';
import { formatBytes } from '../format';
import { PendingUploads } from './PendingUploads';
import { UploadRow } from './UploadRow';
import { uploadStore, useUploads } from './upload-store';
import { createUploadTask, type UploadTaskOptions } from './upload-task';

const EXTENSIONS = /\.(mp4|m4v|mov|mkv|webm)$/i;
/** The browser's own filter is a hint; a dropped file is checked here (the server checks the content). */
export const isVideoFile = (file: File) => EXTENSIONS.test(file.name) || /^video\/(mp4|quicktime|x-matroska|webm)$/.test(file.type);

/** Drop zone and file chooser; one row per file; the uploads a reload interrupted, to resume. */
export function UploadPanel({ channelKey, maxBytes, UploadClass }: { channelKey: string; maxBytes?: number; UploadClass?: UploadTaskOptions['UploadClass'] }) {
  const { t, i18n } = useTranslation('media');
  const client = useQueryClient();
  const { data: me } = useMe();
  const tasks = useUploads(channelKey);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [normalize, setNormalize] = useState(false);

  function send(files: File[], extra: Pick<UploadTaskOptions, 'uploadUrl'> = {}) {
    for (const file of files) {
      if (!isVideoFile(file)) {
        toast.error(t('upload.notVideo', { name: file.name }));
        continue;
      }
      const task = createUploadTask(file, {
        channelKey,
        csrfToken: me?.csrf_token ?? null,
        normalizeAudio: normalize,
        UploadClass,
        ...extra,
        onSuccess: () => {
          void refreshMedia(client, channelKey);
          void client.invalidateQueries({ queryKey: pendingUploadsQuery().queryKey });
        },
      });
      uploadStore.add(channelKey, task);
      void task.start();
    }
    void client.invalidateQueries({ queryKey: pendingUploadsQuery().queryKey });
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    send([...event.dataTransfer.files]);
  }

  return (
    <section className="panel upload-panel" aria-labelledby={`${id}-title`}>
      <h2 className="panel__title" id={`${id}-title`}>
        {t('upload.title')}
      </h2>
      <div
        className={`drop-zone${dragging ? ' drop-zone--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="drop-zone"
      >
        <p className="drop-zone__text">
          {t('upload.drop')} <span className="muted">{t('upload.or')}</span>
        </p>
        <button type="button" className="button button--primary" onClick={() => input.current?.click()}>
          {t('upload.choose')}
        </button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPTED_UPLOAD_TYPES}
          className="visually-hidden"
          // The button above opens it; assistive technology meets one control, not two.
          aria-hidden="true"
          tabIndex={-1}
          onChange={(event) => {
            send([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <p className="field__hint">{t('upload.accepted', { max: maxBytes ? formatBytes(maxBytes, i18n.language) : '20 GB' })}</p>
        <label className="checkbox-field">
          <input type="checkbox" className="checkbox" checked={normalize} onChange={(event) => setNormalize(event.target.checked)} />
          <span>
            {t('upload.normalize')} <span className="field__hint">{t('upload.normalizeHint')}</span>
          </span>
        </label>
      </div>
      {tasks.length > 0 ? (
        <ul className="upload-list" aria-label={t('upload.list')}>
          {tasks.map((task) => (
            <UploadRow key={task.snapshot().id} channelKey={channelKey} task={task} onDismiss={() => uploadStore.remove(channelKey, task)} />
          ))}
        </ul>
      ) : null}
      <PendingUploads channelKey={channelKey} hidden={tasks.map((task) => task.snapshot())} onResume={(file, uploadUrl) => send([file], { uploadUrl })} />
    </section>
  );
}
