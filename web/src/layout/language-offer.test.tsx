import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALE_COOKIE } from '@chitra/contract/locales';
import { chosenLocale, offerLanguage, preferredLocale } from './language-offer';

const clearChoice = () => {
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
};
const offer = () => screen.queryByRole('complementary', { name: 'भाषा' });

describe('the offer of the browser’s language (issue 29)', () => {
  beforeEach(() => {
    clearChoice();
    window.history.replaceState(null, '', '/about?from=ad');
  });
  afterEach(() => {
    clearChoice();
    document.body.innerHTML = '';
  });

  it('reads which of the shop’s languages the browser puts first', () => {
    expect(preferredLocale(['mr-IN', 'en-IN'])).toBe('mr');
    expect(preferredLocale(['fr', 'HI', 'en'])).toBe('hi');
    expect(preferredLocale(['en-GB', 'mr'])).toBe('en');
    expect(preferredLocale(['fr-FR'])).toBeUndefined();
  });

  it('offers Marathi in Marathi: taking it opens this page in Marathi and remembers the choice', async () => {
    await offerLanguage(['mr-IN', 'en']);
    const bar = await screen.findByRole('complementary', { name: 'भाषा' });
    expect(bar).toHaveAttribute('lang', 'mr-IN');
    expect(bar).toHaveTextContent('हे दुकान मराठीतही आहे.');
    const take = within(bar).getByRole('link', { name: 'मराठीत पाहा' });
    expect(take).toHaveAttribute('href', '/mr/about?from=ad');
    expect(take).toHaveAttribute('hreflang', 'mr-IN');
    // A whole page load in a browser; here only the choice it keeps is seen.
    take.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(take);
    expect(chosenLocale()).toBe('mr');
  });

  it('declined, it goes, and is not made again: English is the choice', async () => {
    await offerLanguage(['hi-IN']);
    await userEvent.click(await screen.findByRole('button', { name: 'नहीं, अंग्रेज़ी ठीक है' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(chosenLocale()).toBe('en');
    await offerLanguage(['hi-IN']);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('is not made to a browser that puts English or none of the shop’s languages first', async () => {
    await offerLanguage(['en-IN', 'hi']);
    await offerLanguage(['fr-FR', 'de']);
    expect(offer()).not.toBeInTheDocument();
  });
});
