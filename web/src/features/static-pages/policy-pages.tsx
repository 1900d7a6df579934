import { Link } from '../../lib/link';
import { SHIPPING_FEE_RUPEES } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';
import { paths } from '../../lib/paths';
import { formatRupees } from '../../lib/format';
import { LICENCE_LINE, LICENCE_LINK } from '../../lib/licence';
import { ShopContact, StaticPage } from './static-page';

// docs/spec.md §2 names these pages and their headings; the words under the headings
// are Chitra's own (decision 016).

const UPDATED = '24 November 2026';

export function PrivacyPolicyPage() {
  return (
    <StaticPage route="privacyPolicy" heading={MESSAGES.privacyPolicy} updated={UPDATED}>
      <p className="static-page__lead">
        We keep what we need to sell you photographs and deliver them, and nothing for advertising. We do not sell or rent anything about you to anyone.
      </p>
      <h2>What we keep</h2>
      <ul>
        <li>Your account: name, e-mail address, and your password as a one-way hash we cannot read.</li>
        <li>Your orders, what they contained, the coupon used and the amount paid.</li>
        <li>
          Each download of a file you bought: when, from which address and which browser. We keep this so we can help if a download fails and to stop a bought
          file being shared widely.
        </li>
        <li>The devices signed in to your account, so you can see them and sign them out from My Profile.</li>
        <li>For prints: the shipping address and phone number you give us.</li>
        <li>Messages you send through the contact page.</li>
      </ul>
      <h2>What we never see</h2>
      <p>Card, UPI and bank details go straight to Razorpay, our payment gateway. We receive only a payment reference and whether the payment succeeded.</p>
      <h2>How long</h2>
      <p>
        Orders and payments are kept as long as Indian tax law requires us to keep accounts. Sign-in records and security counters expire within days. If you
        ask us to close your account, we delete everything else about you.
      </p>
      <h2>Cookies</h2>
      <p>
        One cookie remembers a device that has signed in before, so a burst of wrong passwords from elsewhere does not slow you down. We use no advertising or
        tracking cookies.
      </p>
      <h2>Your choices</h2>
      <p>
        You can change your e-mail address and password, and sign out every device, from My Profile. To see everything we hold about you, or to have it deleted,
        write to <ShopContact />.
      </p>
    </StaticPage>
  );
}

export function RefundPolicyPage() {
  return (
    <StaticPage route="refundPolicy" heading={MESSAGES.refundPolicy} updated={UPDATED}>
      <p className="static-page__lead">
        A digital photograph cannot be handed back once it has been downloaded, so digital purchases and prints follow different rules.
      </p>
      <h2>Digital downloads</h2>
      <ul>
        <li>
          <strong>Not downloaded yet:</strong> within 7 days of paying, if no file of the order has been downloaded, we refund the order in full, no questions
          asked.
        </li>
        <li>
          <strong>Downloaded:</strong> once a file of an order has been downloaded, the order cannot be refunded, except when the file is damaged or is not the
          picture described and we cannot send you a correct one within 3 working days.
        </li>
        <li>
          <strong>Charged twice:</strong> if one order was charged more than once, every extra charge is refunded in full.
        </li>
      </ul>
      <p>Your download log in {MESSAGES.orderHistory} shows which files have been downloaded and when.</p>
      <h2>Prints</h2>
      <ul>
        <li>
          Prints are made to order, so we do not take them back because you changed your mind. Until a print is dispatched you can cancel it free of charge by
          writing to us.
        </li>
        <li>
          If a print arrives damaged, misprinted or is not what you ordered, tell us within 7 days of delivery with a photo of the print and its packaging. We
          reprint and reship it at no cost or, if you prefer, refund it with its shipping.
        </li>
      </ul>
      <h2>How refunds are paid</h2>
      <p>
        Refunds go back to the card, UPI account or bank account you paid from, through Razorpay. We start them within 2 working days of agreeing; your bank
        usually shows them 5 to 7 working days later.
      </p>
      <p>
        To ask for a refund, write to <ShopContact /> with your order ID (it looks like CH-2026-000123).
      </p>
    </StaticPage>
  );
}

export function ShippingPolicyPage() {
  return (
    <StaticPage route="shippingPolicy" heading={MESSAGES.shippingPolicy} updated={UPDATED}>
      <p className="static-page__lead">
        Digital photographs are not shipped: they are ready to download the moment your payment succeeds. This page is about prints.
      </p>
      <h2>Where and how much</h2>
      <p>
        We ship prints anywhere in India. Shipping costs {formatRupees(SHIPPING_FEE_RUPEES)} per order, however many prints it holds, and is shown before you
        pay.
      </p>
      <h2>When</h2>
      <p>
        Each print is made to order in Boisar and dispatched within 3 working days. Delivery takes 2 to 6 working days more, depending on where you are. You can
        follow your order in <Link to={paths.myOrders()}>My Orders</Link>.
      </p>
      <h2>Packing</h2>
      <p>
        Prints travel flat between rigid boards in a sealed sleeve, so they reach you without creases. If anything arrives damaged, the {MESSAGES.refundPolicy}{' '}
        says how we put it right.
      </p>
      <h2>Address</h2>
      <p>
        Please check your address and phone number at checkout: the courier calls that number if they cannot find you. Write to <ShopContact /> before dispatch
        to change either.
      </p>
    </StaticPage>
  );
}

export function TermsConditionsPage() {
  return (
    <StaticPage route="termsConditions" heading={MESSAGES.termsConditions} updated={UPDATED}>
      <p className="static-page__lead">
        These terms apply when you buy from Chitra, a photography studio in Boisar, Maharashtra. Buying from us means you accept them.
      </p>
      <h2>Prices and payment</h2>
      <p>
        Prices are in Indian rupees and include GST. You pay through Razorpay; an order exists only once the payment has succeeded, and a coupon applies only
        within its own dates and limits.
      </p>
      <h2>The licence</h2>
      <p>{LICENCE_LINE}</p>
      <p>
        What you may do with a photograph is what its licence says: Personal (your own home, gifts and personal social media), Commercial (a business&apos;s
        websites, advertising and up to 5,000 printed copies) or Extended (no print limit, and products for resale). The full terms of the licence you bought
        are on your order&apos;s page and its certificate, and stay as they were when you bought it. Under every licence you may not sell or give away the file
        itself, put it in a stock library, or claim you made it. Copyright stays with the photographer. <Link to={paths.compareProduct()}>{LICENCE_LINK}</Link>.
      </p>
      <h2>Your account</h2>
      <p>Keep your password to yourself. We may suspend an account that is used to share bought files widely or to attack the shop.</p>
      <h2>Refunds and shipping</h2>
      <p>
        Our <Link to={paths.refundPolicy()}>{MESSAGES.refundPolicy}</Link> and <Link to={paths.shippingPolicy()}>{MESSAGES.shippingPolicy}</Link> are part of
        these terms.
      </p>
      <h2>Law</h2>
      <p>
        These terms are governed by the laws of India; the courts of Palghar, Maharashtra decide any dispute. Questions: <ShopContact />.
      </p>
    </StaticPage>
  );
}
