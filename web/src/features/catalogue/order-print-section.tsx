import { useId, useState, type CSSProperties, type FormEvent } from 'react';
import { Link } from '../../lib/link';
import { LoaderCircle } from 'lucide-react';
import type { ProductColour } from '@chitra/contract/catalogue';
import { SHIPPING_FEE_RUPEES } from '@chitra/contract/constants';
import { PRINT_QUANTITY_MAX, PRINT_QUANTITY_MIN } from '@chitra/contract/shipping';
import { selectIsSignedIn } from '../../lib/state';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { useFormat } from '../../lib/format';
import { useMessages } from '../../i18n/i18n';
import { useAddPrintMutation, usePrintCount } from '../../lib/print-cart-api';
import { useSendToSignIn } from '../../lib/sign-in-redirect';
import { showToast } from '../../lib/toast';
import './order-print-section.css';

/**
 * The section's heading and its button in English, for the header's tests that find them by name
 * (layout/header.test.tsx); the page draws them from the catalogue (locales/en/product.ts).
 */
export const ORDER_A_PRINT = 'Order a print';
export const ADD_PRINT = 'Add print to cart';

const QUANTITIES = Array.from({ length: PRINT_QUANTITY_MAX - PRINT_QUANTITY_MIN + 1 }, (_, i) => PRINT_QUANTITY_MIN + i);

/**
 * The legacy print flow's way in (docs/spec.md §1, §3 Legacy cart item): a framed
 * print of this photograph in one of its colours, 1–10 of them, added with
 * POST user/cart. Signed out it offers the sign-in. Toasts are docs/spec.md §8's:
 * 'Product Added To Cart', or 'Something Went Wrong!'.
 */
export function OrderPrintSection({ productId, printPrice, colours }: { productId: string; printPrice: number; colours: ProductColour[] }) {
  const headingId = useId();
  const t = useMessages('product');
  const format = useFormat();
  const signedIn = useAppSelector(selectIsSignedIn);
  const sendToSignIn = useSendToSignIn();
  const [colour, setColour] = useState(colours[0]?._id ?? '');
  const [quantity, setQuantity] = useState(PRINT_QUANTITY_MIN);
  const [addPrint, adding] = useAddPrintMutation();
  // How many prints the cart holds (0 signed out or before it loads).
  const inCart = usePrintCount();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adding.isLoading) return;
    const result = await addPrint({ productId, color: colour, quantity });
    showToast(result.error ? 'error' : 'success', result.error ? t('somethingWentWrongBang') : t('productAddedToCart'));
  };

  return (
    <section className="print-offer" aria-labelledby={headingId}>
      <h2 id={headingId} className="print-offer__title">
        {t('orderPrint')}
      </h2>
      <p className="print-offer__price">{t('printPrice', { price: format.rupees(printPrice), shipping: format.rupees(SHIPPING_FEE_RUPEES) })}</p>
      <p className="print-offer__about">{t('printAbout')}</p>
      {signedIn ? (
        <form className="print-offer__form" onSubmit={(event) => void onSubmit(event)}>
          <fieldset className="print-offer__colours">
            <legend className="print-offer__label">{t('frameColour')}</legend>
            {colours.map((option) => (
              <label key={option._id} className="print-offer__colour" style={{ '--swatch': option.name } as CSSProperties}>
                <input type="radio" name="color" value={option._id} checked={colour === option._id} onChange={() => setColour(option._id)} />
                <span className="print-offer__swatch" aria-hidden="true" />
                <span className="print-offer__colour-name">{option.name}</span>
              </label>
            ))}
          </fieldset>
          <div className="print-offer__row">
            <label className="print-offer__quantity">
              <span className="print-offer__label">{t('quantity')}</span>
              <select name="quantity" className="compact-select" value={quantity} onChange={(event) => setQuantity(Number(event.target.value))}>
                {QUANTITIES.map((n) => (
                  <option key={n} value={n}>
                    {format.number(n)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button print-offer__add" disabled={adding.isLoading} aria-busy={adding.isLoading || undefined}>
              {adding.isLoading && <LoaderCircle className="spinner" aria-hidden="true" size={18} />}
              {t('addPrint')}
            </button>
          </div>
          {inCart > 0 && (
            <Link className="print-offer__checkout" to={paths.checkout()}>
              {t('printsInCart', { count: inCart })}
            </Link>
          )}
        </form>
      ) : (
        <button type="button" className="button button--small button--quiet print-offer__sign-in" onClick={() => sendToSignIn()}>
          {t('signInForPrint')}
        </button>
      )}
    </section>
  );
}
