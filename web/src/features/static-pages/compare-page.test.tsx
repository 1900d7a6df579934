import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LicenceTier } from '@chitra/contract/licences';
import { stubFetch } from '../../test/fetch-stub';
import { configResponse } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const tier = (position: number, name: string, multiplier: number, summary: string): LicenceTier => ({
  _id: `tier-${position}`,
  slug: name.toLowerCase(),
  name,
  summary,
  terms: `## What you may do\n\n- Use it **${name.toLowerCase()}**ly\n- Keep a copy\n\n<script>alert(1)</script>`,
  version: position,
  multiplier,
  position,
});

describe('compare page', () => {
  it('shows the tiers the shop sells: name, summary, price rule and the terms from Markdown, as text', async () => {
    stubFetch({
      config: configResponse(),
      'product/allcategory': { success: true, data: { category: [] } },
      licences: {
        success: true,
        data: [
          tier(1, 'Personal', 1, 'Your own prints and screens.'),
          tier(2, 'Commercial', 2.5, 'Websites, advertising and client work.'),
          tier(3, 'Extended', 5, 'Products for resale.'),
        ],
      },
    });
    renderApp('/compare-product');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare Products' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Personal', 'Commercial', 'Extended']);
    const [personal, commercial, extended] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(personal).toHaveTextContent('Your own prints and screens.');
    expect(personal).toHaveTextContent('Price: the photograph’s price');
    expect(commercial).toHaveTextContent('Price: 2.5× the photograph’s price');
    expect(extended).toHaveTextContent('Price: 5× the photograph’s price');
    expect(within(commercial).getByRole('heading', { level: 3, name: 'Full terms' })).toBeInTheDocument();
    expect(within(commercial).getByRole('heading', { level: 4, name: 'What you may do' })).toBeInTheDocument();
    expect(within(commercial).getAllByRole('listitem')).toHaveLength(2);
    expect(within(commercial).getByText('commercial').tagName).toBe('STRONG');
    expect(commercial).toHaveTextContent('<script>alert(1)</script>');
    expect(document.querySelector('.compare script')).toBeNull();
    expect(extended).toHaveTextContent('Terms version 3');
  });
});
