import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Download, Heart, LoaderCircle, ShoppingCart, X } from 'lucide-react';
import { loadArea, messagesOf, useLocale, useMessages } from '../../i18n/i18n';
import type { WishlistProduct } from '@chitra/contract/wishlist';
import { selectIsSignedIn } from '../../lib/state';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../lib/paths';
import type { ApiFailure } from '../../lib/api-error';
import { showToast } from '../../lib/toast';
import { useAddToCart } from '../../lib/use-add-to-cart';
import { useSendToSignIn, type SignInIntent } from '../../lib/sign-in-redirect';
import { useIsInWishlist, useWishlistHeart } from '../../lib/wishlist-api';
import './action-buttons.css';

/**
 * Wishlist and download need an account (docs/spec.md §6). Returns a check that
 * sends a visitor to /login (remembering this page, so sign-in can come back,
 * and what they meant to do, so it gets done) and answers whether the caller
 * may go on.
 */
function useRequireSignIn(): (intent?: SignInIntent) => boolean {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const sendToSignIn = useSendToSignIn();
  return useCallback(
    (intent?: SignInIntent) => {
      if (isSignedIn) return true;
      sendToSignIn(intent);
      return false;
    },
    [isSignedIn, sendToSignIn],
  );
}

type ActionProps = {
  productId: string;
  /** The licence tier chosen (the product page's radio group); absent: the first tier. */
  licence?: string | undefined;
  className?: string;
  /** An icon only (tiles), or the icon with its words (the product page). */
  labelled?: boolean;
};

const ICON_SIZE = 20;

/**
 * 'Add to Cart' (docs/spec.md §4, §5): POST users/addtocart with `{ productID }`
 * through `useAddToCart`, the one path every add takes. Signed out, it leads
 * to /login and the add is completed after sign-in.
 */
export function AddToCartButton({ productId, licence, className, labelled = false }: ActionProps) {
  const addToCart = useAddToCart();
  const t = useMessages('catalogue');
  return (
    <button
      type="button"
      className={className}
      aria-label={labelled ? undefined : t('addToCart')}
      title={labelled ? undefined : t('addToCart')}
      data-product-id={productId}
      onClick={() => addToCart(productId, licence)}
    >
      <ShoppingCart aria-hidden="true" size={ICON_SIZE} strokeWidth={1.75} />
      {labelled && t('addToCart')}
    </button>
  );
}

type WishlistButtonProps = {
  /** The card's product: the wishlist shows it before the server has answered. */
  product: WishlistProduct;
  className?: string;
};

/**
 * The wishlist heart (docs/spec.md §2, §4): signed out it leads to /login; signed in
 * it toggles at once, filled while the product is in the wishlist, and
 * springs back with a toast if PUT product/Wishlist fails.
 */
export function WishlistButton({ product, className }: WishlistButtonProps) {
  const requireSignIn = useRequireSignIn();
  const inWishlist = useIsInWishlist(product._id);
  const press = useWishlistHeart();
  const t = useMessages('catalogue');
  return (
    <button
      type="button"
      className={className}
      aria-label={t('addToWishlist')}
      aria-pressed={inWishlist}
      title={inWishlist ? t('inWishlist') : t('addToWishlist')}
      data-product-id={product._id}
      onClick={() => {
        const { _id, title, price, salePrice, images, translations: words } = product;
        // The title's translations too (a product page's carry its description and tags as well), so the wishlist shows it in the page's language before the server answers.
        const translations = words && { hi: words.hi && { title: words.hi.title }, mr: words.mr && { title: words.mr.title } };
        const saved: WishlistProduct = { _id, title, price, salePrice, images, translations };
        // Signed out, the heart meant "add": sign-in finishes it (never a blind toggle).
        if (!requireSignIn({ kind: 'addToWishlist', product: saved })) return;
        void press(saved);
      }}
    >
      <Heart aria-hidden="true" size={ICON_SIZE} strokeWidth={1.75} fill={inWishlist ? 'currentColor' : 'none'} />
    </button>
  );
}

