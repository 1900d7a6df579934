import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BREAKPOINT_LG_PX, BREAKPOINT_SM_PX, THUMBNAIL_PX } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse, createAuthUser } from '../../test/fixtures';
import { setScreenWidth } from '../../test/match-media';
import { renderApp, renderAppIn } from '../../test/render-app';
import { cartResponse, createCartItem } from '../../test/cart-fixtures';
import { apiError, createProductResponse } from './test-factories';
import { ZOOM_SCALE } from './zoom-image';

const PRODUCT_ID = '0117839b-c60e-46bf-8f5b-6be2b4cea6a0';

function stubProduct(reply: unknown) {
  return stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    [`product/getproduct/${PRODUCT_ID}`]: reply,
  });
}

const breadcrumb = () => screen.getByRole('navigation', { name: 'Breadcrumb' });

describe('product page', () => {
  it('shows the pictures, prices, actions, description, category and tags', async () => {
    stubProduct(createProductResponse({ _id: PRODUCT_ID, title: 'Sunsets of Palghar', price: 249999, salePrice: 199999 }, 3));
    renderApp(`/product/${PRODUCT_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sunsets of Palghar' })).not.toHaveAttribute('lang');
    expect(document.title).toBe('Sunsets of Palghar | Chitra');
    expect(breadcrumb()).toHaveTextContent(/^Home \/ Sunsets of Palghar$/);

    // Sale price, then the total price struck.
    expect(screen.getByText('₹1,99,999')).toBeInTheDocument();
    expect(screen.getByText('₹2,49,999').closest('s')).not.toBeNull();

    const main = screen.getByRole('img', { name: 'Sunsets of Palghar' });
    expect(main).toHaveAttribute('src', `/media/${PRODUCT_ID}-1.jpg`);
    expect(main).toHaveAttribute('width', '1600');
    expect(main).toHaveAttribute('height', '1067');
    // AVIF first, then WebP, then the JPEG of the <img>, each with every rendition.
    const sources = [...(main.parentElement?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('sizes', main.getAttribute('sizes') ?? '');
    expect(main.getAttribute('srcset')).toContain('1600w');

    for (const name of [MESSAGES.addToCart, 'Add to wishlist', 'Download']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Five evenings across the district.')).toBeInTheDocument();
    expect(screen.getByText('A pack of photographs.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sunsets & Sunrises' })[0]).toHaveAttribute('href', '/catagory/cat-sunsets');
    expect(screen.getByRole('link', { name: 'sunset' })).toHaveAttribute('href', '/product?tags=sunset');
  });

  it("says what a buyer gets: the original's pixels, megapixels and file size, and the licence linking to the comparison", async () => {
    stubProduct(createProductResponse({ _id: PRODUCT_ID }, 1));
    renderApp(`/product/${PRODUCT_ID}`);
    const section = await screen.findByRole('region', { name: 'What you get' });
    expect(section).toHaveTextContent('The full-resolution original: 6000 × 4000 px (24 MP), 24.5 MB, without the watermark');
    expect(section).toHaveTextContent(/^.*sold under the licence you choose on its page/);
    expect(within(section).getByRole('link', { name: 'Compare the licences' })).toHaveAttribute('href', '/compare-product');
  });

  it("counts a pack's originals and their size in all", async () => {
    stubProduct(createProductResponse({ _id: PRODUCT_ID }, 3));
    renderApp(`/product/${PRODUCT_ID}`);
    const section = await screen.findByRole('region', { name: 'What you get' });
    expect(section).toHaveTextContent('3 full-resolution originals, up to 6000 × 4000 px (24 MP) each, 73.5 MB in all');
  });

  it("shows the pack's pictures as 56 px thumbnails that change the main picture", async () => {
    stubProduct(createProductResponse({ _id: PRODUCT_ID }, 3));
    renderApp(`/product/${PRODUCT_ID}`);
    const thumbs = within(await screen.findByRole('list', { name: 'Pictures' })).getAllByRole('button');
    expect(thumbs).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Pictures' }).style.getPropertyValue('--thumb-size')).toBe(`${THUMBNAIL_PX}px`);
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Picture 3 of 3' }));
    expect(screen.getByRole('img', { name: 'Sunsets of Palghar' })).toHaveAttribute('src', `/media/${PRODUCT_ID}-3.jpg`);
    expect(screen.getByRole('button', { name: 'Picture 3 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(thumbs[0]).not.toHaveAttribute('aria-current');
  });

  it('zooms more on wider screens: under 576, under 992, and wider', async () => {
    stubProduct(createProductResponse({ _id: PRODUCT_ID }));
    renderApp(`/product/${PRODUCT_ID}`);
    // The zoom is the full-screen viewer's, opened from the picture (decision 048).
    fireEvent.click(await screen.findByRole('button', { name: 'View Sunsets of Palghar full screen' }));
    const viewer = await screen.findByRole('dialog', { name: 'Sunsets of Palghar, full screen' });
    const toggle = within(viewer).getByRole('button', { name: 'Zoom in' });
    const level = () => within(viewer).getByText(/^\d+%$/).textContent;
    expect(level()).toBe('100%');
    while (toggle.getAttribute('aria-disabled') !== 'true') fireEvent.click(toggle);
    expect(level()).toBe(`${ZOOM_SCALE.large * 100}%`);

    act(() => setScreenWidth(BREAKPOINT_LG_PX - 1));
    expect(level()).toBe(`${ZOOM_SCALE.medium * 100}%`);
    act(() => setScreenWidth(BREAKPOINT_SM_PX - 1));
    expect(level()).toBe(`${ZOOM_SCALE.small * 100}%`);
    act(() => setScreenWidth(BREAKPOINT_LG_PX));
    while (toggle.getAttribute('aria-disabled') !== 'true') fireEvent.click(toggle);
    expect(level()).toBe(`${ZOOM_SCALE.large * 100}%`);
    expect(ZOOM_SCALE.small).toBeLessThan(ZOOM_SCALE.medium);
    expect(ZOOM_SCALE.medium).toBeLessThan(ZOOM_SCALE.large);
  });

  it('sends a visitor who wants to buy, keep or download it to sign in, remembering the add', async () => {
    stubProduct(createProductResponse({ _id: PRODUCT_ID }));
    const { router } = renderApp(`/product/${PRODUCT_ID}`);
    const from = { pathname: `/product/${PRODUCT_ID}`, search: '' };

    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.addToCart }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from, intent: { kind: 'addToCart', productId: PRODUCT_ID } });

    await act(() => router.navigate(-1));
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from });
  });

  it('leaves a signed-in customer where they are', async () => {
    stubProduct(createProductResponse({ _id: PRODUCT_ID }));
    const { router } = renderApp(`/product/${PRODUCT_ID}`, { user: createAuthUser() });
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.addToCart }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(router.state.location.pathname).toBe(`/product/${PRODUCT_ID}`);
  });

  it("shows the saving computed in paise: 'Save ₹100' for ₹199.99 less ₹99.99", async () => {
    stubProduct(createProductResponse({ _id: PRODUCT_ID, price: 199.99, salePrice: 99.99 }));
    renderApp(`/product/${PRODUCT_ID}`);
    expect(await screen.findByText('Save ₹100')).toBeInTheDocument();
    expect(screen.getByText('₹99.99')).toBeInTheDocument();
    // The float subtraction would have printed 'Save ₹100.00'.
    expect(screen.queryByText('Save ₹100.00')).not.toBeInTheDocument();
  });

  it('answers an unknown id with a not-found state inside the page, not the error screen', async () => {
    stubProduct(jsonResponse(apiError('Product not found'), 404));
    renderApp(`/product/${PRODUCT_ID}`);
    expect(await screen.findByText(/We could not find that photograph/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Product' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: MESSAGES.unexpectedError })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the store' })).toHaveAttribute('href', '/product');
    expect(document.title).toBe('Product not found | Chitra');
    expect(breadcrumb()).toHaveTextContent(/^Home \/ Product not found$/);
  });

  it('answers a malformed id the same way', async () => {
    stubFetch({
      config: configResponse(),
      'product/getproduct/not-an-id': jsonResponse(apiError('Invalid id: must be a product id', 'BAD_REQUEST'), 400),
    });
    renderApp('/product/not-an-id');
    expect(await screen.findByText(/We could not find that photograph/)).toBeInTheDocument();
  });

  it("shows 'Error: ' and the message when the shop cannot answer, with a retry", async () => {
    stubProduct(jsonResponse(apiError('The database is resting', 'INTERNAL'), 500));
    renderApp(`/product/${PRODUCT_ID}`);
    expect(await screen.findByText('Error: The database is resting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('licence tiers', () => {
    const PERSONAL = '6f1c2a4e-0d3b-4b8e-9a51-7c2e1f0a9b01';
    const COMMERCIAL = '6f1c2a4e-0d3b-4b8e-9a51-7c2e1f0a9b02';
    const EXTENDED = '6f1c2a4e-0d3b-4b8e-9a51-7c2e1f0a9b03';
    const licences = [
      { _id: PERSONAL, name: 'Personal', summary: 'Your own prints and screens.', price: 2499, salePrice: 1999 },
      { _id: COMMERCIAL, name: 'Commercial', summary: 'Websites, advertising and client work.', price: 6248, salePrice: 4998 },
      { _id: EXTENDED, name: 'Extended', summary: 'Products for resale and unlimited print runs.', price: 12495, salePrice: 9995 },
    ];
    const tiers = licences.map((l, i) => ({
      _id: l._id,
      slug: l.name.toLowerCase(),
      name: l.name,
      summary: l.summary,
      terms: `# ${l.name} terms\n\nYou **may** do this.\n\n- One\n- Two <b>three</b>`,
      version: 2,
      multiplier: [1, 2.5, 5][i] ?? 1,
      position: i + 1,
    }));

    const stubWithTiers = (routes: Record<string, unknown> = {}) =>
      stubFetch({
        config: configResponse(),
        'product/allcategory': { success: true, data: { category: [] } },
        [`product/getproduct/${PRODUCT_ID}`]: createProductResponse({ _id: PRODUCT_ID, licences }),
        licences: { success: true, data: tiers },
        ...routes,
      });

    it("offers the tiers as a radio group, the first chosen, its price the spec's", async () => {
      stubWithTiers();
      renderApp(`/product/${PRODUCT_ID}`);
      const group = await screen.findByRole('group', { name: 'Licence' });
      const radios = within(group).getAllByRole('radio');
      expect(radios).toHaveLength(3);
      expect(within(group).getByRole('radio', { name: /Personal/ })).toBeChecked();
      expect(within(group).getByRole('radio', { name: /Commercial/ })).toHaveAccessibleDescription('Websites, advertising and client work.');
      expect(within(group).getByText('₹4,998')).toBeInTheDocument();
      // The price block shows the first tier's prices: the product's own.
      expect(document.querySelector('.product-price__sale')).toHaveTextContent('₹1,999');
      expect(document.querySelector('.product-price__total')).toHaveTextContent('₹2,499');
      expect(screen.getByRole('region', { name: 'What you get' })).toHaveTextContent('Personal licence: Your own prints and screens.');
      expect(screen.getByRole('link', { name: 'Compare the licences' })).toHaveAttribute('href', '/compare-product');
    });

    it("shows the chosen tier's price and sends it with Add to Cart", async () => {
      const fetchMock = stubWithTiers({
        'users/getcart': cartResponse(),
        'users/addtocart': { success: true, message: 'Added' },
      });
      const { user } = renderApp(`/product/${PRODUCT_ID}`, { user: createAuthUser() });
      await user.click(await screen.findByRole('radio', { name: /Commercial/ }));
      expect(document.querySelector('.product-price__sale')).toHaveTextContent('₹4,998');
      await user.click(screen.getByRole('button', { name: MESSAGES.addToCart }));
      expect(await screen.findByText(MESSAGES.productAddedToCart)).toBeInTheDocument();
      const adds = fetchMock.mock.calls.map(([input]) => input as Request).filter((r) => r.method === 'POST' && r.url.endsWith('/users/addtocart'));
      expect(adds).toHaveLength(1);
      expect(await adds[0]?.clone().json()).toEqual({ productID: PRODUCT_ID, licence: COMMERCIAL });
    });

    it('changes the licence of a line already in the cart to the tier chosen', async () => {
      const inCart = { ...createCartItem({ _id: 'item-1', productId: PRODUCT_ID }), licence: { _id: PERSONAL, name: 'Personal', summary: '' } };
      const fetchMock = stubWithTiers({
        'users/getcart': cartResponse([inCart]),
        'users/cart/item-1': { success: true, message: 'Licence updated' },
      });
      const { user } = renderApp(`/product/${PRODUCT_ID}`, { user: createAuthUser() });
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Cart, 1 item' });
      await user.click(await screen.findByRole('radio', { name: /Extended/ }));
      await user.click(screen.getByRole('button', { name: MESSAGES.addToCart }));
      expect(await screen.findByText('Licence updated')).toBeInTheDocument();
      const patches = fetchMock.mock.calls.map(([input]) => input as Request).filter((r) => r.method === 'PATCH');
      expect(patches.map((r) => new URL(r.url).pathname)).toEqual(['/api/v1/users/cart/item-1']);
      expect(await patches[0]?.clone().json()).toEqual({ licence: EXTENDED });
    });

    it("opens a tier's full terms, rendered from Markdown, and closes them", async () => {
      stubWithTiers();
      const { user } = renderApp(`/product/${PRODUCT_ID}`);
      const button = await screen.findByRole('button', { name: 'Full terms of the Extended licence' });
      await user.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'Extended licence' });
      expect(await within(dialog).findByRole('heading', { name: 'Extended terms' })).toBeInTheDocument();
      expect(within(dialog).getByText('may').tagName).toBe('STRONG');
      expect(within(dialog).getByText('Two <b>three</b>')).toBeInTheDocument();
      expect(within(dialog).getByText('Terms version 2')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(button).toHaveFocus();
    });
  });
});

