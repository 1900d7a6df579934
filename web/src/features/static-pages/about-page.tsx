import { Link } from '../../lib/link';
import { MESSAGES } from '@chitra/contract/messages';
import { paths } from '../../lib/paths';
import { ShopContact, StaticPage } from './static-page';

/** docs/spec.md §2's About page: its heading, word for word, and who the shop is. */
export function AboutPage() {
  return (
    <StaticPage route="about" heading={MESSAGES.about}>
      <p className="static-page__lead">
        Chitra is a small photography studio in Boisar, in Maharashtra&rsquo;s Palghar district. We sell photographs as full-resolution originals and as prints:
        sunsets and sunrises, cities, mountains and deserts, wildlife, the night sky and flowers.
      </p>
      <h2>What you buy here</h2>
      <p>
        Every photograph in the <Link to={paths.store()}>store</Link> is chosen and prepared by us and sold as the full-resolution original. This demo
        shop&rsquo;s collection is made of public-domain photographs: each one&rsquo;s photographer and source are named on its page. Pay once in rupees and the
        file is yours to download at once, and again whenever you need it, from your <Link to={paths.orderHistory()}>{MESSAGES.orderHistory}</Link>. Packs
        bundle a series from one place or one season at a lower price than the pictures one by one.
      </p>
      <p>
        Some pictures are better on a wall than on a screen. Those you can order as a print, in colour or black and white, packed flat and shipped anywhere in
        India.
      </p>
      <h2>How we work</h2>
      <p>
        The previews you see carry a watermark; the file you download does not. We describe each picture honestly (where, when, what camera saw it) and we list
        its pixel size and file size on its page, so you know what you get before you pay. If something is not right, our{' '}
        <Link to={paths.refundPolicy()}>{MESSAGES.refundPolicy}</Link> says what we do about it.
      </p>
      <h2>Say hello</h2>
      <p>
        Looking for a place we have not photographed yet, or a licence for something large? Write to us: <ShopContact />.
      </p>
    </StaticPage>
  );
}
