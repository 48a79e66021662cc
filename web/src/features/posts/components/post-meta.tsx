import { fromMetres, type TDistanceUnit } from '@common/rules/distance';
import { Group, Text } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { distanceAway } from '@/components/ui/post-card/card-words';
import { useFormat } from '@/lib/format';
import { metresBetween, type TPoint } from '../distance-away';
import { postedWhen } from '../posted-when';

interface TPostMetaProps {
  createdAt: string;
  /** The post's (coarse) place; null when the seller gave none. */
  at: TPoint | null;
  /** Where the viewer is, when known (never asked for here). */
  from: TPoint | null;
  unit: TDistanceUnit;
}

/** 'Posted 3 days ago' (the exact date on hover and to machines) and '12 km away' when both places are known. */
export function PostMeta({ createdAt, at, from, unit }: TPostMetaProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const when = postedWhen(createdAt, new Date(), fmt.locale);
  // The cards' words ('12 km away', 'less than 1 mile away'), starting a line here.
  const away =
    at && from ? distanceAway(t, fromMetres(metresBetween(from, at), unit), unit, fmt.count) : null;
  const distance = away && away.charAt(0).toUpperCase() + away.slice(1);

  return (
    <Group gap="lg" c="dimmed" data-testid="post-meta">
      <Group gap={6} wrap="nowrap">
        <IconClock size={16} aria-hidden />
        <Text size="sm">
          <time dateTime={createdAt} title={when.exact}>
            {when.relative
              ? t('posts.view.posted', { when: when.relative })
              : t('posts.view.postedOn', { date: when.exact })}
          </time>
        </Text>
      </Group>
      {distance && (
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm">{distance}</Text>
        </Group>
      )}
    </Group>
  );
}
