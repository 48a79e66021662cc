import { MESSAGES } from '@common/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountSettingsRoute } from '@/app/routes/account-settings-route';
import { bodyText, click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { session } from '@/test/session';

// Account Settings' "Your data": Download your data saves the server's ZIP under its
// name (with a loading state, and the server's words when it refuses), and Delete account opens a
// dialog that says what goes and what stays and asks the password (and the code with two-factor
// on); afterwards the person is signed out at home and told their account has been deleted.

const ZIP_NAME = 'partsyard-data-dana_parts-2026-05-01.zip';
let clicked: string[];

beforeEach(() => {
  clicked = [];
  // What the browser would save: the name of each download link clicked.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) clicked.push(this.download);
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => {} }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

function zipResponse() {
  return new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
    status: 200,
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${ZIP_NAME}"`,
    },
  });
}

function stub(opts: { twoFactor?: boolean; exportAnswer?: () => Response | Promise<Response> } = {}) {
  let me: ReturnType<typeof session> | null = session();
  if (opts.twoFactor) me = { ...me, user: { ...me.user, twoFactorEnabled: true } };
  const deletes: unknown[] = [];
  stubFetch({
    'GET /api/me': () =>
      me
        ? json(me)
        : json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in first.' }, 401),
    'GET /api/push/key': () => json({ key: null }),
    'GET /api/messages/blocks': () => json({ users: [] }),
    'GET /api/account/export': () => (opts.exportAnswer ? opts.exportAnswer() : zipResponse()),
    'POST /api/account/delete': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { password: string; code?: string };
      deletes.push(body);
      if (body.password !== 'Str0ng!pass')
        return json(
          { statusCode: 400, code: 'BAD_REQUEST', message: MESSAGES.accountDeletePasswordWrong },
          400,
        );
      me = null;
      return new Response(null, { status: 204 });
    },
  });
  return { deletes };
}

const render = async () => {
  await renderRoutes(
    [
      { path: '/profile', element: <AccountSettingsRoute /> },
      { path: '/', element: <p>Home page</p> },
    ],
    '/profile',
  );
  await waitFor(() => getByRole('button', 'Download your data'));
};

describe('Your data: download', () => {
  it('shows a loading state, then saves the archive under the name the server gave', async () => {
    let answer = (_r: Response) => {};
    stub({ exportAnswer: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await render();
    expect(bodyText()).toContain('Your data');
    await click(getByRole('button', 'Download your data'));
    await waitFor(() =>
      expect(document.querySelector('[aria-label="Preparing your data..."]')).not.toBeNull(),
    );
    answer(zipResponse());
    await waitFor(() => expect(bodyText()).toContain('Your data has been downloaded.'));
    expect(clicked).toEqual([ZIP_NAME]);
  });

  it("says the server's words when it refuses (one download a minute)", async () => {
    stub({
      exportAnswer: () =>
        json({ statusCode: 429, code: 'RATE_LIMITED', message: MESSAGES.accountExportTooSoon }, 429),
    });
    await render();
    await click(getByRole('button', 'Download your data'));
    await waitFor(() => expect(bodyText()).toContain(MESSAGES.accountExportTooSoon));
    expect(clicked).toEqual([]);
  });
});

describe('Your data: delete account', () => {
  it('explains what goes and stays, asks the password, then signs out and says so', async () => {
    const { deletes } = stub();
    await render();
    await click(getByRole('button', 'Delete account'));
    await waitFor(() => expect(bodyText()).toContain('Delete your account?'));
    expect(bodyText()).toContain('What goes');
    expect(bodyText()).toContain('your posts and their photos');
    expect(bodyText()).toContain('What stays');
    expect(bodyText()).toContain('Messages you sent stay readable to the people you wrote to');
    expect(() => getByLabel('Code from your authenticator app')).toThrow();

    await click(getByRole('button', 'Delete my account'));
    await waitFor(() => expect(bodyText()).toContain(MESSAGES.accountDeletePasswordRequired));
    expect(deletes).toEqual([]);

    await typeInto(getByLabel('Your password'), 'Wrong-pass1!');
    await click(getByRole('button', 'Delete my account'));
    await waitFor(() => expect(bodyText()).toContain(MESSAGES.accountDeletePasswordWrong));

    await typeInto(getByLabel('Your password'), 'Str0ng!pass');
    await click(getByRole('button', 'Delete my account'));
    await waitFor(() => expect(bodyText()).toContain('Home page'));
    expect(bodyText()).toContain('Your account has been deleted.');
    expect(deletes).toEqual([{ password: 'Wrong-pass1!' }, { password: 'Str0ng!pass' }]);
  });

  it('with two-factor on, asks the authenticator code too', async () => {
    const { deletes } = stub({ twoFactor: true });
    await render();
    await click(getByRole('button', 'Delete account'));
    await waitFor(() => getByLabel('Code from your authenticator app'));
    await typeInto(getByLabel('Your password'), 'Str0ng!pass');
    await typeInto(getByLabel('Code from your authenticator app'), '123456');
    await click(getByRole('button', 'Delete my account'));
    await waitFor(() => expect(bodyText()).toContain('Your account has been deleted.'));
    expect(deletes).toEqual([{ password: 'Str0ng!pass', code: '123456' }]);
  });
});
