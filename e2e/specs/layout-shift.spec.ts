import { MESSAGES } from '@chitra/contract/messages';
import { layoutShiftOf, observeLayoutShifts, pagesToLoad, USER_AGENTS, WIDTHS } from '../fixtures/layout-shift';
import { expect, test } from '../fixtures/test';

/** Issue 26: at most this much layout shift in any load (CLS's "good" is 0.1; the pages aim far below it). */
const MAX_SHIFT = 0.01;

/** What the server put inside #root. */
const rootMarkup = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json" id="chitra-render">/.exec(html)?.[1] ?? '';

test.describe('the server’s page is the hydrated page at every width (decision 046)', () => {
  test('a phone and a desktop get the same markup from the server', async ({ request }) => {
    const phone = rootMarkup(await (await request.get('/', { headers: { 'user-agent': USER_AGENTS.phone } })).text());
    const desktop = rootMarkup(await (await request.get('/', { headers: { 'user-agent': USER_AGENTS.desktop } })).text());
    expect(phone.includes(MESSAGES.popularProduct), 'the home page drawn').toBe(true);
    // Both arrangements are in it, for CSS to choose between: the phone's menu button and the desktop's navigation row.
    expect(phone.includes('aria-label="Menu"'), 'the menu button').toBe(true);
    expect(phone.includes('class="primary-nav"'), 'the navigation row').toBe(true);
    expect(phone === desktop, 'the same markup for both').toBe(true);
  });

  test('CSS alone arranges the one header for the width, and rearranges it as the window changes', async ({ page }) => {
    const banner = page.getByRole('banner');
    const logo = banner.getByRole('link', { name: /chitra/i });
    const search = banner.getByRole('combobox', { name: MESSAGES.searchPlaceholder });
    const bottom = async (what: typeof logo) => {
      const box = await what.boundingBox();
      return box === null ? Number.NaN : box.y + box.height;
    };
    // A desktop's User-Agent at a phone's width: the phone's header.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(banner.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(banner.getByRole('combobox', { name: MESSAGES.categoryPlaceholder })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Cart, 0 items', exact: true })).toBeVisible();
    expect((await search.boundingBox())?.y, 'the search under the header row').toBeGreaterThan(await bottom(logo));

    // Wider, without a reload: the navigation row and the dropdown, the badge gone (signed out), then one row.
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(banner.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(banner.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(banner.getByRole('combobox', { name: MESSAGES.categoryPlaceholder })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    expect((await banner.getByRole('link', { name: 'Store', exact: true }).boundingBox())?.y, 'the navigation under the header row').toBeGreaterThan(
      await bottom(logo),
    );

    await page.setViewportSize({ width: 1280, height: 800 });
    const row = await banner.boundingBox();
    expect(row?.height, 'one row of header').toBeLessThan(70);
    for (const what of [banner.getByRole('link', { name: 'Store', exact: true }), search, banner.getByRole('link', { name: 'Sign In' })]) {
      expect((await what.boundingBox())?.y, 'in the row').toBeLessThan(await bottom(logo));
    }
  });

  test('no page moves as it loads and hydrates, whatever the User-Agent says of the width', async ({ browser, request }) => {
    test.setTimeout(180_000);
    const pages = await pagesToLoad(request);
    const over: string[] = [];
    const table: string[] = [];
    const errors: string[] = [];
    for (const [agent, userAgent] of Object.entries(USER_AGENTS)) {
      const context = await browser.newContext({ userAgent, viewport: { width: WIDTHS[0], height: 800 } });
      await context.addInitScript(observeLayoutShifts);
      const page = await context.newPage();
      page.on('console', (message) => {
        // The 404 page's own status is reported as a failed load; anything else is not expected.
        if (message.type() === 'error' && !message.text().includes('status of 404')) errors.push(`${agent}, ${page.url()}: ${message.text()}`);
      });
      try {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          for (const { name, path } of pages) {
            const shift = await layoutShiftOf(page, path);
            table.push(`${name.padEnd(10)} ${String(width).padStart(5)} px  ${agent.padEnd(8)} ${shift.toFixed(4)}`);
            if (shift > MAX_SHIFT) over.push(`${name} at ${width} px with a ${agent} User-Agent: ${shift.toFixed(4)}`);
          }
        }
      } finally {
        await context.close();
      }
    }
    console.log(`layout shift per load:\n${table.join('\n')}`);
    expect(over, `loads that shift more than ${MAX_SHIFT}`).toEqual([]);
    // A hydration that does not match the server's markup says so on the console.
    expect(errors, 'console errors').toEqual([]);
  });
});
