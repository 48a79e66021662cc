import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';

/** The listing pages' empty state (docs/PRODUCT.md §2), with the way to ask us for a part. */
export function ListingEmpty() {
  const { t } = useTranslation();
  return (
    <Text>
      {t('search.listingEmpty')}{' '}
      <Anchor component={Link} to={PATHS.contactUs}>
        {t('search.contactUs')}
      </Anchor>
    </Text>
  );
}
