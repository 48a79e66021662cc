import type { TDistanceUnit } from '@common/rules/distance';
import { Group, Text } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { metresBetween, spokenDistance, type TPoint } from '../distance-away';
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
  const { t, i18n } = useTranslation();
  const when = postedWhen(createdAt, new Date(), i18n.language);
  const away = at && from ? spokenDistance(metresBetween(from, at), unit) : undefined;
  let distance: string | null = null;
  if (away === null) distance = t(unit === 'km' ? 'posts.view.underOneKm' : 'posts.view.underOneMile');
  else if (away !== undefined)
    distance = t(unit === 'km' ? 'posts.view.kmAway' : 'posts.view.milesAway', { distance: away });

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
