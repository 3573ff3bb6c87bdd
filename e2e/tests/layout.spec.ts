import { expect, test } from '../support/fixtures';

// The pages phones open most, from the narrowest (320 px) to the widest (480 px) phone the design serves: once
// the page and its data have loaded, nothing makes it scroll sideways.
const pages: Array<{ path: string; title: string }> = [
  { path: '/', title: 'Home' },
  { path: '/product-center', title: 'Collections' },
  { path: '/product', title: 'Products' },
  { path: '/product-detail?id=1', title: 'Product' },
  { path: '/cases', title: 'Cases' },
  { path: '/cases-detail?id=1', title: 'Case' },
  { path: '/brand', title: 'Brand' },
  { path: '/search?type=product', title: 'Search' },
  { path: '/person-recently', title: 'Recently Viewed' },
  { path: '/countrys', title: 'Country Selection' },
  { path: '/service', title: 'Online Service' },
];

for (const { path, title } of pages) {
  test(`${path} fits 320 to 480 px without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(`^${title} · `));
    await page.waitForLoadState('networkidle');
    for (const width of [320, 480]) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${path} at ${width} px` })
        .toBeLessThanOrEqual(width);
    }
  });
}