/** What the Download button has to tell, under the buttons. */
type DownloadNote = { kind: 'notOwned' | 'handedOver'; message: string };

/** A failed lookup's words, as a toast; a refused session is already told by lib/api.ts's wrapper, which it went through. */
function toastLookupFailure(failure: ApiFailure): void {
  if (failure.status !== 401) showToast('error', failure.message);
}

/**
 * Download (docs/spec.md §2 product detail): signed out it leads to /login. Signed in
 * it asks GET users/owned/{productId}: a bought photograph downloads its
 * original at once (lib/download.ts, with its progress), a bought pack opens
 * its order, where each picture and the ZIP are; a photograph not bought
 * yet gets a note saying so, with Add to Cart. The download code loads on
 * the first press, out of the first page's JavaScript.
 */
export function DownloadButton({ productId, className }: ActionProps) {
  const requireSignIn = useRequireSignIn();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const noteId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const running = useRef<AbortController | null>(null);
  const t = useMessages('catalogue');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [note, setNote] = useState<DownloadNote | null>(null);

  // Leaving the page stops the transfer, and nothing is set after that.
  useEffect(
    () => () => {
      running.current?.abort();
      running.current = null;
    },
    [],
  );

  const closeNote = () => {
    setNote(null);
    button.current?.focus();
  };

  const download = () => {
    if (running.current !== null || !requireSignIn()) return;
    const controller = new AbortController();
    const { signal } = controller;
    running.current = controller;
    setBusy(true);
    setPercent(null);
    setNote(null);
    const onProgress = (value: number) => {
      if (!signal.aborted) setPercent(value);
    };
    // The download's words ('common') come with it: the home page does not load them.
    void Promise.all([import('../../lib/download'), loadArea(locale, 'common')])
      .then(async ([{ findOwnedDownload, startDownload }]) => {
        const owned = await findOwnedDownload(dispatch, productId);
        if (signal.aborted) return;
        if (owned.kind === 'pack') {
          void navigate(paths.orderDetail(owned.orderId));
        } else if (owned.kind === 'notOwned') {
          setNote({ kind: 'notOwned', message: owned.message });
        } else if (owned.kind === 'failed') {
          toastLookupFailure(owned.failure);
        } else {
          const result = await startDownload(owned.file, { dispatch, signal, onProgress });
          if (signal.aborted) return;
          if (result.outcome === 'handedOver') setNote({ kind: 'handedOver', message: messagesOf('common')('handedOverNote') });
          if (result.outcome === 'failed') showToast('error', result.failure.message);
        }
      })
      .catch((error: unknown) => {
        console.warn('Download could not start', error);
        if (!signal.aborted) showToast('error', t('downloadFailed'));
      })
      .finally(() => {
        if (signal.aborted) return;
        running.current = null;
        setBusy(false);
      });
  };

  const onNoteKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') closeNote();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={t('download')}
        title={t('download')}
        // Not `disabled`: a disabled button would drop the keyboard focus mid-download.
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        data-product-id={productId}
        onClick={download}
      >
        {busy ? (
          <LoaderCircle className="spinner" aria-hidden="true" size={ICON_SIZE} strokeWidth={1.75} />
        ) : (
          <Download aria-hidden="true" size={ICON_SIZE} strokeWidth={1.75} />
        )}
      </button>
      {busy && percent !== null && (
        <span
          className="download-percent"
          role="progressbar"
          aria-label={t('downloadProgress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >{`${percent}%`}</span>
      )}
      {note !== null && (
        <div id={noteId} className="download-note" role={note.kind === 'notOwned' ? 'alert' : 'status'} data-kind={note.kind} onKeyDown={onNoteKey}>
          <p className="download-note__text">{note.message}</p>
          {note.kind === 'notOwned' && <AddToCartButton productId={productId} labelled className="button button--small download-note__cart" />}
          <button type="button" className="download-note__close" aria-label={t('dismiss')} title={t('dismiss')} onClick={closeNote}>
            <X aria-hidden="true" size={18} />
          </button>
        </div>
      )}
    </>
  );
}
