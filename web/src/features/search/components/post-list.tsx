import { PAGE_SIZE } from '@common/constants';
import type { TSearchPage, TSortDirection, TSortKey } from '@common/contracts/search';
import type { TSearchView } from '@common/contracts/search-filters';
import { SEARCH_MAX_PAGE } from '@common/contracts/search-limits';
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
  /** Reads a page before moving to it: the window moves only if it has posts (docs/PRODUCT.md §4). */
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
  /** Each page's address: the pager then numbers its pages, as links. */
  pageHref?: (page: number) => string;
  /**
   * The results' heading (its id): after a page change it is scrolled to the top of the screen and
   * takes the focus, so the new page is in view and a screen reader starts there.
   */
  headingId?: string;
}

/** The page numbers the count tells: all of them when exact, those it reached when capped. */
function pageLinks(data: TSearchPage, href: (page: number) => string) {
  const known = Math.min(Math.max(1, Math.ceil(data.total / PAGE_SIZE)), SEARCH_MAX_PAGE);
  return { known, exact: !data.totalCapped, href };
}

/** A list of posts: the sort header, the cards with their buttons, and Previous / Next. */
export function PostList(props: TPostListProps) {
  const { result, view, onView, fetchPage, withDistance, unit, viewerId, signInPath, empty } = props;
  const { t } = useTranslation();
  const top = useRef<HTMLDivElement>(null);
  const [moving, setMoving] = useState(false);
  /** How many moves were made: each one, once rendered, brings the results' top into view. */
  const [moved, setMoved] = useState(0);
  const page = view.page ?? 1;
  const orderBy: TSortKey =
    view.order_by === 'distance' && !withDistance ? 'price' : (view.order_by ?? 'price');
  const direction: TSortDirection = view.direction ?? 'asc';
  const posts = result.data?.posts ?? [];

  useEffect(() => {
    // Search errors empty the list and are logged.
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
    setMoved((n) => n + 1);
  };

  // After the new page renders: its top in view, and the focus on the results' heading.
  const headingId = props.headingId;
  useEffect(() => {
    if (moved === 0) return;
    const heading = headingId ? document.getElementById(headingId) : null;
    (heading ?? top.current)?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [moved, headingId]);

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
          numbers={props.pageHref ? pageLinks(result.data, props.pageHref) : undefined}
        />
      )}
    </Stack>
  );
}
