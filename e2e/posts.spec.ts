import type { Page } from '@playwright/test';
import { createVerifiedUser } from './support/accounts';
import { testPhoto } from './support/photos';
import { expect, expectAccessible, test } from './support/test';

// One seller for the whole journey: sign-ups are limited per address, and the suite shares them.

async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

async function closeDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a seller lists a part with two photos, edits it, marks it sold and deletes it', async ({
  page,
  browser,
}) => {
  test.slow(); // a long journey: three times the configured limit
  const seller = await createVerifiedUser(page, 'seller');
  const stock = `ALT-${Date.now().toString(36).toUpperCase()}`;
  const title = `2012 Ford - Focus Alternator ${stock}`;
  let postUrl = '';

  await test.step('create: the model is required, then two photos and the waived fee', async () => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: '+ Post' }).click();
    await expect(page).toHaveURL(/\/create-post$/);
    await expect(page).toHaveTitle('Create Post - PartsYard');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Post' })).toBeVisible();
    // Before the fee start date the fee is waived and the discount code is not asked for.
    await expect(page.getByText('Posting is free during our launch')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Discount code' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Year', exact: true })).toHaveValue(
      String(new Date().getFullYear()),
    );
    await expect(page.getByRole('radio', { name: /CAD/ })).toBeChecked();

    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please select a manufacturer and model before submitting.',
    );

    await choose(page, 'Year', '2012');
    await choose(page, 'Manufacturer', 'Ford');
    await choose(page, 'Model', 'Focus');
    await choose(page, 'Part', 'Alternator');
    await page.getByRole('textbox', { name: 'Stock number (Part ID)' }).fill(stock);
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Works perfectly.\nPulled from a 2012 Focus.');
    await page.getByRole('textbox', { name: 'Price' }).fill('120');
    await page
      .locator('input[type="file"]')
      .setInputFiles([await testPhoto('front.jpg', '#c0392b'), await testPhoto('back.png', '#2980b9')]);
    await expect(page.getByRole('img', { name: 'Photo 1: front.jpg' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo 2: back.png' })).toBeVisible();
    // A file that is not PNG or JPEG is refused by name.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(page.getByRole('alert', { name: 'Some files were not added' })).toContainText(
      'notes.pdf: Photos must be PNG or JPEG images.',
    );
    await expectAccessible(page);

    // Hold the checkout answer until the busy button and the finished uploads have been seen (a
    // fixed 700 ms hold could end before a busy machine got to look).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/create-checkout-session', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create Post' }).click();
    const busy = page.getByRole('button', { name: 'Submitting...' });
    await expect(busy).toBeDisabled();
    await expect(page.getByRole('progressbar', { name: 'Uploading front.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(page.getByRole('progressbar', { name: 'Uploading back.png' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    release();
    // The confirmation (e2e/selling.spec.ts), then My Posts.
    await expect(page).toHaveURL(/\/success\?post_id=\d+$/);
    await expect(page.getByRole('heading', { name: 'Your post is live' })).toBeVisible();
    await page.unroute('**/api/create-checkout-session');
    await page.goto('/my-posts');
  });

  await test.step('my posts: the card, its preview and its phone layout', async () => {
    await expect(page).toHaveTitle('My Posts - PartsYard');
    await expect(page.getByRole('heading', { level: 1, name: 'My Posts' })).toBeVisible();
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('data-layout', 'large');
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card).toContainText(`Part ID: ${stock}`);
    await expect(card).toContainText('$120.00');
    await expect(card.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', /\/edit\/\d+$/);
    await expect(page.getByText('Page: 1')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expectAccessible(page);

    await card.getByRole('button', { name: `Enlarge the photo of ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Image Preview' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: `Photo of ${title}` })).toBeVisible();
    await expectAccessible(page);
    await closeDialog(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card).toHaveAttribute('data-layout', 'small');
    await page.setViewportSize({ width: 860, height: 900 });
    await expect(card).toHaveAttribute('data-layout', 'medium');
    await page.setViewportSize({ width: 1280, height: 720 });

    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/view\/\d+\/[a-z0-9-]+$/);
    postUrl = new URL(page.url()).pathname;
  });

  await test.step('view: title, photos, price, seller and the map', async () => {
    await expect(page).toHaveTitle('2012 Ford Focus Alternator - $120 CAD - PartsYard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('img', { name: `Photo 1 of 2: ${title}` })).toBeVisible();
    await expect(page.getByRole('img', { name: `Photo 2 of 2: ${title}` })).toBeAttached();
    await expect(page.getByText('$120.00')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Flag of Canada' })).toBeVisible();
    await expect(page.getByText('Pulled from a 2012 Focus.')).toBeVisible();
    await expect(page.getByRole('link', { name: seller.username })).toHaveAttribute(
      'href',
      /^\/user-profile\//,
    );
    const location = page.getByRole('heading', { level: 2, name: 'Location: Toronto, ON, Canada' });
    await expect(location).toBeVisible();
    // The map loads as its place comes near the screen: scroll there, as a person does.
    await location.scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete this Post' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Seller' })).toHaveCount(0);
    await expectAccessible(page);

    // The photos advance every 5 s until hovered: a person points at them, goes to the first and
    // clicks it (clicking photo 1 while photo 2 slides in would hit photo 2).
    const firstPhoto = page.getByRole('tab', { name: `Photo 1 of 2: ${title}` });
    await firstPhoto.hover();
    await firstPhoto.click();
    await expect(firstPhoto).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Enlarge photo 1' }).click();
    await expect(page.getByRole('dialog', { name: 'Image Preview' })).toBeVisible();
    await closeDialog(page);

    // A visitor sees the post, a Contact Seller that goes through sign-in, and no seller's buttons.
    const visitor = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
    await visitor.goto(postUrl);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitor.getByRole('link', { name: 'Contact Seller' })).toHaveAttribute(
      'href',
      new RegExp(`^/auth\\?redirect=/messages/${seller.username}%3Fpost%3D\\d+$`),
    );
    await expect(visitor.getByRole('button', { name: 'Delete this Post' })).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await visitor.close();
  });

  await test.step("edit: the price clamps at the original, a photo goes and one comes; 'Update Complete'", async () => {
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/edit\/\d+$/);
    await expect(page).toHaveTitle('Edit Post - PartsYard');
    await expect(page.getByText('Maximum price: $120.00 CAD')).toBeVisible();
    const price = page.getByRole('textbox', { name: 'Price' });
    await expect(price).toHaveValue('$120');
    await price.fill('');
    await price.pressSequentially('150');
    await expect(price).toHaveValue('$120');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Delete photo 2' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this photo?' });
    await confirm.getByRole('button', { name: 'Delete photo' }).click();
    await expect(page.getByRole('img', { name: /^Photo \d of this post$/ })).toHaveCount(1);
    await page.locator('input[type="file"]').setInputFiles([await testPhoto('side.png', '#27ae60')]);
    await expect(page.getByRole('img', { name: /^Photo \d of this post$/ })).toHaveCount(2);

    await price.fill('95');
    await page.getByRole('textbox', { name: 'Description' }).fill('Works perfectly. Price lowered.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('form', { name: 'Edit post' }).getByRole('status')).toHaveText(
      'Update Complete',
    );
    await expect(page.getByText('Maximum price: $95.00 CAD')).toBeVisible();
  });

  await test.step('mark sold: the state shows on the post and on My Posts', async () => {
    await page.goto(postUrl);
    await expect(page.getByText('$95.00')).toBeVisible();
    await page.getByRole('button', { name: 'Mark as sold' }).click();
    await page
      .getByRole('dialog', { name: 'Mark this post as sold?' })
      .getByRole('button', { name: 'Mark as sold' })
      .click();
    await expect(page.getByText('The post is marked as sold.')).toBeVisible();
    await expect(page.getByText('Sold', { exact: true })).toBeVisible();
    await page.goto('/my-posts');
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Sold', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mark as sold' })).toHaveCount(0);
  });

  await test.step("delete: 'Post Deleted', then the profile page", async () => {
    await page.goto(postUrl);
    await page.getByRole('button', { name: 'Delete this Post' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this post?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Post Deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto(postUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  });
});

test('a visitor gets the sign-in form on /create-post and is sent to sign in from /my-posts', async ({
  page,
}) => {
  await page.goto('/create-post');
  await expect(page).toHaveTitle('Create Post - PartsYard');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Sign in to post a part for sale.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/my-posts');
  await expect(page).toHaveURL(/\/auth\?redirect=\/my-posts$/);
  await page.goto('/edit/1');
  await expect(page).toHaveURL(/\/auth\?redirect=\/edit\/1$/);
  await page.goto('/success');
  await expect(page.getByText('Transaction Successful! Your post will be live shortly.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/view/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
});
