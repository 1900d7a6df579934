import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { configResponse, createAuthUser } from '../../test/fixtures';
import { renderAppIn } from '../../test/render-app';
import { ORDER_ID, createHistoryEntry, createOrderDetail, createOrderLicence, createOrderProduct, detailResponse, historyResponse } from './test-factories';

function stubOrders(routes: Parameters<typeof stubFetch>[0]) {
  stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    'users/getcart': { success: true, data: [{ product: [], totalPrice: 0, totalsalePrice: 0 }] },
    ...routes,
  });
}

/** The customer's orders at /mr/…: words, prices, dates and counts in Marathi. */
describe('the orders in Marathi', () => {
  it('Order History: the columns, the total in Devanagari digits and the date with its Marathi month', async () => {
    const pack = [1, 2, 3, 4, 5].map((n) => createOrderProduct({ _id: `pack-${n}`, title: `Beach ${n}` }));
    stubOrders({
      'users/orderhistory': historyResponse([
        createHistoryEntry(2, { product: pack, productCount: 5, totalPrice: 119_999.5, createdAt: '2026-11-02T20:00:00Z' }),
        createHistoryEntry(1, { totalPrice: 699, refund: { status: 'processed', amount: 699, at: '2026-11-25T10:00:00Z' } }),
      ]),
    });
    await renderAppIn('mr', '/order-history', { user: createAuthUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'ऑर्डरचा इतिहास' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ऑर्डर क्रमांक', 'छायाचित्रे', 'संख्या', 'एकूण किंमत', 'तारीख']);
    const [first, refunded] = within(table).getAllByRole('row').slice(1);
    const [, count, total, date] = within(first!).getAllByRole('cell');
    expect(count).toHaveTextContent('५');
    expect(total).toHaveTextContent('₹१,१९,९९९.५०');
    // 20:00 UTC on the 2nd is the 3rd in India.
    expect(date).toHaveTextContent('३ नोव्हेंबर, २०२६');
    expect(within(first!).getByText('+२')).toBeInTheDocument();
    expect(within(first!).getByText('आणखी २')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'CH-2026-000002' })).toHaveAttribute('href', '/mr/order-detail/order-2');
    expect(within(refunded!).getByText('परतावा दिला')).toBeInTheDocument();
    expect(within(refunded!).getByText('₹६९९ परत केले: या ऑर्डरचे डाउनलोड बंद झाले आहेत.')).toBeInTheDocument();
    expect(document.title).toBe('ऑर्डरचा इतिहास | Chitra');
  });

  it('Order History with none says so in Marathi', async () => {
    stubOrders({ 'users/orderhistory': historyResponse([]) });
    await renderAppIn('mr', '/order-history', { user: createAuthUser() });
    expect(await screen.findByText('एकही ऑर्डर नाही.')).toBeInTheDocument();
  });

  it('the order page: heading, totals in Devanagari digits, the ZIP button, the sections and the download log', async () => {
    stubOrders({ [`users/getorder/${ORDER_ID}`]: detailResponse(createOrderDetail()) });
    await renderAppIn('mr', `/order-detail/${ORDER_ID}`, { user: createAuthUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'ऑर्डर CH-2026-000123' })).toBeInTheDocument();
    expect(screen.getByText('२ नोव्हेंबर, २०२६ रोजी ऑर्डर दिली')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ऑर्डरचा इतिहास' })).toHaveAttribute('href', '/mr/order-history');

    const totals = screen.getByRole('region', { name: 'ऑर्डरचा सारांश' });
    expect(totals).toHaveTextContent('उप-एकूण₹९९८');
    expect(totals).toHaveTextContent('सवलत (कूपन MONSOON10)−₹९९.८०');
    expect(totals).toHaveTextContent('भरले₹८९८.२०');
    expect(screen.getByRole('button', { name: 'सर्व चित्रे डाउनलोड करा (ZIP)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sunrise over Boisar.jpg डाउनलोड करा' })).toBeInTheDocument();

    const photos = screen.getByRole('region', { name: 'छायाचित्रे' });
    expect(
      within(photos)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['छायाचित्र', 'किंमत', 'चित्रे']);
    expect(photos).toHaveTextContent('६००० × ४००० px · २४.५ MB');

    const log = screen.getByRole('region', { name: 'डाउनलोडचा इतिहास' });
    expect(within(log).getByText('२ डाउनलोड.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'कर दस्तऐवज' })).toBeInTheDocument();
    expect(document.title).toBe('ऑर्डरचा तपशील | Chitra');
  });

  it('names the photographs bought by their Marathi titles where they have them, else by their English ones marked en-IN', async () => {
    const sunrise = createOrderProduct({
      _id: 'p-1',
      title: 'Sunrise over Boisar',
      translations: { mr: { title: 'बोईसरवरचा सूर्योदय' }, hi: { title: 'बोईसर पर सूर्योदय' } },
    });
    const monsoon = createOrderProduct({ _id: 'p-2', title: 'Monsoon at Satpati' });
    stubOrders({
      [`users/getorder/${ORDER_ID}`]: detailResponse(
        createOrderDetail({
          product: [sunrise, monsoon],
          licences: [createOrderLicence({ productID: 'p-1' }), createOrderLicence({ productID: 'p-2', licenceId: 'L-2' })],
        }),
      ),
      'users/orderhistory': historyResponse([createHistoryEntry(1, { product: [sunrise, monsoon], productCount: 2 })]),
    });
    const { unmount } = await renderAppIn('mr', `/order-detail/${ORDER_ID}`, { user: createAuthUser() });
    const photos = await screen.findByRole('region', { name: 'छायाचित्रे' });
    const marathi = within(photos).getByRole('link', { name: 'बोईसरवरचा सूर्योदय' });
    expect(marathi).toHaveAttribute('href', '/mr/product/p-1');
    expect(marathi).not.toHaveAttribute('lang');
    expect(within(photos).getByRole('link', { name: 'Monsoon at Satpati' })).toHaveAttribute('lang', 'en-IN');
    expect(within(photos).queryByText(/Sunrise over Boisar$|बोईसर पर/)).not.toBeInTheDocument();
    // Each licence under the photograph's title, in the same words.
    expect(screen.getByRole('heading', { level: 3, name: 'बोईसरवरचा सूर्योदय' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 3, name: 'Monsoon at Satpati' })).toHaveAttribute('lang', 'en-IN');
    unmount();

    await renderAppIn('mr', '/order-history', { user: createAuthUser() });
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('img', { name: 'बोईसरवरचा सूर्योदय' })).not.toHaveAttribute('lang');
    expect(within(table).getByRole('img', { name: 'Monsoon at Satpati' })).toHaveAttribute('lang', 'en-IN');
  });

  it('a refunded order says why its downloads are disabled, in Marathi', async () => {
    const order = createOrderDetail({ refund: { status: 'pending', amount: 898.2, at: '2026-11-25T10:00:00Z' } });
    stubOrders({ [`users/getorder/${ORDER_ID}`]: detailResponse(order) });
    await renderAppIn('mr', `/order-detail/${ORDER_ID}`, { user: createAuthUser() });
    const zip = await screen.findByRole('button', { name: 'सर्व चित्रे डाउनलोड करा (ZIP)' });
    expect(zip).toBeDisabled();
    expect(zip).toHaveAccessibleDescription('या ऑर्डरचा परतावा दिला आहे, त्यामुळे तिच्या फाइल आता डाउनलोड करता येणार नाहीत.');
    expect(screen.getByText(/^₹८९८\.२० तुम्ही जसे भरले तसे परत येत आहेत; साधारण ५–७/)).toBeInTheDocument();
    expect(screen.getByText('२५ नोव्हेंबर, २०२६ रोजी परतावा दिला')).toBeInTheDocument();
  });

  it('an order that cannot be read says so in Marathi', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubOrders({ [`users/getorder/${ORDER_ID}`]: new Response('', { status: 404 }) });
    await renderAppIn('mr', `/order-detail/${ORDER_ID}`, { user: createAuthUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent('ऑर्डरचा तपशील मिळवता आला नाही.');
  });
});
