import { DEVELOPMENT_KEY_KIND } from '../service/index.ts';
import { expect, test } from './fixtures.ts';
import { BackgroundApi } from './pages/background-api.ts';
import { pageInOwnWindow } from './pages/own-window.ts';
import type { PopupPage } from './pages/popup-page.ts';
import type { ServiceControl } from './service-control.ts';

// One browser per worker, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

const clipRequests = async (control: ServiceControl) =>
  (await control.requests()).filter((request) => request.operation?.startsWith('clips.')).length;

/** The Clips tab of a key known not to be approved: why, a link, no sound control, no request. */
async function expectClipsExplained(popupPage: PopupPage, control: ServiceControl): Promise<void> {
  const { page } = popupPage;
  const before = await clipRequests(control);
  await expect(popupPage.tab('Clips')).toHaveAttribute('data-dimmed', '');
  await popupPage.tab('Clips').click();
  await expect(popupPage.panel).toContainText('Clips need a key approved by GIPHY');
  await expect(page.getByRole('link', { name: 'How approval works' })).toHaveAttribute(
    'href',
    /^https:\/\/developers\.giphy\.com\//,
  );
  await expect(page.getByRole('link', { name: 'Open settings' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Sound/ })).toHaveCount(0);
  await popupPage.search.fill('cat');
  await popupPage.search.press('Enter');
  await expect(popupPage.panel).toContainText('Clips need a key approved by GIPHY');
  expect(await clipRequests(control)).toBe(before);
}

test.describe('popup: a key not approved for clips', () => {
  test('once the key check found clips not approved, the Clips tab says so and asks nothing', async ({
    popupPage,
    context,
    extensionId,
    control,
  }) => {
    await control.setPolicy(DEVELOPMENT_KEY_KIND, { clipsAllowed: false });
    const api = new BackgroundApi(await pageInOwnWindow(context), extensionId);
    await api.open();
    expect((await api.value({ type: 'checkKey' })).check?.clips).toBe('not-approved');
    await popupPage.open();
    await popupPage.waitForTiles();
    await expectClipsExplained(popupPage, control);
  });

  test('a 403 from clips shows the same explanation, not an error; the next open knows at once', async ({
    popupPage,
    control,
  }) => {
    await control.setPolicy(DEVELOPMENT_KEY_KIND, { clipsAllowed: false });
    await popupPage.open();
    await popupPage.waitForTiles();
    await popupPage.tab('Clips').click();
    await expect(popupPage.panel).toContainText('Clips need a key approved by GIPHY');
    await expect(popupPage.page.getByRole('link', { name: 'Open settings' })).toHaveCount(0);
    await popupPage.open();
    await popupPage.waitForTiles();
    await expectClipsExplained(popupPage, control);
  });
});
