import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PATHS } from '@/config/routes';
import { accountLanguage, useMe } from '@/features/accounts';
import { safeRedirect } from '@/features/accounts/redirect';
import { browserLocation } from '@/lib/browser-location';
import { useLanguage } from '@/lib/language';
import { pageInLanguage, rememberLanguage } from '@/lib/switch-language';

/**
 * Signing in on this page (any sign-in form: the sign-in page, one in place of a page, the
 * two-factor step) with an account whose language is not the page's: the choice is remembered in
 * the cookie and the person lands on their destination in their language (a full page load). A
 * page opened already signed in keeps the language of its address (a shared link is respected).
 */
export function FollowAccountLanguage() {
  const me = useMe();
  const { language } = useLanguage();
  const location = useLocation();
  // Whether this page has known the person as a visitor: only then is a session a sign-in here.
  const wasVisitor = useRef(false);
  const user = me.data;

  useEffect(() => {
    if (me.isPending) return;
    if (!user) {
      wasVisitor.current = true;
      return;
    }
    if (!wasVisitor.current) return;
    wasVisitor.current = false;
    const wanted = accountLanguage(user);
    if (!wanted || wanted === language) return;
    // From the sign-in page, its destination (the `redirect` parameter); elsewhere, this page.
    const target =
      location.pathname === PATHS.auth
        ? safeRedirect(new URLSearchParams(location.search).get('redirect'))
        : `${location.pathname}${location.search}${location.hash}`;
    const url = new URL(target, 'http://x');
    rememberLanguage(wanted);
    browserLocation.assign(pageInLanguage(url.pathname, url.search, url.hash, wanted));
  }, [me.isPending, user, language, location]);

  return null;
}
