import { useId } from 'react';
import { Download, LoaderCircle } from 'lucide-react';
import { messagesOf, useMessages } from '../../i18n/i18n';
import { useDownload, type DownloadFile } from '../../lib/download';
import { useFormat } from '../../lib/format';

const ICON_SIZE = 18;

/** docs/spec.md §8: any failed download is answered with this alert (the server's reason, if any, shows beside the button). */
const alertFailure = (): void => window.alert(messagesOf('orders')('downloadFailed'));

/** Live progress: a bar and '42%', or 'Starting…' before the first bytes. */
function DownloadProgress({ percent, fileName }: { percent: number | null; fileName: string }) {
  const t = useMessages('orders');
  const format = useFormat();
  const starting = t('starting');
  return (
    <div
      className="download-progress"
      role="progressbar"
      aria-label={t('downloading', { file: fileName })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={percent === null ? starting : undefined}
      data-indeterminate={percent === null || undefined}
    >
      <span className="download-progress__track">
        <span className="download-progress__bar" style={percent === null ? undefined : { width: `${percent}%` }} />
      </span>
      <span className="download-progress__value">{percent === null ? starting : `${format.number(percent)}%`}</span>
    </div>
  );
}

type Props = {
  file: DownloadFile;
  /** The button's words: the spec's 'Download All Images (ZIP)', or 'Download'. */
  label: string;
  /** A fuller name for assistive technology, starting with `label` ('Download Sunrise.jpg'). */
  accessibleName?: string;
  /** The order's main action (the ZIP), or one picture's. */
  primary?: boolean;
  /** The id of the sentence saying why the file cannot be had (a refunded order): the button is disabled and described by it. */
  refusedBy?: string | undefined;
};

/**
 * A download button with its progress, disabled while it runs (lib/download.ts
 * picks the way), or for good when `refusedBy` names the sentence saying why. A download handed to the browser's own downloads says so;
 * a failure alerts 'Download failed.' and shows the server's reason, such as
 * the limit on downloads, beside the button.
 */
export function DownloadControl({ file, label, accessibleName, primary = false, refusedBy }: Props) {
  const { state, start, handedOverNote } = useDownload(alertFailure);
  const errorId = useId();
  const running = state.status === 'running';
  const failure = state.status === 'failed' && state.failure.fromServer ? state.failure.message : undefined;
  const describedBy = [refusedBy, failure === undefined ? undefined : errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={primary ? 'download-control download-control--primary' : 'download-control'}>
      <button
        type="button"
        className={primary ? 'button download-control__button' : 'button button--small button--quiet download-control__button'}
        aria-label={accessibleName}
        aria-describedby={describedBy}
        disabled={running || refusedBy !== undefined}
        onClick={() => start(file)}
      >
        {running ? <LoaderCircle className="spinner" aria-hidden="true" size={ICON_SIZE} /> : <Download aria-hidden="true" size={ICON_SIZE} />}
        {label}
      </button>
      {running && <DownloadProgress percent={state.percent} fileName={file.fileName} />}
      <p className="download-control__note" role="status">
        {state.status === 'handedOver' ? handedOverNote : ''}
      </p>
      {failure !== undefined && (
        <p id={errorId} className="download-control__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
