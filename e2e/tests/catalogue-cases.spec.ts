import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const caseNames = (page: Page) =>
  page.getByRole('list', { name: 'Cases' }).locator('.sf-case-card__name').allTextContents();

test.describe('cases', () => {
  test('brand tabs and the filter panel: Apply is accepted only when the filter has results', async ({ page, sim }) => {
    const api = await sim.api();
    const brands = await api.call('getCaseTypeList', { body: {} });
    const subjects = await api.call('getCaseSubjectList', { body: {} });
    if (!brands.ok || !subjects.ok) throw new Error('case lists failed');
    await page.goto('/cases');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Case subjects' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Scan' })).toHaveAttribute('href', '/scan');
    await expect(page.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search?type=cases');
    await expect(page.getByRole('link', { name: 'Wish List' })).toHaveAttribute('href', '/favorites?index=1');

    const brand = brands.data.list[1]!;
    await page.getByRole('tab', { name: brand.type_name }).click();
    const byBrand = await api.call('getCaseList', {
      body: { page: 1, limit: 30, sort: '', type_id: String(brand.id) },
    });
    if (!byBrand.ok) throw new Error('getCaseList failed');
    await expect.poll(() => caseNames(page)).toEqual(byBrand.data.list.map((c) => c.case_name));

    // Every value of one group at once matches no case: Apply is refused with 'No Cases'.
    const attrs = await api.call('getCaseAttrList', { body: { type_id: String(brand.id) } });
    if (!attrs.ok) throw new Error('getCaseAttrList failed');
    const group = attrs.data.list.find((g) => g.sattr_list.length > 1)!;
    const everything = await api.call('getCaseList', {
      body: { page: 1, limit: 1, type_id: String(brand.id), attr_id_str: group.sattr_list.map((v) => v.id).join(',') },
    });
    expect(everything.ok && everything.data.total).toBe(0);

    await page.getByRole('button', { name: /^Filter/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    const values = sheet.getByRole('group', { name: group.attr_name });
    for (const value of group.sattr_list)
      await values.getByRole('checkbox', { name: value.attr_name, exact: true }).check();
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('No Cases', { exact: true })).toBeVisible();
    await expect(sheet).toBeVisible();

    // One value that some case has is accepted.
    await sheet.getByRole('button', { name: 'Reset' }).click();
    const first = group.sattr_list[0]!;
    await values.getByRole('checkbox', { name: first.attr_name, exact: true }).check();
    const one = await api.call('getCaseList', {
      body: { page: 1, limit: 30, sort: '', type_id: String(brand.id), attr_id_str: String(first.id) },
    });
    if (!one.ok) throw new Error('getCaseList failed');
    expect(one.data.total).toBeGreaterThan(0);
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(sheet).toHaveCount(0);
    await expect.poll(() => caseNames(page)).toEqual(one.data.list.map((c) => c.case_name));
  });

  test('a case subject shows its banner and cases', async ({ page, sim }) => {
    const api = await sim.api();
    const detail = await api.call('getCaseSubjectDetail', { body: { case_subject_id: 1, page: 1, limit: 30 } });
    if (!detail.ok) throw new Error('getCaseSubjectDetail failed');
    await page.goto('/cases-subject?id=1');
    await expect(page.getByRole('heading', { level: 1, name: detail.data.banner.case_subject_name })).toBeVisible();
    await expect.poll(() => caseNames(page)).toEqual(detail.data.list.map((c) => c.case_name));
  });
});
