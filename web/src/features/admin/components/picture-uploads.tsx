import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { ImagePlus } from 'lucide-react';
import type { AdminUpload } from '@chitra/contract/admin-catalogue';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadProfile } from '@chitra/contract/admin-catalogue-rules';
import { readApiFailure } from '../../../lib/api-error';
import { useMessages, type Translate } from '../../../i18n/i18n';
import { useFormat } from '../../../lib/format';
import { sendUpload, useGetAdminUploadQuery } from '../products/products-api';
import './picture-uploads.css';

/** How often a picture being processed is asked about. */
const UPLOAD_POLL_MS = 1000;

/** The English words, for the tests of the pages that upload (the list reads them from the `admin` catalogue). */
export { PICTURE_UPLOAD_WORDS } from './picture-upload-words';

type Phase = 'sending' | 'processing' | 'finishing' | 'done' | 'failed';
/** What the polite region says when a picture reaches a phase. */
const SAID = { processing: 'uploadQueued', finishing: 'uploadFinishing', done: 'uploadDone' } as const;
type Item = { key: number; name: string; phase: Phase; sent: number; uploadId?: string; thumbUrl?: string | null; message?: string };

/** What the browser can tell before sending: the server sniffs the bytes and has the last word. */
function refusedBeforeSending(file: File, t: Translate<'admin'>): string | undefined {
  if (file.size > UPLOAD_MAX_BYTES) return t('uploadTooBig');
  if (file.type !== '' && !(UPLOAD_TYPES as readonly string[]).includes(file.type)) return t('uploadWrongType');
  return undefined;
}

/** Follows one upload's processing on the server until it is done or failed. */
function ProcessingWatch({ uploadId, onSettled }: { uploadId: string; onSettled: (upload: AdminUpload) => void }) {
  const t = useMessages('admin');
  const format = useFormat();
  const reported = useRef(false);
  const { currentData } = useGetAdminUploadQuery(uploadId, { pollingInterval: UPLOAD_POLL_MS });
  const settled = currentData !== undefined && (currentData.state === 'done' || currentData.state === 'failed');
  useEffect(() => {
    // Once: the parent then stops rendering this watch, and with it the polling.
    if (!settled || reported.current) return;
    reported.current = true;
    onSettled(currentData);
  }, [settled, currentData, onSettled]);
  if (!currentData || currentData.state === 'done' || currentData.state === 'failed') return null;
  return currentData.state === 'queued' ? (
    <p className="picture-upload__state">{t('uploadQueued')}</p>
  ) : (
    <>
      <progress max={100} value={currentData.progress} aria-label={t('processBar', { name: currentData.fileName })} />
      <p className="picture-upload__state">{t('uploadProcessing', { percent: format.number(currentData.progress) })}</p>
    </>
  );
}

type PictureUploadsProps = {
  /** photo for a photograph's pictures (watermarked), plain for banners and posts. */
  profile: UploadProfile;
  /**
   * A picture is processed: what to do with it (attach it to a photograph,
   * say). Resolves to a message when that failed.
   */
  onProcessed: (upload: AdminUpload) => Promise<string | undefined>;
  /** Told whether a picture is on its way (sent, processed or being added), so the page keeps this list until it is done. */
  onBusy?: (busy: boolean) => void;
};

/**
 * Pictures to the shop: dropped on the zone or chosen with its button (a
 * real button, so the keyboard reaches it), each sent on its own with a bar
 * for its bytes, then followed through the server's processing (its own bar
 * and state, polled from GET admin/uploads/{id}) until it is done and handed
 * to `onProcessed`, or failed with the reason the server gave.
 */
