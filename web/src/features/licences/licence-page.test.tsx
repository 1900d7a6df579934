import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LicenceVerification } from '@chitra/contract/licences';
import { MESSAGES } from '@chitra/contract/messages';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse, createImageSet } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const LICENCE_ID = 'LIC-7K3M-Q9TX-2HBW-R4NP';

function verification(overrides: Partial<LicenceVerification> = {}): LicenceVerification {
  return {
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
}

function openLicence(reply: unknown, id = LICENCE_ID) {
  stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    [`licence/${id}`]: reply,
  });
  return renderApp(`/licence/${id}`);
}

const robots = () => document.head.querySelector('meta[name="robots"]');

describe('licence verification page', () => {
  it('says a valid licence is valid, with the photograph, tier, terms version, the date in IST, the masked buyer and the id', async () => {
    openLicence({ success: true, data: verification() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Licence valid' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Licence valid' });
    expect(within(article).getByRole('img', { name: 'Sunrise over Boisar' })).toHaveAttribute('src', '/media/sunrise.jpg');
    expect(article).toHaveTextContent('Licensed to A*** P****');
    expect(article).toHaveTextContent('PhotographSunrise over Boisar');
    expect(article).toHaveTextContent('LicenceCommercialWebsites, advertising and client work.');
    expect(article).toHaveTextContent('Terms version3');
    // 20:30 UTC on 1 November is 2 November in India.
    expect(article).toHaveTextContent('Issued2 November 2026');
    expect(article).toHaveTextContent(`Licence ID${LICENCE_ID}`);
    expect(article).not.toHaveTextContent('Revoked');
    expect(document.title).toBe(`Licence ${LICENCE_ID} | Chitra`);
    expect(robots()).toHaveAttribute('content', 'noindex');
  });

  it('says a refunded licence is revoked, and when', async () => {
    openLicence({ success: true, data: verification({ status: 'revoked', revokedAt: '2026-11-05T06:00:00Z', image: undefined }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Licence revoked' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Licence revoked' });
    expect(article).toHaveTextContent('Revoked5 November 2026');
    expect(article).toHaveTextContent(/revoked when its order was refunded/);
    expect(within(article).queryByRole('img')).not.toBeInTheDocument();
  });

  it("answers an unknown id with the shop's 404 screen, still not indexed", async () => {
    openLicence(jsonResponse({ success: false, message: 'Licence not found', code: 'NOT_FOUND' }, 404), 'LIC-NOPE');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.unexpectedError })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.queryByText('Licence not found')).not.toBeInTheDocument();
    expect(robots()).toHaveAttribute('content', 'noindex');
  });

  it('says so when the address asked too often, with a retry', async () => {
    openLicence(jsonResponse({ success: false, message: 'Too many licence checks. Please try again in a minute.', code: 'RATE_LIMITED' }, 429));
    expect(await screen.findByText(/Too many licence checks/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
