import type { TAdminUserDetail } from '@common/contracts/admin-users';
import { Alert, Anchor, Badge, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { userProfilePath, viewPostPath } from '@/config/routes';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useFormat } from '@/lib/format';
import { useAdminUser } from '../api/users';
import { useFormatWhen } from '../format';
import { UserActions } from './user-actions';
import { UserBadges } from './user-badges';

type TDetail = TAdminUserDetail;

/** One account as an admin reads it: the facts, the actions, and its posts, reports, reviews and sign-ins. */
export function UserDetail({ id, viewerId }: { id: string; viewerId: string }) {
  const formatWhen = useFormatWhen();
  const { t } = useTranslation();
  const found = useAdminUser(id);
  if (found.isPending) return <PageLoader />;
  if (found.isError)
    return (
      <LoadError
        title={t('admin.users.detailError')}
        message={apiErrorMessage(t, found.error)}
        retryLabel={t('admin.retry')}
        onRetry={() => void found.refetch()}
        retrying={found.isFetching}
      />
    );
  const d = found.data;
  const u = d.user;
  const yes = (v: boolean) => (v ? t('admin.users.yes') : t('admin.users.no'));
  const place = [u.city, u.state, u.country].filter(Boolean).join(', ');
  return (
    <Stack gap="lg" component="section" aria-labelledby="admin-user-title">
      <Group gap="sm">
        <Title order={2} size="h3" id="admin-user-title" style={{ overflowWrap: 'anywhere' }}>
          {u.email}
        </Title>
        <UserBadges user={u} viewerId={viewerId} />
      </Group>
      {u.suspended && u.suspend_reason !== null && (
        <Alert color="red" title={t('admin.users.suspended')}>
          {t('admin.users.suspendedBecause', { reason: u.suspend_reason })}
        </Alert>
      )}
      <Table variant="vertical" withTableBorder w="fit-content" aria-label={t('admin.users.facts')}>
        <Table.Tbody>
          <Fact label={t('admin.users.username')}>
            {u.username ? (
              <Anchor component={Link} to={userProfilePath(u.id)}>
                {u.username}
              </Anchor>
            ) : (
              t('admin.users.noUsername')
            )}
          </Fact>
          <Fact label={t('admin.users.joined')}>{formatWhen(u.created_at)}</Fact>
          <Fact label={t('admin.users.emailVerified')}>{yes(u.email_verified)}</Fact>
          <Fact label={t('admin.users.twoFactor')}>{yes(u.two_factor_enabled)}</Fact>
          <Fact label={t('admin.users.place')}>{place || t('admin.users.unknown')}</Fact>
        </Table.Tbody>
      </Table>
      <UserActions user={u} viewerId={viewerId} />
      <PostsSection posts={d.posts} />
      <ReportsSection
        title={t('admin.users.reportsAgainst', { count: d.reports_against.length })}
        reports={d.reports_against}
      />
      <ReportsSection
        title={t('admin.users.reportsFiled', { count: d.reports_filed.length })}
        reports={d.reports_filed}
      />
      <ReviewsSection
        title={t('admin.users.reviewsReceived', { count: d.reviews_received.length })}
        reviews={d.reviews_received}
        direction="from"
      />
      <ReviewsSection
        title={t('admin.users.reviewsWritten', { count: d.reviews_written.length })}
        reviews={d.reviews_written}
        direction="to"
      />
      <SignInsSection signIns={d.sign_ins} />
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th>{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function Section({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      {empty !== null ? <Text size="sm">{empty}</Text> : children}
    </Stack>
  );
}

const STATUS_COLORS = { active: 'teal.9', sold: 'gray.8', expired: 'orange.9', hidden: 'red.9' } as const;

function PostsSection({ posts }: { posts: TDetail['posts'] }) {
  const formatWhen = useFormatWhen();
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <Section
      title={t('admin.users.posts', { count: posts.length })}
      empty={posts.length ? null : t('admin.users.noPosts')}
    >
      <List spacing={4} listStyleType="none" aria-label={t('admin.users.posts', { count: posts.length })}>
        {posts.map((p) => (
          <List.Item key={p.id}>
            <Group gap="xs" wrap="nowrap" align="baseline">
              <Badge color={STATUS_COLORS[p.status]} variant="filled" radius="sm">
                {t(`posts.status.${p.status}`)}
              </Badge>
              <Anchor component={Link} to={viewPostPath(p.id)} style={{ overflowWrap: 'anywhere' }}>
                {p.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('admin.users.postMeta', {
                  price: fmt.price(p.price, p.currency),
                  time: formatWhen(p.created_at),
                })}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </Section>
  );
}

type TReport = TDetail['reports_filed'][number] & { reporter?: string };

function ReportsSection({ title, reports }: { title: string; reports: TReport[] }) {
  const formatWhen = useFormatWhen();
  const { t } = useTranslation();
  const outcome = (r: TReport) =>
    !r.resolved
      ? t('admin.users.reportOpen')
      : r.resolution === 'deleted'
        ? t('admin.users.reportDeleted')
        : t('admin.users.reportIgnored');
  return (
    <Section title={title} empty={reports.length ? null : t('admin.users.noReports')}>
      <List spacing={4} listStyleType="none">
        {reports.map((r) => (
          <List.Item key={r.id}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Badge color={r.resolved ? 'gray.7' : 'red.8'} variant="light" mr="xs">
                {outcome(r)}
              </Badge>
              {t('admin.users.reportLine', {
                reason: t(`admin.reports.reason.${r.reason}`),
                time: formatWhen(r.created_at),
                title: r.post_title,
              })}
              {r.reporter !== undefined && ` ${t('admin.users.reportBy', { who: r.reporter })}`}
              {r.description && ` — ${r.description}`}
            </Text>
          </List.Item>
        ))}
      </List>
    </Section>
  );
}

function ReviewsSection({
  title,
  reviews,
  direction,
}: {
  title: string;
  reviews: TDetail['reviews_written'];
  direction: 'from' | 'to';
}) {
  const formatWhen = useFormatWhen();
  const { t } = useTranslation();
  return (
    <Section title={title} empty={reviews.length ? null : t('admin.users.noReviews')}>
      <List spacing={4} listStyleType="none">
        {reviews.map((r) => (
          <List.Item key={r.id}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {r.removed && (
                <Badge color="gray.7" variant="light" mr="xs">
                  {t('admin.users.removed')}
                </Badge>
              )}
              {t('admin.users.reviewLine', {
                rating: r.rating,
                time: formatWhen(r.created_at),
                direction: t(`admin.users.${direction}`),
                who: r.other_username ?? t('admin.users.someone'),
                title: r.post_title,
              })}
              {r.body && ` — ${r.body}`}
            </Text>
          </List.Item>
        ))}
      </List>
    </Section>
  );
}

function SignInsSection({ signIns }: { signIns: TDetail['sign_ins'] }) {
  const formatWhen = useFormatWhen();
  const { t } = useTranslation();
  return (
    <Section title={t('admin.users.signIns')} empty={signIns.length ? null : t('admin.users.noSignIns')}>
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Caption>{t('admin.users.signInsCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.users.when')}</Table.Th>
              <Table.Th>{t('admin.users.address')}</Table.Th>
              <Table.Th>{t('admin.users.browser')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {signIns.map((s) => (
              <Table.Tr key={s.created_at + (s.ip_address ?? '')}>
                <Table.Td>{formatWhen(s.created_at)}</Table.Td>
                <Table.Td>{s.ip_address ?? t('admin.users.unknown')}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {s.user_agent ?? t('admin.users.unknown')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}
