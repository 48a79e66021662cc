import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { bodyText, click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
// Mantine's autosizing Textarea (the description) needs the document.fonts stand-in this installs.
import '@/test/messages';
import { post } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { stubXhr } from '@/test/xhr-stub';
import { ReportPostPage } from './report-post-page';

// /report-post/{id} for post 9 (2012 Ford - Focus Alternator ALT-42): the reason, the description,
// the email (a visitor's required, a signed-in user's prefilled), up to 4 photos, one multipart
// request through XMLHttpRequest (the fake answers from the fetch stub, progress at 50% then 100%).

const TITLE = 'You are reporting: 2012 Ford - Focus Alternator ALT-42';
const CREATED = { id: 77, message: 'Report Submitted' };
type TFetchMock = ReturnType<typeof stubFetch>;
type TRoutes = Parameters<typeof stubFetch>[0];

function stubReport(routes: TRoutes = {}) {
  stubXhr();
  return stubFetch({
    'GET /api/posts/9': () => json(post()),
    'POST /api/reports': () => json(CREATED, 201),
    ...routes,
  });
}

const renderReport = (accountEmail?: string) =>
  renderRoutes(
    [
      { path: '/report-post/:id', element: <ReportPostPage postId={9} accountEmail={accountEmail} /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    '/report-post/9',
  );

/** The report requests sent, each as its FormData. */
const sentForms = (fetchMock: TFetchMock) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url) === '/api/reports')
    .map(([, init]) => init?.body as FormData);

/** A FormData as plain entries: strings as they are, files by name and type. */
const entries = (form: FormData | undefined) =>
  [...(form?.entries() ?? [])].map(([key, value]) =>
    typeof value === 'string' ? [key, value] : [key, { name: value.name, type: value.type }],
  );

const reasonButton = (reason: string) => getByRole('button', reason);
const pressed = () =>
  [...document.querySelectorAll('[role="group"] button[aria-pressed="true"]')].map((b) => b.textContent);
const formAlert = () => document.querySelector('form [role="alert"]')?.textContent;
const photoAlts = () =>
  [...document.querySelectorAll<HTMLImageElement>('img[alt^="Photo "]')].map((img) => img.alt);
const submitButton = () => getByRole('button', 'Submit Report') as HTMLButtonElement;

async function pickPhotos(...names: string[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  const before = photoAlts().length;
  const files = names.map(
    (n) =>
      new File([new Uint8Array([137, 80, 78, 71])], n, {
        type: n.endsWith('.jpg') ? 'image/jpeg' : 'image/png',
      }),
  );
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await waitFor(() => expect(photoAlts().length).toBe(Math.min(4, before + names.length)));
}

describe('report post page', () => {
  it("names the post, starts on 'This post is spam' and moves the pressed state to the reason chosen", async () => {
    stubReport();
    await renderReport();
    await waitFor(() => expect(bodyText()).toContain(TITLE));
    expect(document.title).toBe('Report Post - PartsYard');
    expect(getByRole('heading', 'Report a post').tagName).toBe('H1');
    expect(pressed()).toEqual(['This post is spam']);
    expect(reasonButton('This post looks like a scam').getAttribute('aria-pressed')).toBe('false');
    expect(reasonButton('Other').getAttribute('aria-pressed')).toBe('false');

    await click(reasonButton('This post looks like a scam'));
    expect(pressed()).toEqual(['This post looks like a scam']);
    expect(reasonButton('This post is spam').getAttribute('aria-pressed')).toBe('false');
    await click(reasonButton('Other'));
    expect(pressed()).toEqual(['Other']);
    // A visitor's email starts empty and is marked required.
    expect(getByLabel('Your email').value).toBe('');
    expect(document.querySelector(`label[for="${getByLabel('Your email').id}"]`)?.textContent).toBe(
      'Your email *',
    );
  });

  it("tells a visitor 'You must enter your email.' and sends nothing", async () => {
    const fetchMock = stubReport();
    await renderReport();
    await typeInto(await waitFor(() => getByLabel('Description')), 'Same photos as another listing.');
    await click(submitButton());

    await waitFor(() => expect(bodyText()).toContain('You must enter your email.'));
    expect(getByLabel('Your email').getAttribute('aria-invalid')).toBe('true');
    expect(sentForms(fetchMock)).toHaveLength(0);
    expect(getByLabel('Description').value).toBe('Same photos as another listing.');
    // Typing takes the sentence away again.
    await typeInto(getByLabel('Your email'), 'v');
    expect(bodyText()).not.toContain('You must enter your email.');
  });

  it("sends the fields and photos in one request with a progress bar, then says 'Report Submitted' and goes home", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubReport({
      'POST /api/reports': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = await renderReport();
    await waitFor(() => expect(bodyText()).toContain(TITLE));
    await click(reasonButton('This post looks like a scam'));
    await typeInto(getByLabel('Description'), '  Asks for payment by gift card.  ');
    await typeInto(getByLabel('Your email'), 'visitor@example.com');
    await pickPhotos('listing.png', 'chat.jpg');
    expect(photoAlts()).toEqual(['Photo 1: listing.png', 'Photo 2: chat.jpg']);
    expect(document.querySelector('[role="progressbar"]')).toBeNull();

    await click(submitButton());
    const bar = await waitFor(() => {
      const found = document.querySelector('[role="progressbar"][aria-label="Sending your report"]');
      if (!found) throw new Error('No progress bar');
      return found;
    });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(submitButton().disabled).toBe(true);
    expect(reasonButton('This post is spam').hasAttribute('disabled')).toBe(true);
    expect((getByLabel('Description') as HTMLTextAreaElement).disabled).toBe(true);

    const forms = sentForms(fetchMock);
    expect(forms).toHaveLength(1);
    expect(entries(forms[0])).toEqual([
      ['post_id', '9'],
      ['reason', 'Scam'],
      ['description', 'Asks for payment by gift card.'],
      ['email', 'visitor@example.com'],
      ['photo', { name: 'listing.png', type: 'image/png' }],
      ['photo', { name: 'chat.jpg', type: 'image/jpeg' }],
    ]);

    await act(async () => answer(json(CREATED, 201)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(bodyText()).toContain('Report Submitted'));
    expect(getByRole('heading', 'Home')).toBeTruthy();
    expect(sentForms(fetchMock)).toHaveLength(1);
  });

  it("prefills a signed-in user's email and sends it", async () => {
    const fetchMock = stubReport();
    const { router } = await renderReport('dana@example.com');
    await waitFor(() => expect(getByLabel('Your email').value).toBe('dana@example.com'));
    await click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(entries(sentForms(fetchMock)[0])).toEqual([
      ['post_id', '9'],
      ['reason', 'Spam'],
      ['description', ''],
      ['email', 'dana@example.com'],
    ]);
  });

  it('lets a signed-in user send with the email field cleared', async () => {
    const fetchMock = stubReport();
    const { router } = await renderReport('dana@example.com');
    await typeInto(await waitFor(() => getByLabel('Your email')), '');
    await click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodyText()).not.toContain('You must enter your email.');
    expect(entries(sentForms(fetchMock)[0]).map(([key]) => key)).toEqual([
      'post_id',
      'reason',
      'description',
    ]);
  });

  it("shows a refused photo's reason in an alert and keeps the form as it was", async () => {
    const fetchMock = stubReport({
      'POST /api/reports': () =>
        json(
          { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Photos must be PNG or JPEG images.' },
          415,
        ),
    });
    const { router } = await renderReport();
    await waitFor(() => expect(bodyText()).toContain(TITLE));
    await click(reasonButton('Other'));
    await typeInto(getByLabel('Description'), 'Not a real part.');
    await typeInto(getByLabel('Your email'), 'visitor@example.com');
    await pickPhotos('fake.png');
    await click(submitButton());

    await waitFor(() =>
      expect(formAlert()).toBe('Your report was not sent. Photos must be PNG or JPEG images.'),
    );
    expect(router.state.location.pathname).toBe('/report-post/9');
    expect(pressed()).toEqual(['Other']);
    expect(getByLabel('Description').value).toBe('Not a real part.');
    expect(getByLabel('Your email').value).toBe('visitor@example.com');
    expect(photoAlts()).toEqual(['Photo 1: fake.png']);
    expect(submitButton().disabled).toBe(false);
    expect(document.querySelector('[role="progressbar"]')).toBeNull();
    expect(bodyText()).not.toContain('Report Submitted');
    expect(sentForms(fetchMock)).toHaveLength(1);
  });

  it("shows the server's words when too many reports were sent, and a retry can succeed", async () => {
    let limited = true;
    const fetchMock = stubReport({
      'POST /api/reports': () =>
        limited
          ? json(
              {
                statusCode: 429,
                code: 'RATE_LIMITED',
                message:
                  'You have sent many reports in a short time. Please wait a few minutes and try again.',
              },
              429,
            )
          : json(CREATED, 201),
    });
    const { router } = await renderReport();
    await typeInto(await waitFor(() => getByLabel('Your email')), 'visitor@example.com');
    await click(submitButton());
    await waitFor(() =>
      expect(formAlert()).toBe(
        'Your report was not sent. You have sent many reports in a short time. Please wait a few minutes and try again.',
      ),
    );
    expect(getByLabel('Your email').value).toBe('visitor@example.com');
    expect(router.state.location.pathname).toBe('/report-post/9');

    limited = false;
    await click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sentForms(fetchMock)).toHaveLength(2);
  });

  it("puts the server's reason for the email under the email field", async () => {
    stubReport({
      'POST /api/reports': () =>
        json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'Invalid request',
            fields: { email: 'invalidEmail' },
          },
          400,
        ),
    });
    await renderReport();
    await typeInto(await waitFor(() => getByLabel('Your email')), 'not-an-email');
    await click(submitButton());
    await waitFor(() =>
      expect(formAlert()).toBe('Your report was not sent. Please enter a valid email address.'),
    );
    const email = getByLabel('Your email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = (email.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described).toContain('Please enter a valid email address.');
  });

  it('says a missing post does not exist and shows no form', async () => {
    const fetchMock = stubReport({
      'GET /api/posts/9': () => json({ statusCode: 404, code: 'NOT_FOUND', message: 'Post not found.' }, 404),
    });
    await renderReport();
    await waitFor(() => expect(bodyText()).toContain('This post does not exist or is no longer available.'));
    expect(document.querySelector('form')).toBeNull();
    expect(() => submitButton()).toThrow();
    expect(bodyText()).not.toContain('You are reporting');
    expect(sentForms(fetchMock)).toHaveLength(0);
  });

  it('offers to try again when the post could not be loaded', async () => {
    let failing = true;
    stubReport({
      'GET /api/posts/9': () =>
        failing ? json({ statusCode: 500, code: 'INTERNAL', message: 'boom' }, 500) : json(post()),
    });
    await renderReport();
    await waitFor(() => expect(bodyText()).toContain('The post could not be loaded.'));
    expect(bodyText()).not.toContain('does not exist');
    failing = false;
    await click(getByRole('button', 'Try again'));
    await waitFor(() => expect(bodyText()).toContain(TITLE));
  });

  it('takes a removed photo out of what is sent', async () => {
    const fetchMock = stubReport();
    const { router } = await renderReport();
    await typeInto(await waitFor(() => getByLabel('Your email')), 'visitor@example.com');
    await pickPhotos('one.png', 'two.png', 'three.png');
    await click(getByRole('button', 'Remove photo 1'));
    expect(photoAlts()).toEqual(['Photo 1: two.png', 'Photo 2: three.png']);
    await click(getByRole('button', 'Remove photo 2'));
    expect(photoAlts()).toEqual(['Photo 1: two.png']);

    await click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const photos = sentForms(fetchMock)[0]?.getAll('photo') as File[];
    expect(photos.map((f) => f.name)).toEqual(['two.png']);
  });

  it('takes at most 4 photos and names the ones refused', async () => {
    stubReport();
    await renderReport();
    await waitFor(() => expect(bodyText()).toContain(TITLE));
    await pickPhotos('1.png', '2.png', '3.png', '4.png', '5.png');
    expect(photoAlts()).toHaveLength(4);
    expect(bodyText()).toContain('A report can have at most 4 photos.');
    expect(bodyText()).toContain('5.png');
    expect(bodyText()).toContain('This report has 4 photos, the most it can have.');
    expect(document.querySelector('input[type="file"]')).toBeNull();

    await click(getByRole('button', 'Remove photo 4'));
    expect(photoAlts()).toHaveLength(3);
    expect(document.querySelector('input[type="file"]')).not.toBeNull();
  });

  it('refuses a description over 2,000 characters and sends nothing', async () => {
    const fetchMock = stubReport();
    await renderReport();
    await typeInto(await waitFor(() => getByLabel('Your email')), 'visitor@example.com');
    await typeInto(getByLabel('Description'), 'x'.repeat(2000));
    expect(bodyText()).not.toContain('The description can be at most 2,000 characters.');
    await typeInto(getByLabel('Description'), 'x'.repeat(2001));
    expect(bodyText()).toContain('The description can be at most 2,000 characters.');

    await click(submitButton());
    await waitFor(() => expect(formAlert()).toBe('The description can be at most 2,000 characters.'));
    expect(sentForms(fetchMock)).toHaveLength(0);

    // Back within the limit, it goes.
    await typeInto(getByLabel('Description'), 'x'.repeat(2000));
    await click(submitButton());
    await waitFor(() => expect(sentForms(fetchMock)).toHaveLength(1));
    expect(sentForms(fetchMock)[0]?.get('description')).toBe('x'.repeat(2000));
  });
});
