import { LANGUAGE_NAMES, LANGUAGES, LOCALE_TAGS, languagePath, type TLanguage } from '@common/i18n/languages';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { browserLocation } from '@/lib/browser-location';
import { useLanguage } from '@/lib/language';
import { pseudoLocalize } from '@/lib/pseudo-locale';
import { rememberLanguage, saveAccountLanguage } from '@/lib/switch-language';

/**
 * English or Français for the account (its pages and its emails): saved on choosing, then this
 * page reloads in that language when it is not already in it. Each name is written in its own
 * language. `saved`: the account's language as the session says (else the page's is shown).
 */
export function LanguageSetting({ saved }: { saved: TLanguage | null }) {
  const { t } = useTranslation();
  const { language, pseudo } = useLanguage();
  const location = useLocation();
  const labelId = useId();
  const [shown, setShown] = useState<TLanguage>(saved ?? language);
  const [saving, setSaving] = useState(false);

  const choose = async (value: string) => {
    const next = value as TLanguage;
    if (next === shown) return;
    setShown(next);
    setSaving(true);
    try {
      await saveAccountLanguage(next);
    } catch {
      setShown(shown);
      setSaving(false);
      notifications.show({ color: 'red', message: t('languageSwitch.settingFailed') });
      return;
    }
    rememberLanguage(next);
    if (next === language) {
      setSaving(false);
      return;
    }
    browserLocation.assign(`${languagePath(location.pathname, next)}${location.search}`);
  };

  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {t('languageSwitch.setting')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={shown}
        onChange={(value) => void choose(value)}
        disabled={saving}
        data={LANGUAGES.map((l) => ({
          value: l,
          label: (
            <span lang={LOCALE_TAGS[l]}>
              {pseudo ? pseudoLocalize(LANGUAGE_NAMES[l]) : LANGUAGE_NAMES[l]}
            </span>
          ),
        }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <Text size="xs" c="dimmed">
        {t('languageSwitch.settingHelp')}
      </Text>
    </Stack>
  );
}
