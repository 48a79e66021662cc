import type { TSearchPage, TSortDirection, TSortKey } from '@common/contracts/search';
import type { TSearchView } from '@common/contracts/search-filters';
import { fromMetres, type TDistanceUnit } from '@common/rules/distance';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/ui/pager';
import { PostListSkeleton } from '@/components/ui/post-card';
import type { ApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import { PostCards } from './post-cards';
import { SortHeader } from './sort-header';

export interface TPostListProps {
  result: UseQueryResult<TSearchPage, ApiError>;
  view: TSearchView;
  onView: (view: TSearchView) => void;
  /** Reads a page before moving to it: the window moves only if it has posts (SPEC.md section 4). */
  fetchPage: (page: number) => Promise<TSearchPage>;
  /** A location is known: distances show and Distance is offered as a sort. */
  withDistance: boolean;
  unit: TDistanceUnit;
  viewerId: string | null;
  signInPath: (path: string) => string;
  /** What an empty list says (the list's own words, or a listing page's). */
  empty: ReactNode;
  pagingLabel: string;
  /** The cards' heading level under the page's headings. */
  titleOrder?: 2 | 3;
}

/** A list of posts: the sort header, the cards with their buttons, and Previous / Next. */
export function PostList(props: TPostListProps) {
  const { result, view, onView, fetchPage, withDistance, unit, viewerId, signInPath, empty } = props;
  const { t } = useTranslation();
  const top = useRef<HTMLDivElement>(null);
  const [moving, setMoving] = useState(false);
  const page = view.page ?? 1;
  const orderBy: TSortKey =
    view.order_by === 'distance' && !withDistance ? 'price' : (view.order_by ?? 'price');
  const direction: TSortDirection = view.direction ?? 'asc';
  const posts = result.data?.posts ?? [];

  useEffect(() => {
    // SPEC.md section 8: search errors empty the list and are logged.
    if (result.error) console.error('search failed', result.error);
  }, [result.error]);

  const sort = (order_by: TSortKey, dir: TSortDirection) => onView({ order_by, direction: dir, page: 1 });
  const move = async (next: number) => {
    setMoving(true);
    try {
      const answer = await fetchPage(next);
      if (answer.posts.length === 0) return;
    } catch {
      // The page itself then says what went wrong, with a retry.
    } finally {
      setMoving(false);
    }
    onView({ ...view, page: next });
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <Stack gap="md" ref={top}>
      <SortHeader orderBy={orderBy} direction={direction} distance={withDistance} onSort={sort} />
      {result.isError && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('search.errorTitle')}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{apiErrorMessage(t, result.error)}</Text>
            <Button
              size="xs"
              variant="outline"
              onClick={() => void result.refetch()}
              loading={result.isFetching}
            >
              {t('search.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {result.isPending && <PostListSkeleton />}
      {result.isSuccess && posts.length === 0 && <Text component="div">{empty}</Text>}
      {!result.isError && posts.length > 0 && (
        <PostCards
          posts={posts}
          busy={result.isPlaceholderData}
          viewerId={viewerId}
          signInPath={signInPath}
          titleOrder={props.titleOrder ?? 3}
          distanceOf={(post) =>
            withDistance && post.distance !== null ? fromMetres(post.distance, unit) : undefined
          }
          unit={unit}
        />
      )}
      {result.isSuccess && (page > 1 || result.data.hasMore) && (
        <Pager
          page={page}
          hasNext={posts.length > 0 && result.data.hasMore}
          onMove={(next) => void move(next)}
          moving={moving}
          label={props.pagingLabel}
        />
      )}
    </Stack>
  );
}
