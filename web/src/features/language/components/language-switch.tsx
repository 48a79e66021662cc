import { LANGUAGE_NAMES, LOCALE_TAGS, type TLanguage } from '@common/i18n/languages';
import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useEarlyClick } from '@/hooks/use-early-click';
import { useLanguage } from '@/lib/language';
import { pseudoLocalize } from '@/lib/pseudo-locale';
import { pageInLanguage, switchLanguage } from '@/lib/switch-language';

interface TLanguageSwitchProps extends Pick<AnchorProps, 'c' | 'fw' | 'size'> {
  /** Signed in: the choice is saved on the account too (the shell passes the session down). */
  signedIn: boolean;
  /** Called as the switch starts (the phone menu closes). */
  onNavigate?: () => void;
}

/**
 * 'Français' on an English page, 'English' on a French one: a real link to the same page in the
 * other language (it works before the app runs, and opens in a new tab as a link does), written in
 * that language (lang and hreflang say so). Clicked, it also remembers the choice.
 */
export function LanguageSwitch({ signedIn, onNavigate, c, fw = 500, size }: TLanguageSwitchProps) {
  const { t } = useTranslation();
  const { language, pseudo } = useLanguage();
  const location = useLocation();
  // A click before the app loaded switches (and remembers) once it has (common/early-clicks.ts).
  const early = useEarlyClick<HTMLAnchorElement>();
  const other: TLanguage = language === 'fr' ? 'en' : 'fr';
  // The pseudo-locale marks it too, so a test reading the page finds no unmarked word here.
  const words = (text: string) => (pseudo ? pseudoLocalize(text) : text);
  const name = words(LANGUAGE_NAMES[other]);
  // 'languageSwitch.readThisPage' holds the sentence in the other language ('Lire cette page en
  // français' in en.json): an English page does not load the French files.
  const label = `${name} — ${t('languageSwitch.readThisPage')}`;
  const href = pageInLanguage(location.pathname, location.search, location.hash, other);

  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle click) just follows the link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    void switchLanguage(other, href, signedIn);
  };

  return (
    <Anchor
      ref={early}
      data-early="language"
      href={href}
      hrefLang={LOCALE_TAGS[other]}
      lang={LOCALE_TAGS[other]}
      aria-label={label}
      onClick={go}
      c={c}
      fw={fw}
      size={size}
      underline="hover"
      data-language-switch={other}
    >
      {name}
    </Anchor>
  );
}
