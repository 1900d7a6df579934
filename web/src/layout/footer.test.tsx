import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { stubFetch } from '../test/fetch-stub';
import { configResponse } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const stubShop = () => stubFetch({ config: configResponse(), 'product/allcategory': { success: true, data: { category: [] } } });

const footer = () => screen.getByRole('contentinfo');

afterEach(() => {
  vi.useRealTimers();
});

describe('footer', () => {
  it('prints the copyright with the current year and the product name', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-07-15T10:00:00+05:30'));
    stubShop();
    renderApp('/');
    expect(await within(footer()).findByText('© 2031 Chitra Studio. Powered by Chitra')).toBeInTheDocument();
  });

  it('links the four policies under their exact labels', async () => {
    stubShop();
    renderApp('/');
    const links = [
      [MESSAGES.privacyPolicy, '/privacy-policy'],
      [MESSAGES.refundPolicy, '/refund-policy'],
      [MESSAGES.shippingPolicy, '/shipping-policy'],
      [MESSAGES.termsConditions, '/term-conditions'],
    ];
    for (const [label, href] of links) {
      expect(within(footer()).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it("has an 'Account' group with About Us, Contact and Blog", async () => {
    stubShop();
    renderApp('/');
    const account = within(footer()).getByRole('navigation', { name: MESSAGES.account });
    expect(within(account).getByRole('heading', { name: MESSAGES.account })).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: MESSAGES.aboutUs })).toHaveAttribute('href', '/about');
    expect(within(account).getByRole('link', { name: MESSAGES.contact })).toHaveAttribute('href', '/contact');
    expect(within(account).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it("shows the shop's contact details and social profiles from the config", async () => {
    stubShop();
    renderApp('/');
    const shop = configResponse().shop;
    expect(await within(footer()).findByText(shop.address)).toBeInTheDocument();
    expect(within(footer()).getByText(shop.name)).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: shop.phone })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(footer()).getByRole('link', { name: shop.email })).toHaveAttribute('href', `mailto:${shop.email}`);

    for (const [name, href] of [
      [/linkedin/i, shop.linkedin],
      [/instagram/i, shop.instagram],
    ] as const) {
      const link = within(footer()).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('still renders its links when the config cannot be loaded', async () => {
    stubFetch({});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(within(footer()).getByRole('link', { name: MESSAGES.privacyPolicy })).toBeInTheDocument();
    expect(within(footer()).getByText(/Powered by Chitra$/)).toBeInTheDocument();
  });
});
