import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LicenceTier } from '@chitra/contract/licences';
import { MESSAGES } from '@chitra/contract/messages';
import { paths } from '../../lib/paths';
import { stubFetch } from '../../test/fetch-stub';
import { configResponse } from '../../test/fixtures';
import { renderApp, renderAppIn } from '../../test/render-app';

const stubShop = (routes: Record<string, unknown> = {}) =>
  stubFetch({ config: configResponse(), 'product/allcategory': { success: true, data: { category: [] } }, ...routes });

const main = () => screen.getByRole('main');

describe('the shop’s pages in English', () => {
  it('links About’s words to the store, Order History, the Refund Policy and the shop’s contact', async () => {
    stubShop();
    renderApp(paths.about());
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.about })).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'store' })).toHaveAttribute('href', paths.store());
    expect(within(main()).getByRole('link', { name: MESSAGES.orderHistory })).toHaveAttribute('href', paths.orderHistory());
    expect(within(main()).getByRole('link', { name: MESSAGES.refundPolicy })).toHaveAttribute('href', paths.refundPolicy());
    // The shop's details come with its config, after the page's first draw.
    expect(await within(main()).findByRole('link', { name: 'support@chitra.example' })).toHaveAttribute('href', 'mailto:support@chitra.example');
    expect(main()).toHaveTextContent('Write to us: support@chitra.example, +91 98765 43210, or the contact page.');
  });

  it('keeps the refund rules’ emphasis and the date the policy last changed', async () => {
    stubShop();
    renderApp(paths.refundPolicy());
    expect(await screen.findByText('Last updated 24 November 2026')).toBeInTheDocument();
    expect(screen.getByText('Not downloaded yet:').tagName).toBe('STRONG');
    expect(main()).toHaveTextContent(
      'Not downloaded yet: within 7 days of paying, if no file of the order has been downloaded, we refund the order in full, no questions asked.',
    );
    expect(main()).toHaveTextContent('To ask for a refund, write to support@chitra.example, +91 98765 43210, or the contact page with your order ID');
  });
});

describe('the shop’s pages in Marathi', () => {
  it('says who the shop is on /mr/about, its links staying in Marathi', async () => {
    stubShop();
    await renderAppIn('mr', paths.about());
    expect(await screen.findByRole('heading', { level: 1, name: 'परिचय' })).toBeInTheDocument();
    expect(document.title).toBe('परिचय | Chitra');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Chitra Studio हे पालघर जिल्ह्यातील/);
    expect(screen.getByRole('heading', { level: 2, name: 'आम्ही कसे काम करतो' })).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'ऑर्डरचा इतिहास' })).toHaveAttribute('href', `/mr${paths.orderHistory()}`);
    expect(within(main()).getByRole('link', { name: 'परतावा धोरणात' })).toHaveAttribute('href', `/mr${paths.refundPolicy()}`);
    // Named once the shop's details have come (before them the link says 'आमचे संपर्क पान').
    expect(await within(main()).findByRole('link', { name: 'संपर्क पान' })).toHaveAttribute('href', `/mr${paths.contact()}`);
    expect(main()).not.toHaveTextContent(/What you buy|How we work|Say hello/);
  });

  it('states the refund rules in Marathi, dated in Marathi', async () => {
    stubShop();
    await renderAppIn('mr', paths.refundPolicy());
    expect(await screen.findByRole('heading', { level: 1, name: 'परतावा धोरण' })).toBeInTheDocument();
    expect(screen.getByText('शेवटचा बदल: २४ नोव्हेंबर, २०२६')).toBeInTheDocument();
    expect(screen.getByText('अजून डाउनलोड केले नसल्यास:').tagName).toBe('STRONG');
    expect(main()).toHaveTextContent(/पैसे भरल्यापासून ७ दिवसांच्या आत/);
    expect(screen.getByRole('heading', { level: 2, name: 'प्रिंट' })).toBeInTheDocument();
    expect(main()).toHaveTextContent(/डिलिव्हरीपासून ७ दिवसांच्या आत/);
    expect(main()).not.toHaveTextContent(/Refund|within 7 days|Last updated/);
  });

  it('prices shipping in Devanagari digits', async () => {
    stubShop();
    await renderAppIn('mr', paths.shippingPolicy());
    expect(await screen.findByRole('heading', { level: 1, name: 'शिपिंग धोरण' })).toBeInTheDocument();
    expect(main()).toHaveTextContent(/प्रत्येक ऑर्डरमागे ₹१०० आहे/);
    expect(within(main()).getByRole('link', { name: 'माझ्या ऑर्डर' })).toHaveAttribute('href', `/mr${paths.myOrders()}`);
  });

  it('frames the licence tiers in Marathi, their own words as the catalogue stores them', async () => {
    const tier = (position: number, name: string, multiplier: number): LicenceTier => ({
      _id: `tier-${position}`,
      slug: name.toLowerCase(),
      name,
      summary: `${name} use.`,
      terms: '- Keep a copy',
      version: position,
      multiplier,
      position,
    });
    stubShop({ licences: { success: true, data: [tier(1, 'Personal', 1), tier(2, 'Commercial', 2.5)] } });
    await renderAppIn('mr', paths.compareProduct());
    expect(await screen.findByRole('heading', { level: 1, name: 'परवान्यांची तुलना' })).toBeInTheDocument();
    const [personal, commercial] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(personal).toHaveTextContent('किंमत: छायाचित्राची किंमत');
    expect(commercial).toHaveTextContent('किंमत: छायाचित्राच्या किमतीच्या २.५ पट');
    expect(commercial).toHaveTextContent('अटींची आवृत्ती २');
    expect(within(commercial).getByRole('heading', { level: 2, name: 'Commercial' })).toBeInTheDocument();
    expect(within(commercial).getByRole('heading', { level: 3, name: 'संपूर्ण अटी' })).toBeInTheDocument();
  });
});

describe('the shop’s pages in Hindi', () => {
  it('gives the terms in Hindi, linking to the policies in Hindi', async () => {
    stubShop();
    await renderAppIn('hi', paths.termsConditions());
    expect(await screen.findByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeInTheDocument();
    expect(document.title).toBe('नियम और शर्तें | Chitra');
    expect(screen.getByText('अंतिम अपडेट: 24 नवंबर 2026')).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'धनवापसी नीति' })).toHaveAttribute('href', `/hi${paths.refundPolicy()}`);
    expect(within(main()).getByRole('link', { name: 'लाइसेंस की तुलना करें' })).toHaveAttribute('href', `/hi${paths.compareProduct()}`);
    expect(main()).toHaveTextContent(/5,000 तक छपी प्रतियाँ/);
    expect(main()).not.toHaveTextContent(/Prices and payment|Copyright stays/);
  });
});
