import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LISTING_PAGE_LIMIT } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse } from '../../test/fixtures';
import { renderApp, renderAppIn } from '../../test/render-app';
import { apiError, createCatalogueCategory, createListingProduct, listingProducts, productList } from './test-factories';

const CAT_ID = '4b713ea6-766f-4ebd-9b24-eace0b42d13c';
const categories = [
  createCatalogueCategory({ _id: 'cat-beaches', catogeryname: 'Beaches & Sea' }),
  createCatalogueCategory({ _id: CAT_ID, catogeryname: 'Sunsets & Sunrises' }),
];

function stubCategory(reply: unknown) {
  return stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: categories } },
    [`product/allproduct/${CAT_ID}`]: reply,
  });
}

describe('category list (/catagory)', () => {
  it('shows every category as a tile leading to its page', async () => {
    stubCategory(productList([]));
    renderApp('/catagory');
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Categories' });
    expect(within(list).getByRole('link', { name: 'Beaches & Sea' })).toHaveAttribute('href', '/catagory/cat-beaches');
    expect(within(list).getByRole('link', { name: 'Sunsets & Sunrises' })).toHaveAttribute('href', `/catagory/${CAT_ID}`);
  });
});

describe('category page (/catagory/:CatId)', () => {
  it("shows 'Categories Product' over a masonry of the category's products, each with 'Add to Cart'", async () => {
    const fetchMock = stubCategory(
      productList([
        createListingProduct({ _id: 'p-1', title: 'Vasai Fort sunset', price: 599, salePrice: 499 }),
        createListingProduct({ _id: 'p-2', title: 'Dahanu sunrise', images: [] }),
      ]),
    );
    renderApp(`/catagory/${CAT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.categoriesProduct })).toBeInTheDocument();
    const masonry = await screen.findByRole('list', { name: MESSAGES.categoriesProduct });
    expect(within(masonry).getAllByRole('listitem')).toHaveLength(2);
    expect(within(masonry).getByRole('link', { name: 'Vasai Fort sunset' })).toHaveAttribute('href', '/product/p-1');
    expect(within(masonry).getByRole('img', { name: 'Vasai Fort sunset' })).toHaveAttribute('height', '1067');
    expect(within(masonry).getAllByRole('button', { name: MESSAGES.addToCart })).toHaveLength(2);
    const vasai = within(masonry).getByRole('link', { name: 'Vasai Fort sunset' }).closest('article') as HTMLElement;
    expect(within(vasai).getByText('₹499')).toBeInTheDocument();
    expect(within(vasai).getByText('₹599').closest('s')).not.toBeNull();

    const url = fetchMock.mock.calls.map(([request]) => new URL((request as Request).url)).find((u) => u.pathname === `/api/v1/product/allproduct/${CAT_ID}`);
    expect(url?.searchParams.get('page')).toBe('1');
    expect(url?.searchParams.get('limit')).toBe(String(LISTING_PAGE_LIMIT));

    // The category's name titles the page and the breadcrumb.
    await vi.waitFor(() => expect(document.title).toBe('Sunsets & Sunrises | Chitra'));
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(/^Home \/ Sunsets & Sunrises$/);
  });

  it("says 'No products found.' for an empty category", async () => {
    stubCategory(productList([]));
    renderApp(`/catagory/${CAT_ID}`);
    expect(await screen.findByText(MESSAGES.noProducts)).toBeInTheDocument();
  });

  it('answers an unknown category with a clear not-found state', async () => {
    stubCategory(jsonResponse(apiError('Category not found'), 404));
    renderApp(`/catagory/${CAT_ID}`);
    expect(await screen.findByText(/We could not find that category/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.categoriesProduct })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all categories' })).toHaveAttribute('href', '/catagory');
    expect(document.title).toBe('Category not found | Chitra');
  });

  it("shows 'Error: ' and the message when the shop cannot answer", async () => {
    stubCategory(jsonResponse(apiError('Resting', 'INTERNAL'), 500));
    renderApp(`/catagory/${CAT_ID}`);
    expect(await screen.findByText('Error: Resting')).toBeInTheDocument();
  });

  it('pages a category with more than 20 products', async () => {
    stubFetch({
      config: configResponse(),
      'product/allcategory': { success: true, data: { category: categories } },
      [`product/allproduct/${CAT_ID}`]: (request: Request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const items = page === 1 ? listingProducts(20) : listingProducts(5, 21);
        return jsonResponse(productList(items, 25, page, LISTING_PAGE_LIMIT));
      },
    });
    const { router } = renderApp(`/catagory/${CAT_ID}`);
    await screen.findByRole('link', { name: 'Photograph 20' });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.next }));
    await screen.findByRole('link', { name: 'Photograph 25' });
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText(`${MESSAGES.page} 2`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.next })).toBeDisabled();
  });
});

describe('the categories in Marathi', () => {
  it('names each category tile in Marathi where it has a Marathi name, else in English marked en-IN', async () => {
    stubFetch({
      config: configResponse(),
      'product/allcategory': {
        success: true,
        data: {
          category: [
            createCatalogueCategory({
              _id: 'cat-beaches',
              catogeryname: 'Beaches & Sea',
              translations: { mr: { name: 'किनारे आणि समुद्र' }, hi: { name: 'तट और समुद्र' } },
            }),
            createCatalogueCategory({ _id: CAT_ID, catogeryname: 'Sunsets & Sunrises', translations: { hi: { name: 'सूर्यास्त और सूर्योदय' } } }),
          ],
        },
      },
    });
    await renderAppIn('mr', '/catagory');
    const list = await screen.findByRole('list', { name: 'श्रेण्या' });
    const beaches = await within(list).findByRole('link', { name: 'किनारे आणि समुद्र' });
    expect(beaches).toHaveAttribute('href', '/mr/catagory/cat-beaches');
    expect(beaches.querySelector('.category-tile__name')).not.toHaveAttribute('lang');
    // A Hindi name is no Marathi one: the English, marked.
    const sunsets = within(list).getByRole('link', { name: 'Sunsets & Sunrises' });
    expect(sunsets.querySelector('.category-tile__name')).toHaveAttribute('lang', 'en-IN');
    expect(within(list).queryByText(/तट|सूर्योदय/)).not.toBeInTheDocument();
  });

  it("names a category's page by its Marathi name: the line under the heading, the title and the breadcrumb", async () => {
    stubFetch({
      config: configResponse(),
      'product/allcategory': {
        success: true,
        data: { category: [createCatalogueCategory({ _id: CAT_ID, catogeryname: 'Sunsets & Sunrises', translations: { mr: { name: 'सूर्यास्त आणि सूर्योदय' } } })] },
      },
      [`product/allproduct/${CAT_ID}`]: productList([createListingProduct({ _id: 'p-1', title: 'Vasai Fort sunset' })]),
    });
    await renderAppIn('mr', `/catagory/${CAT_ID}`);
    const name = await screen.findByText('सूर्यास्त आणि सूर्योदय', { selector: '.category-page__name span' });
    expect(name).not.toHaveAttribute('lang');
    await vi.waitFor(() => expect(document.title).toBe('सूर्यास्त आणि सूर्योदय | Chitra'));
    const breadcrumb = screen.getByRole('navigation', { name: 'तुम्ही येथे आहात' });
    expect(breadcrumb).toHaveTextContent(/सूर्यास्त आणि सूर्योदय$/);
    expect(breadcrumb.querySelector('[aria-current="page"]')).not.toHaveAttribute('lang');
  });

  it("marks a category's English name on its Marathi page, and the breadcrumb's", async () => {
    stubCategory(productList([createListingProduct({ _id: 'p-1', title: 'Vasai Fort sunset' })]));
    await renderAppIn('mr', `/catagory/${CAT_ID}`);
    expect(await screen.findByText('Sunsets & Sunrises', { selector: '.category-page__name span' })).toHaveAttribute('lang', 'en-IN');
    await vi.waitFor(() => expect(document.title).toBe('Sunsets & Sunrises | Chitra'));
    expect(screen.getByRole('navigation', { name: 'तुम्ही येथे आहात' }).querySelector('[aria-current="page"]')).toHaveAttribute('lang', 'en-IN');
  });

  it('titles the list of categories in Marathi', async () => {
    stubCategory(productList([]));
    await renderAppIn('mr', '/catagory');
    expect(await screen.findByRole('heading', { level: 1, name: 'श्रेण्या' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'श्रेण्या' });
    expect(await within(list).findByRole('link', { name: 'Sunsets & Sunrises' })).toHaveAttribute('href', `/mr/catagory/${CAT_ID}`);
  });

  it("shows a category's photographs under a Marathi heading, counted and priced in Devanagari digits", async () => {
    stubCategory(
      productList([
        createListingProduct({ _id: 'p-1', title: 'Vasai Fort sunset', price: 1599, salePrice: 1499 }),
        createListingProduct({ _id: 'p-2', title: 'Dahanu sunrise' }),
      ]),
    );
    await renderAppIn('mr', `/catagory/${CAT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'श्रेणीतील छायाचित्रे' })).toBeInTheDocument();
    expect(await screen.findByText('२ छायाचित्रे')).toBeInTheDocument();
    const vasai = screen.getByRole('link', { name: 'Vasai Fort sunset' }).closest('article') as HTMLElement;
    expect(within(vasai).getByText('₹१,४९९')).toBeInTheDocument();
    expect(within(vasai).getByRole('button', { name: 'कार्टमध्ये टाका' })).toBeInTheDocument();
  });

  it('says in Marathi that a category is not found', async () => {
    stubCategory(jsonResponse(apiError('Category not found'), 404));
    await renderAppIn('mr', `/catagory/${CAT_ID}`);
    expect(await screen.findByText('ही श्रेणी सापडली नाही. तिचे नाव बदलले असेल किंवा ती काढून टाकली असेल.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सर्व श्रेण्या पाहा' })).toHaveAttribute('href', '/mr/catagory');
    await vi.waitFor(() => expect(document.title).toBe('श्रेणी सापडली नाही | Chitra'));
  });
});