export function PictureUploads({ profile, onProcessed, onBusy }: PictureUploadsProps) {
  const t = useMessages('admin');
  const format = useFormat();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [over, setOver] = useState(false);
  const nextKey = useRef(0);

  // One polite region says when a picture moves on (sent, added); the bars' percentages are not read out as they move, and a failure is an alert of its own.
  const [announcement, setAnnouncement] = useState('');
  const busy = items.some((item) => item.phase === 'sending' || item.phase === 'processing' || item.phase === 'finishing');
  useEffect(() => onBusy?.(busy), [busy, onBusy]);
  const names = useRef(new Map<number, string>());
  const change = (key: number, patch: Partial<Item>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
    const said = patch.phase === 'processing' || patch.phase === 'finishing' || patch.phase === 'done' ? SAID[patch.phase] : undefined;
    if (said) setAnnouncement(`${names.current.get(key) ?? ''}: ${t(said)}`);
  };

  // Pictures are handed on in the order they were chosen, whichever is processed first:
  // each waits for the one chosen before it to be added (or to fail).
  const lastTurn = useRef<Promise<void>>(Promise.resolve());
  const turns = useRef(new Map<number, { before: Promise<void>; release: () => void }>());
  const takeTurn = (key: number) => {
    const before = lastTurn.current;
    let release: () => void = () => {};
    lastTurn.current = new Promise<void>((resolve) => (release = resolve));
    turns.current.set(key, { before, release });
  };
  /** A picture that will not be added passes its turn on once the one before it is done. */
  const passTurn = (key: number) => {
    const turn = turns.current.get(key);
    if (turn) void turn.before.then(turn.release);
  };

  const start = (files: File[]) => {
    for (const file of files) {
      const key = ++nextKey.current;
      names.current.set(key, file.name);
      takeTurn(key);
      const refused = refusedBeforeSending(file, t);
      setItems((list) => [...list, { key, name: file.name, phase: refused ? 'failed' : 'sending', sent: 0, ...(refused ? { message: refused } : {}) }]);
      if (refused) {
        passTurn(key);
        continue;
      }
      sendUpload(file, file.name, profile, (fraction) => change(key, { sent: fraction })).promise.then(
        (accepted) => change(key, { phase: 'processing', sent: 1, uploadId: accepted.data._id }),
        (error: unknown) => {
          change(key, { phase: 'failed', message: readApiFailure(error, t('uploadFailed')).message });
          passTurn(key);
        },
      );
    }
  };

  const settle = (key: number) => async (upload: AdminUpload) => {
    if (upload.state === 'failed') {
      change(key, { phase: 'failed', message: upload.message ?? t('uploadFailed') });
      passTurn(key);
      return;
    }
    change(key, { phase: 'finishing', thumbUrl: upload.thumbUrl });
    const turn = turns.current.get(key);
    await turn?.before;
    try {
      const problem = await onProcessed(upload);
      change(key, problem ? { phase: 'failed', message: problem } : { phase: 'done' });
    } finally {
      turn?.release();
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    start([...event.dataTransfer.files]);
  };

  return (
    <div>
      <div
        className={over ? 'picture-drop picture-drop--over' : 'picture-drop'}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p className="picture-drop__hint" id={hintId}>
          {t('uploadDrop')} {t('uploadLimits', { size: format.number(UPLOAD_MAX_BYTES / 1024 / 1024) })}
        </p>
        <button type="button" className="button button--small" aria-describedby={hintId} onClick={() => inputRef.current?.click()}>
          <ImagePlus aria-hidden="true" size={18} />
          {t('uploadChoose')}
        </button>
        <input
          ref={inputRef}
          id={inputId}
          className="visually-hidden"
          type="file"
          multiple
          accept={UPLOAD_TYPES.join(',')}
          // The button above stands for it: one control for the keyboard and for screen readers.
          tabIndex={-1}
          aria-hidden="true"
          aria-label={t('uploadChoose')}
          onChange={(event) => {
            start([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {items.length > 0 && (
        <ul className="picture-uploads" aria-label={t('uploadList')}>
          {items.map((item) => (
            <li key={item.key} className="picture-upload">
              {item.thumbUrl ? (
                <img className="picture-upload__thumb" src={item.thumbUrl} alt="" />
              ) : (
                <span className="picture-upload__thumb" aria-hidden="true" />
              )}
              <div className="picture-upload__body">
                <span className="picture-upload__name">{item.name}</span>
                {item.phase === 'sending' && (
                  <>
                    <progress max={100} value={Math.round(item.sent * 100)} aria-label={t('uploadBar', { name: item.name })} />
                    <p className="picture-upload__state">{t('uploadSending', { percent: format.number(Math.round(item.sent * 100)) })}</p>
                  </>
                )}
                {item.phase === 'processing' && item.uploadId && (
                  <ProcessingWatch uploadId={item.uploadId} onSettled={(upload) => void settle(item.key)(upload)} />
                )}
                {item.phase === 'finishing' && <p className="picture-upload__state">{t('uploadFinishing')}</p>}
                {item.phase === 'done' && <p className="picture-upload__state">{t('uploadDone')}</p>}
                {item.phase === 'failed' && (
                  <p className="picture-upload__state picture-upload__state--failed" role="alert">
                    {item.message}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
