import { Button } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSearchToSave } from './search-to-save';

// The dialog (a modal, its form and the contract's types at run time) loads on the first press:
// the home page's own JavaScript only gains this button. Nothing else imports save-search-dialog.
const SaveSearchDialog = lazy(() => import('./save-search-dialog'));

export interface TSaveSearchButtonProps extends TSearchToSave {
  /** Signed in: the button opens the dialog; a visitor is sent to this sign-in address instead. */
  signedIn: boolean;
  signInPath: string;
}

/** 'Save this search' on the results: a name and an alert mode in a small dialog. */
export function SaveSearchButton({ signedIn, signInPath, ...search }: TSaveSearchButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const icon = <IconBookmark size={16} aria-hidden />;
  if (!signedIn) {
    return (
      <Button component={Link} to={signInPath} variant="light" leftSection={icon}>
        {t('savedSearches.saveThisSearch')}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="light"
        leftSection={icon}
        loading={open && !loaded}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {t('savedSearches.saveThisSearch')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog {...search} onLoaded={() => setLoaded(true)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
