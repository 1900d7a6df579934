import { useCallback } from 'react';
import { Download, Heart, ShoppingCart } from 'lucide-react';
import { MESSAGES } from '@chitra/contract/messages';
import type { WishlistProduct } from '@chitra/contract/wishlist';
import { selectIsSignedIn } from '../../app/auth-slice';
import { useAppSelector } from '../../app/hooks';
import { useAddToCart } from '../../lib/use-add-to-cart';
import { useSendToSignIn, type SignInIntent } from '../../lib/sign-in-redirect';
import { useIsInWishlist, useWishlistHeart } from '../../lib/wishlist-api';
import './action-buttons.css';

export const ADD_TO_WISHLIST = 'Add to wishlist';
export const DOWNLOAD = 'Download';
const IN_WISHLIST = 'In your wishlist: press to remove';

/**
 * Wishlist and download need an account (spec §6). Returns a check that
 * sends a visitor to /login (remembering this page, so sign-in can come back,
 * and what they meant to do, so it gets done) and answers whether the caller
 * may go on.
 */
export function useRequireSignIn(): (intent?: SignInIntent) => boolean {
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
  className?: string;
  /** An icon only (tiles), or the icon with its words (the product page). */
  labelled?: boolean;
};

const ICON_SIZE = 20;

/**
 * 'Add to Cart' (spec §4, §5): POST users/addtocart with `{ productID }`
 * through `useAddToCart`, the one path every add takes. Signed out, it leads
 * to /login and the add is completed after sign-in.
 */
export function AddToCartButton({ productId, className, labelled = false }: ActionProps) {
  const addToCart = useAddToCart();
  return (
    <button
      type="button"
      className={className}
      aria-label={labelled ? undefined : MESSAGES.addToCart}
      title={labelled ? undefined : MESSAGES.addToCart}
      data-product-id={productId}
      onClick={() => addToCart(productId)}
    >
      <ShoppingCart aria-hidden="true" size={ICON_SIZE} strokeWidth={1.75} />
      {labelled && MESSAGES.addToCart}
    </button>
  );
}

type WishlistButtonProps = {
  /** The card's product: the wishlist shows it before the server has answered. */
  product: WishlistProduct;
  className?: string;
};

/**
 * The wishlist heart (spec §2, §4): signed out it leads to /login; signed in
 * it toggles at once, filled while the product is in the wishlist, and
 * springs back with a toast if PUT product/Wishlist fails.
 */
export function WishlistButton({ product, className }: WishlistButtonProps) {
  const requireSignIn = useRequireSignIn();
  const inWishlist = useIsInWishlist(product._id);
  const press = useWishlistHeart();
  return (
    <button
      type="button"
      className={className}
      aria-label={ADD_TO_WISHLIST}
      aria-pressed={inWishlist}
      title={inWishlist ? IN_WISHLIST : ADD_TO_WISHLIST}
      data-product-id={product._id}
      onClick={() => {
        const { _id, title, price, salePrice, images } = product;
        const saved: WishlistProduct = { _id, title, price, salePrice, images };
        // Signed out, the heart meant "add": sign-in finishes it (never a blind toggle).
        if (!requireSignIn({ kind: 'addToWishlist', product: saved })) return;
        void press(saved);
      }}
    >
      <Heart aria-hidden="true" size={ICON_SIZE} strokeWidth={1.75} fill={inWishlist ? 'currentColor' : 'none'} />
    </button>
  );
}

/** Download: signed out it leads to /login; the downloads issue adds the purchased file. */
export function DownloadButton({ productId, className }: ActionProps) {
  const requireSignIn = useRequireSignIn();
  return (
    <button
      type="button"
      className={className}
      aria-label={DOWNLOAD}
      title={DOWNLOAD}
      data-product-id={productId}
      onClick={() => {
        if (!requireSignIn()) return;
      }}
    >
      <Download aria-hidden="true" size={ICON_SIZE} strokeWidth={1.75} />
    </button>
  );
}
