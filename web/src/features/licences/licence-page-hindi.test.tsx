import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LicenceVerification } from '@chitra/contract/licences';
import { stubFetch } from '../../test/fetch-stub';
import { configResponse, createImageSet } from '../../test/fixtures';
import { renderAppIn } from '../../test/render-app';

const LICENCE_ID = 'LIC-7K3M-Q9TX-2HBW-R4NP';

function openLicence(overrides: Partial<LicenceVerification> = {}) {
  const licence: LicenceVerification = {
    licenceId: LICENCE_ID,
    status: 'valid',
    title: 'Sunrise over Boisar',
    image: createImageSet('sunrise', { alt: 'Sunrise over Boisar' }),
    tier: 'Commercial',
    summary: 'Websites, advertising and client work.',
    version: 3,
    issuedAt: '2026-11-01T20:30:00Z',
    buyer: 'A*** P****',
    ...overrides,
  };
  stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    [`licence/${LICENCE_ID}`]: { success: true, data: licence },
  });
  return renderAppIn('hi', `/licence/${LICENCE_ID}`);
}

/** The page a certificate's holder opens at /hi/licence/…, in Hindi; the licence's own words (tier, summary) are the shop's. */
describe('licence verification page in Hindi', () => {
  it('says a valid licence is valid, with its facts, the date in Hindi, and its title and description', async () => {
    await openLicence();
    expect(await screen.findByRole('heading', { level: 1, name: 'लाइसेंस मान्य' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'लाइसेंस मान्य' });
    expect(article).toHaveTextContent('यह लाइसेंस दुकान ने जारी किया है और लागू है।');
    expect(article).toHaveTextContent('A*** P**** को लाइसेंस');
    expect(article).toHaveTextContent('तस्वीरSunrise over Boisar');
    expect(article).toHaveTextContent('लाइसेंसCommercialWebsites, advertising and client work.');
    expect(article).toHaveTextContent('शर्तों का संस्करण3');
    // 20:30 UTC on 1 November is 2 November in India; Hindi keeps Latin digits.
    expect(article).toHaveTextContent('जारी2 नवंबर 2026');
    expect(article).toHaveTextContent(`लाइसेंस ID${LICENCE_ID}`);
    expect(document.title).toBe(`लाइसेंस ${LICENCE_ID} | Chitra`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', '“Sunrise over Boisar” का Commercial लाइसेंस, मान्य।');
  });

  it('says a refunded licence is revoked, and when', async () => {
    await openLicence({ status: 'revoked', revokedAt: '2026-11-05T06:00:00Z', image: undefined });
    const article = await screen.findByRole('article', { name: 'लाइसेंस रद्द' });
    expect(article).toHaveTextContent('रद्द5 नवंबर 2026');
    expect(article).toHaveTextContent('ऑर्डर का रिफ़ंड होने पर यह लाइसेंस रद्द हो गया');
    expect(within(article).queryByRole('img')).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', '“Sunrise over Boisar” का Commercial लाइसेंस, रद्द।');
  });
});
