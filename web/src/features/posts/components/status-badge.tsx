import type { TPost } from '@common/contracts/posts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = { active: 'teal.9', sold: 'gray.8', expired: 'orange.9', hidden: 'red.9' } as const;

/** A post's state for its seller: Active, Sold or Expired (and Hidden, for admins, while its seller is suspended). */
export function StatusBadge({ status }: { status: TPost['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="filled" radius="sm">
      {t(`posts.status.${status}`)}
    </Badge>
  );
}
