import type { APIRequestContext, Page } from '@playwright/test';
import { signInAt } from './support/accounts';
import { createPostApi, createUserAs, saveProfile, signInApi, TORONTO, VANCOUVER } from './support/listings';
import { startServer, type TTestServer } from './support/server';
import { expect, expectAccessible, test } from './support/test';

// Part names are data in two languages: an admin renames 'Wiper Motor' to 'Windshield Wiper Motor'
// in the dashboard, its French name « Moteur d'essuie-glace » is kept, and the French pages name the
// part with it. On a server of this spec's own (it renames a seed part).
let server: TTestServer;
let admin: APIRequestContext;
let postId = 0;
const SHOTS = process.env.PART_NAMES_SHOTS;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startServer();
  admin = await signInApi(server.baseUrl, server.adminEmail, server.adminPassword);
  await saveProfile(admin, 'boss', TORONTO);
  const seller = await createUserAs(admin, server.baseUrl, 'wiperseller', VANCOUVER);
  postId = await createPostApi(seller.api, {
    year: 2012,
    vehicle: 'Honda - Civic',
    part: 'Wiper Motor',
    stock_number: 'WIPE-1',
    description: 'Front wiper motor, works well.',
    price: 45,
  });
  await seller.api.dispose();
});

test.afterAll(async () => {
  await admin?.dispose();
  await server?.stop();
});

async function openPartEditor(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.goto(`${server.baseUrl}/dashboard?tab=parts`);
  await page.getByRole('searchbox', { name: 'Search parts' }).fill('wiper motor');
  await page.getByRole('button', { name: 'Rename Wiper Motor' }).click();
}

test("an admin renames 'Wiper Motor' in the dashboard and /fr still names it « Moteur d'essuie-glace »", async ({
  page,
}) => {
  test.slow();
  await signInAt(page, server.baseUrl, server.adminEmail, server.adminPassword);

  if (SHOTS) {
    await openPartEditor(page, 390, 844);
    await page.screenshot({ path: `${SHOTS}/part-editor-390.png`, fullPage: true });
  }
  await openPartEditor(page, 1280, 800);
  const english = page.getByRole('textbox', { name: 'English name of Wiper Motor' });
  const french = page.getByRole('textbox', { name: 'French name of Wiper Motor' });
  await expect(french).toHaveValue("Moteur d'essuie-glace");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/part-editor-1280.png`, fullPage: true });
  await expectAccessible(page);
  await english.fill('Windshield Wiper Motor');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Renamed to Windshield Wiper Motor.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search parts' }).fill('essuie-glace');
  const row = page.getByRole('listitem').filter({ hasText: 'Windshield Wiper Motor' });
  await expect(row).toContainText("Moteur d'essuie-glace");

  // The French pages: the landing page of the part and the post's page, server-rendered and hydrated.
  await page.goto(`${server.baseUrl}/fr/parts/honda/civic/windshield-wiper-motor`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Moteur d'essuie-glace d'occasion pour Honda Civic",
  );
  await expect(page).toHaveTitle(/^Moteur d'essuie-glace d'occasion pour Honda Civic/);
  await page.goto(`${server.baseUrl}/fr/view/${postId}`);
  await expect(page).toHaveTitle(/^Moteur d'essuie-glace Honda Civic 2012 - 45\u00a0\$/);
  await expect(page.getByRole('main')).toContainText("Moteur d'essuie-glace");
  await expect(page.getByRole('main')).not.toContainText('Windshield Wiper Motor');
  // English pages show the new English name.
  await page.goto(`${server.baseUrl}/view/${postId}`);
  await expect(page).toHaveTitle(/^2012 Honda Civic Windshield Wiper Motor/);
});
