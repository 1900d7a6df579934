import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Download, Heart, ShoppingCart } from 'lucide-react';
import { MESSAGES } from '@chitra/contract/messages';
import type { WishlistProduct } from '@chitra/contract/wishlist';
import { selectIsSignedIn } from '../../app/auth-slice';
import type { FromState } from '../../app/guards';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useIsInWishlist, useWishlistHeart } from '../../lib/wishlist-api';
import './action-buttons.css';

export const ADD_TO_WISHLIST = 'Add to wishlist';
export const DOWNLOAD = 'Download';
const IN_WISHLIST = 'In your wishlist: press to remove';

/**
 * Cart, wishlist and download need an account (spec §6). Returns a check that
 * sends a visitor to /login (remembering this page, so sign-in can come back)
 * and answers whether the caller may go on.
 */
export function useRequireSignIn(): () => boolean {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (isSignedIn) return true;
    const state: FromState = { from: { pathname, search } };
    void navigate(paths.login(), { state });
    return false;
  }, [isSignedIn, navigate, pathname, search]);
}

type ActionProps = {
  productId: string;
  className?: string;
  /** An icon only (tiles), or the icon with its words (the product page). */
  labelled?: boolean;
};

const ICON_SIZE = 20;

/**
 * 'Add to Cart'. Signed out it leads to /login; the cart issue adds the call
 * (POST users/addtocart with `productId`) for a signed-in customer.
 */
export function AddToCartButton({ productId, className, labelled = false }: ActionProps) {
  const requireSignIn = useRequireSignIn();
  return (
    <button
      type="button"
      className={className}
      aria-label={labelled ? undefined : MESSAGES.addToCart}
      title={labelled ? undefined : MESSAGES.addToCart}
      data-product-id={productId}
      onClick={() => {
        if (!requireSignIn()) return;
      }}
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
        if (!requireSignIn()) return;
        const { _id, title, price, salePrice, images } = product;
        void press({ _id, title, price, salePrice, images });
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
