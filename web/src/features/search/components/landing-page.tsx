import type { TLandingPage, TLandingQuery } from '@common/contracts/landing';
import { SEARCH_MAX_PAGE } from '@common/contracts/search-limits';
import { DEFAULT_DISTANCE_UNIT } from '@common/rules/distance';
import { landingPageNumber, landingTrail } from '@common/rules/landing';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useFormat } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { useLanding } from '../api/get-landing';
import { searchPostsQueryOptions } from '../api/search-posts';
import { searchQueryString } from '../api/search-request';
import { toSearchParams } from '../search-params';
import type { TListingPageProps } from '../types';
import { LandingLinks, LandingTrail } from './landing-links';
import { LandingPosts } from './landing-posts';

export interface TLandingPageProps extends TListingPageProps {
  slugs: TLandingQuery;
  /** What an unknown make, model or part shows (the app's not-found page). */
  notFound: ReactNode;
}

/** The heading, what the page is about in a sentence, and its links' heading (`part`: a part's name as the page reads it). */
function wordsOf(t: TFunction, data: TLandingPage, partName: (name: string) => string) {
  const vehicle = [data.manufacturer, data.model].filter(Boolean).join(' ');
  if (!data.manufacturer) return { title: t('landing.titleIndex'), what: '', links: t('landing.makes') };
  if (data.part) {
    const part = partName(data.part);
    return {
      title: t('landing.titlePart', { vehicle, part }),
      // A sentence's subject in each language's order ('Ford Focus Alternator' / « Alternateur d'occasion pour Ford Focus »).
      what: t('landing.whatPart', { vehicle, part }),
      links: '',
    };
  }
  return {
    title: t('landing.titleVehicle', { vehicle }),
    what: t('landing.whatVehicle', { vehicle }),
    links: data.model ? t('landing.partsOf', { vehicle }) : t('landing.modelsOf', { make: vehicle }),
  };
}

/**
 * /parts, /parts/{make}, /parts/{make}/{model}, /parts/{make}/{model}/{part}: a landing page by
 * vehicle and part, with its trail, a heading and a sentence, the narrower pages with live posts,
 * and the live posts a page at a time (the page in the URL, '?page=2').
 */
export function LandingPage({ slugs, notFound, viewer, ready = true, signInPath }: TLandingPageProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const location = useLocation();
  const [params] = useSearchParams();
  const page = landingPageNumber(params.get('page'), SEARCH_MAX_PAGE) ?? 1;
  const landing = useLanding(slugs);
  const data = landing.data;
  const listed = Boolean(data?.manufacturer);
  const query = searchQueryString({
    filters: data?.search ?? {},
    view: { page },
    point: null,
    unit: DEFAULT_DISTANCE_UNIT,
  });
  const posts = useQuery({ ...searchPostsQueryOptions(query), enabled: listed && ready });
  const words = data ? wordsOf(t, data, fmt.part) : null;
  const missing = isApiError(landing.error) && landing.error.statusCode === 404;
  usePageTitle(
    missing
      ? t('notFound.pageTitle')
      : words
        ? page > 1
          ? t('landing.pageTitle', { title: words.title, page })
          : words.title
        : t('landing.titleIndex'),
  );

  if (missing) return notFound;
  if (landing.isError) {
    return (
      <LoadError
        title={t('landing.loadErrorTitle')}
        message={apiErrorMessage(t, landing.error)}
        retryLabel={t('search.retry')}
        onRetry={() => void landing.refetch()}
        retrying={landing.isFetching}
      />
    );
  }
  if (!data || !words) return <PageLoader />;
  // Another spelling of this page's address (an old link): the one address, as the server's 301.
  if (data.path !== location.pathname) {
    return <Navigate replace to={page > 1 ? `${data.path}?page=${page}` : data.path} />;
  }
  const partStep = data.part ? fmt.part(data.part) : null;
  const trail = data.manufacturer
    ? landingTrail(
        { manufacturer: data.manufacturer, model: data.model ?? undefined, part: data.part ?? undefined },
        { home: t('landing.home'), parts: t('landing.parts') },
      )
    : [
        { name: t('landing.home'), path: '/' },
        { name: t('landing.parts'), path: data.path },
      ];
  // The trail's addresses are built from the English names; the part's step reads in the page's language.
  if (partStep && data.model)
    trail[trail.length - 1] = { ...trail[trail.length - 1], name: partStep } as (typeof trail)[0];
  const total = posts.data ? `${fmt.count(posts.data.total)}${posts.data.totalCapped ? '+' : ''}` : null;
  const refine = toSearchParams(data.search).toString();

  return (
    <Stack gap="lg">
      <LandingTrail trail={trail} />
      <Stack gap="xs">
        <Title order={1}>{words.title}</Title>
        <Text>
          {!listed
            ? t('landing.introIndex')
            : total === null
              ? t('landing.introLoading', { what: words.what })
              : posts.data?.total
                ? t('landing.intro', { count: total, what: words.what })
                : t('landing.introNone', { what: words.what })}
        </Text>
      </Stack>
      <LandingLinks title={words.links} links={data.links} label={data.model ? fmt.part : undefined} />
      {listed && (
        <Stack component="section" aria-labelledby="landing-posts" gap="md">
          <Title order={2} id="landing-posts" size="h3">
            {t('landing.postsTitle')}
          </Title>
          <LandingPosts result={posts} path={data.path} page={page} viewer={viewer} signInPath={signInPath} />
          <Button component={Link} to={`/?${refine}`} variant="subtle" style={{ alignSelf: 'flex-start' }}>
            {t('landing.refine')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
