import { useState, useSyncExternalStore } from 'react';
import { Check, Link2, MessageCircle, Share2 } from 'lucide-react';
import { useMessages } from '../../i18n/i18n';
import './share-buttons.css';

/** A proper noun: the same in every language. */
const WHATSAPP = 'WhatsApp';

/** A WhatsApp chat with the title and the address typed in, to whoever the sender picks. */
const whatsAppHref = (title: string, url: string): string => `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;

const noChange = () => () => {};

/** The page's address on this site; empty while drawn on the server, which does not know the visitor's host. */
function useAbsoluteUrl(path: string): string {
  return useSyncExternalStore(
    noChange,
    () => new URL(path, window.location.href).href,
    () => '',
  );
}

/** The device's own share sheet, where there is one and it takes a link (phones, mostly). */
function useCanShare(title: string, url: string): boolean {
  return useSyncExternalStore(
    noChange,
    () => url !== '' && typeof navigator.share === 'function' && typeof navigator.canShare === 'function' && navigator.canShare({ title, url }),
    () => false,
  );
}

type ShareButtonsProps = {
  title: string;
  /** The product's path (paths.product): the link shared is this page's. */
  path: string;
};

/**
 * Share the product (decision 048). Where the device has a share sheet (the Web
 * Share API, on phones) one Share button opens it with the title and the
 * address; elsewhere, a WhatsApp link in a new tab and 'Copy link', whose
 * result a live region says ('Link copied'), for a screen reader too.
 */
export function ShareButtons({ title, path }: ShareButtonsProps) {
  const url = useAbsoluteUrl(path);
  const canShare = useCanShare(title, url);
  const t = useMessages('product');
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <div className="share-buttons" role="group" aria-label={t('share')}>
      {canShare ? (
        <button
          type="button"
          className="button button--small button--quiet share-buttons__button"
          onClick={() => {
            // A closed share sheet rejects (AbortError): nothing to say.
            navigator.share({ title, url }).catch(() => undefined);
          }}
        >
          <Share2 aria-hidden="true" size={18} />
          {t('share')}
        </button>
      ) : (
        <>
          <a className="button button--small button--quiet share-buttons__button" href={whatsAppHref(title, url)} target="_blank" rel="noopener">
            <MessageCircle aria-hidden="true" size={18} />
            {WHATSAPP} <span className="visually-hidden">{t('opensInNewTab')}</span>
          </a>
          <button type="button" className="button button--small button--quiet share-buttons__button" onClick={() => void copy()}>
            {status === 'copied' ? <Check aria-hidden="true" size={18} /> : <Link2 aria-hidden="true" size={18} />}
            {t('copyLink')}
          </button>
        </>
      )}
      <p className="share-buttons__status" role="status">
        {status === 'copied' ? t('linkCopied') : status === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
