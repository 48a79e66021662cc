import { Anchor } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';

/** The header's 'My Garage' link: for everyone (a visitor's garage lives in the browser). */
export function GarageLink({ inMenu = false, onNavigate }: { inMenu?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={PATHS.garage}
      c={inMenu ? undefined : 'white'}
      fw={600}
      underline="hover"
      onClick={onNavigate}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      <IconCar size={18} aria-hidden />
      {t('garage.headerLink')}
    </Anchor>
  );
}
