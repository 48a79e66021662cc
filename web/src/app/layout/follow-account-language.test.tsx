import type { TMe } from '@common/contracts/accounts';
import { LANGUAGE_COOKIE } from '@common/i18n/languages';
import { useQueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshMe, useMe } from '@/features/accounts/api/get-me';
import { browserLocation } from '@/lib/browser-location';
import { click, getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { session } from '@/test/session';
import { FollowAccountLanguage } from './follow-account-language';

// Signing in with an account whose language is not the page's: the cookie is set and the person
// lands on their destination in their language.

const french = (): TMe => {
  const me = session();
  return { ...me, profile: me.profile && { ...me.profile, language: 'fr' } } as TMe;
};

/** A page whose button stands for a sign-in form's success: the session is read again. */
function SignInDone() {
  const queryClient = useQueryClient();
  return (
    <button type="button" onClick={() => void refreshMe(queryClient)}>
      done
    </button>
  );
}

/** Who the page knows: 'visitor', or the account's username. */
function Who() {
  const me = useMe();
  return <p data-testid="who">{me.isPending ? '' : (me.data?.profile?.username ?? 'visitor')}</p>;
}
const who = () => document.querySelector('[data-testid="who"]')?.textContent;

const page = (path: string) => ({
  path,
  element: (
    <>
      <FollowAccountLanguage />
      <SignInDone />
      <Who />
    </>
  ),
});

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: as the app writes it
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
}

beforeEach(() => {
  clearCookie();
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  clearCookie();
  vi.restoreAllMocks();
});

/** The server knows a visitor until `signIn()`, then this account. */
function stubSession(me: TMe) {
  let signedIn = false;
  stubFetch({ 'GET /api/me': () => (signedIn ? json(me) : json({ statusCode: 401 }, 401)) });
  return {
    signIn: () => {
      signedIn = true;
    },
  };
}

describe('following the account language at sign-in', () => {
  it('goes from the English sign-in page to its destination in French for a French account', async () => {
    const server = stubSession(french());
    await renderRoutes([page('/auth')], '/auth?redirect=/my-posts?page=2');
    await waitFor(() => expect(who()).toBe('visitor'));
    server.signIn();
    await click(getByRole('button', 'done'));
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('/fr/my-posts?page=2'));
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=fr`);
  });

  it('stays on the page (in French) when signing in where a page showed the form', async () => {
    const server = stubSession(french());
    await renderRoutes([page('/create-post')], '/create-post');
    await waitFor(() => expect(who()).toBe('visitor'));
    server.signIn();
    await click(getByRole('button', 'done'));
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('/fr/create-post'));
  });

  it("does nothing when the account's language is the page's", async () => {
    const server = stubSession(french());
    await renderRoutes([page('/auth')], '/fr/auth', { language: 'fr' });
    await waitFor(() => expect(who()).toBe('visitor'));
    server.signIn();
    await click(getByRole('button', 'done'));
    await waitFor(() => expect(who()).toBe('dana_parts'));
    expect(browserLocation.assign).not.toHaveBeenCalled();
  });

  it('keeps the address language of a page opened already signed in (a shared link)', async () => {
    stubFetch({ 'GET /api/me': () => json(french()) });
    await renderRoutes([page('/view/:id')], '/view/12');
    await waitFor(() => expect(who()).toBe('dana_parts'));
    await click(getByRole('button', 'done'));
    expect(browserLocation.assign).not.toHaveBeenCalled();
  });
});
