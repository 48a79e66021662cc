import { Anchor, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';

interface THeaderLinksProps {
  /** In the phone menu (white drawer) rather than on the blue header bar. */
  inMenu?: boolean;
  onNavigate?: () => void;
}

/** The signed-out account links; the signed-in profile menu replaces them when accounts arrive. */
export function HeaderLinks({ inMenu = false, onNavigate }: THeaderLinksProps) {
  const { t } = useTranslation();
  return (
    <>
      <Anchor
        component={Link}
        to={PATHS.signUp}
        c={inMenu ? undefined : 'white'}
        fw={600}
        underline="hover"
        onClick={onNavigate}
      >
        {t('header.register')}
      </Anchor>
      <Button
        component={Link}
        to={PATHS.auth}
        variant={inMenu ? 'filled' : 'white'}
        onClick={onNavigate}
        fullWidth={inMenu}
      >
        {t('header.signIn')}
      </Button>
    </>
  );
}