describe('product page in Marathi and Hindi', () => {
  it('speaks Marathi at /mr: its headings, Add to cart, and the prices in Devanagari digits', async () => {
    stubProduct(createProductResponse({ _id: PRODUCT_ID, title: 'Sunsets of Palghar', price: 249999, salePrice: 199999 }, 3));
    await renderAppIn('mr', `/product/${PRODUCT_ID}`);

    // The photograph has no Marathi words: its own are shown in English, the page around them Marathi.
    const title = await screen.findByRole('heading', { level: 1, name: 'Sunsets of Palghar' });
    // Marked so, for a screen reader's English voice: the title, its picture, the description, the categories and the tags.
    expect(title).toHaveAttribute('lang', 'en-IN');
    expect(screen.getByRole('img', { name: 'Sunsets of Palghar' })).toHaveAttribute('lang', 'en-IN');
    expect(screen.getByText('Five evenings across the district.')).toHaveAttribute('lang', 'en-IN');
    for (const link of screen.getAllByRole('link', { name: 'Sunsets & Sunrises' })) expect(link).toHaveAttribute('lang', 'en-IN');
    expect(screen.getByRole('link', { name: 'sunset' }).closest('ul')).toHaveAttribute('lang', 'en-IN');
    expect(screen.getByRole('navigation', { name: 'तुम्ही येथे आहात' }).querySelector('[aria-current="page"]')).toHaveAttribute('lang', 'en-IN');
    expect(document.title).toBe('Sunsets of Palghar | Chitra');
    // The description line of a photograph whose description is English only is the page's own, in Marathi.
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Sunsets of Palghar, Chitra Studio चे एक छायाचित्र.');
    expect(screen.getByText('₹१,९९,९९९')).toBeInTheDocument();
    expect(screen.getByText('₹२,४९,९९९').closest('s')).not.toBeNull();
    expect(screen.getByText('₹५०,००० ची बचत')).toBeInTheDocument();
    expect(screen.getByText('सर्व करांसहित')).toBeInTheDocument();
    // Under the title and atop the ratings.
    expect(screen.getAllByText('५ पैकी ४.५ (१२ रेटिंग)')).toHaveLength(2);

    expect(screen.getByRole('button', { name: 'कार्टमध्ये टाका' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.addToCart })).not.toBeInTheDocument();
    const gets = screen.getByRole('region', { name: 'तुम्हाला काय मिळते' });
    expect(gets).toHaveTextContent('पूर्ण रिझोल्यूशनच्या ३ मूळ फाइल, प्रत्येकी ६००० × ४००० px (२४ MP) पर्यंत, एकूण ७३.५ MB, वॉटरमार्कशिवाय');
    expect(within(gets).getByRole('link', { name: 'लायसन्सची तुलना करा' })).toHaveAttribute('href', '/mr/compare-product');
    expect(screen.getByRole('heading', { level: 2, name: 'रेटिंग आणि परीक्षणे' })).toBeInTheDocument();
    expect(screen.getByText('डिजिटल डाउनलोड, ३ छायाचित्रांचा पॅक')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^३ पैकी छायाचित्र [१२३]$/ })).toHaveLength(3);
    // A tag opens the store filtered by it, still in Marathi.
    expect(screen.getByRole('link', { name: 'sunset' })).toHaveAttribute('href', '/mr/product?tags=sunset');
  });

  it("shows the photograph's Marathi words where it has them, unmarked, and English, marked, where it does not", async () => {
    stubProduct(
      createProductResponse({
        _id: PRODUCT_ID,
        title: 'Sunsets of Palghar',
        translations: {
          mr: { title: 'पालघरचे सूर्यास्त', description: 'जिल्ह्यातील पाच संध्याकाळ.\n\nछायाचित्रांचा संच.', tags: ['सूर्यास्त', 'संच'] },
          hi: { title: 'पालघर के सूर्यास्त' },
        },
        category: [
          {
            _id: 'cat-sunsets',
            catogeryname: 'Sunsets & Sunrises',
            categoryname: 'Sunsets & Sunrises',
            publicUrl: '',
            translations: { mr: { name: 'सूर्यास्त आणि सूर्योदय' } },
          },
          { _id: 'cat-coast', catogeryname: 'Coast', categoryname: 'Coast', publicUrl: '' },
        ],
      }),
    );
    await renderAppIn('mr', `/product/${PRODUCT_ID}`);

    const title = await screen.findByRole('heading', { level: 1, name: 'पालघरचे सूर्यास्त' });
    expect(title).not.toHaveAttribute('lang');
    expect(screen.queryByText('Sunsets of Palghar')).not.toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'पालघरचे सूर्यास्त' });
    expect(picture).not.toHaveAttribute('lang');
    expect(screen.getByRole('button', { name: 'पालघरचे सूर्यास्त पूर्ण स्क्रीनवर पाहा' })).toBeInTheDocument();
    expect(document.title).toBe('पालघरचे सूर्यास्त | Chitra');
    expect(screen.getByRole('navigation', { name: 'तुम्ही येथे आहात' })).toHaveTextContent(/पालघरचे सूर्यास्त$/);
    expect(screen.getByRole('navigation', { name: 'तुम्ही येथे आहात' }).querySelector('[aria-current="page"]')).not.toHaveAttribute('lang');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'जिल्ह्यातील पाच संध्याकाळ.');

    // The description in its paragraphs, in Marathi.
    expect(screen.getByText('जिल्ह्यातील पाच संध्याकाळ.')).not.toHaveAttribute('lang');
    expect(screen.getByText('छायाचित्रांचा संच.')).toBeInTheDocument();
    expect(screen.queryByText('Five evenings across the district.')).not.toBeInTheDocument();

    // Each category by its own words: the translated one in Marathi, the other in English, marked.
    for (const link of screen.getAllByRole('link', { name: 'सूर्यास्त आणि सूर्योदय' })) {
      expect(link).not.toHaveAttribute('lang');
      expect(link).toHaveAttribute('href', '/mr/catagory/cat-sunsets');
    }
    for (const link of screen.getAllByRole('link', { name: 'Coast' })) expect(link).toHaveAttribute('lang', 'en-IN');

    // The Marathi tags, each searching for its words (the store's tag filter knows the English tags only).
    const tag = screen.getByRole('link', { name: 'सूर्यास्त' });
    expect(tag).toHaveAttribute('href', `/mr/product?search=${encodeURIComponent('सूर्यास्त')}`);
    expect(tag.closest('ul')).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'संच' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'sunset' })).not.toBeInTheDocument();
  });

  it('shows the English words to an English page, unmarked, whatever translations the photograph has', async () => {
    stubProduct(
      createProductResponse({
        _id: PRODUCT_ID,
        title: 'Sunsets of Palghar',
        translations: { mr: { title: 'पालघरचे सूर्यास्त', description: 'जिल्ह्यातील पाच संध्याकाळ.', tags: ['सूर्यास्त'] } },
      }),
    );
    renderApp(`/product/${PRODUCT_ID}`);
    const title = await screen.findByRole('heading', { level: 1, name: 'Sunsets of Palghar' });
    expect(title).not.toHaveAttribute('lang');
    expect(screen.getByText('Five evenings across the district.')).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'sunset' })).toHaveAttribute('href', '/product?tags=sunset');
    expect(screen.queryByText(/पालघर|संध्याकाळ|सूर्यास्त/)).not.toBeInTheDocument();
    expect(document.querySelector('main [lang]')).toBeNull();
  });

  it('asks in Marathi for a star before sending a rating', async () => {
    stubFetch({
      config: configResponse(),
      'product/allcategory': { success: true, data: { category: [] } },
      'user/wishlist': { success: true, wishlist: [] },
      [`product/getproduct/${PRODUCT_ID}`]: createProductResponse({ _id: PRODUCT_ID }),
    });
    const { user } = await renderAppIn('mr', `/product/${PRODUCT_ID}`, { user: createAuthUser() });
    const ratings = await screen.findByRole('region', { name: 'रेटिंग आणि परीक्षणे' });
    await user.click(within(ratings).getByRole('button', { name: 'रेटिंग पाठवा' }));
    expect(within(ratings).getByText('१ ते ५ तारे निवडा')).toBeInTheDocument();
    expect(within(ratings).getByRole('radio', { name: '१ तारा' })).toHaveFocus();
    expect(within(ratings).getByText('०/१०००')).toBeInTheDocument();
  });

  it('says a photograph is not found in Marathi, in the page and its title', async () => {
    stubProduct(jsonResponse(apiError('Product not found', 'NOT_FOUND'), 404));
    await renderAppIn('mr', `/product/${PRODUCT_ID}`);
    expect(await screen.findByText('हे छायाचित्र सापडले नाही. ते काढून टाकले असेल, किंवा लिंक अपूर्ण असेल.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'छायाचित्र' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'दुकान पाहा' })).toHaveAttribute('href', '/mr/product');
    await waitFor(() => expect(document.title).toBe('छायाचित्र सापडले नाही | Chitra'));
  });

  it('speaks Hindi at /hi, its prices in Latin digits', async () => {
    stubProduct(createProductResponse({ _id: PRODUCT_ID, title: 'Sunsets of Palghar', price: 249999, salePrice: 199999 }, 1));
    await renderAppIn('hi', `/product/${PRODUCT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunsets of Palghar' })).toHaveAttribute('lang', 'en-IN');
    expect(screen.getByText('₹1,99,999')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार्ट में डालें' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'आपको क्या मिलेगा' })).toHaveTextContent('पूरे रिज़ॉल्यूशन की मूल फ़ाइल: 6000 × 4000 px (24 MP), 24.5 MB, बिना वॉटरमार्क');
    expect(screen.getByRole('heading', { level: 2, name: 'रेटिंग और समीक्षाएँ' })).toBeInTheDocument();
  });
});
