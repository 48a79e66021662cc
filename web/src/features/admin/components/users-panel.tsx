import { ADMIN_USER_QUERY_MAX } from '@common/contracts/admin-users';
import { Anchor, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { Pager } from '@/components/ui/pager';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useAdminUsers } from '../api/users';
import { useFormatWhen } from '../format';
import { UserBadges } from './user-badges';
import { UserDetail } from './user-detail';

/**
 * The Users tab: find accounts by part of an email or a username, then one account's
 * page with its actions. The search, the page and the open account are in the address
 * (?tab=users&q=&page=&user=), so Back returns to the results.
 */
export function UsersPanel({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const open = params.get('user');
  const withParams = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    return next;
  };
  if (open) {
    return (
      <Stack gap="md">
        <Anchor component={Link} to={`?${withParams({ user: null })}`} w="fit-content">
          {t('admin.users.back')}
        </Anchor>
        <UserDetail id={open} viewerId={viewerId} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <SearchForm initial={q} onSearch={(text) => setParams(withParams({ q: text.trim(), page: null }))} />
      <Results
        q={q}
        page={page}
        viewerId={viewerId}
        linkTo={(id) => `?${withParams({ user: id })}`}
        onPage={(p) => setParams(withParams({ page: p === 1 ? null : String(p) }))}
      />
    </Stack>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { text: initial } });
  // Not the form shell: the search box and its button stand in one row.
  return (
    <form onSubmit={form.onSubmit(({ text }) => onSearch(text))} aria-label={t('admin.users.searchLabel')}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('admin.users.searchLabel')}
          description={t('admin.users.searchHelp')}
          {...form.getInputProps('text')}
          maxLength={ADMIN_USER_QUERY_MAX}
          type="search"
          w={360}
          maw="100%"
        />
        <Button type="submit">{t('admin.users.search')}</Button>
      </Group>
    </form>
  );
}

interface TResultsProps {
  q: string;
  page: number;
  viewerId: string;
  linkTo: (id: string) => string;
  onPage: (page: number) => void;
}

function Results({ q, page, viewerId, linkTo, onPage }: TResultsProps) {
  const formatWhen = useFormatWhen();
  const { t } = useTranslation();
  const list = useAdminUsers(q, page);
  if (list.isPending) return <PageLoader />;
  if (list.isError)
    return (
      <LoadError
        title={t('admin.users.loadError')}
        message={apiErrorMessage(t, list.error)}
        retryLabel={t('admin.retry')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  if (list.data.users.length === 0) return <Text>{t('admin.users.none')}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover>
          <Table.Caption>{t('admin.users.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.users.email')}</Table.Th>
              <Table.Th>{t('admin.users.username')}</Table.Th>
              <Table.Th>{t('admin.users.joined')}</Table.Th>
              <Table.Th>{t('admin.users.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.users.map((u) => (
              <Table.Tr key={u.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Anchor component={Link} to={linkTo(u.id)}>
                    {u.email}
                  </Anchor>
                </Table.Td>
                <Table.Td>{u.username ?? t('admin.users.noUsername')}</Table.Td>
                <Table.Td>{formatWhen(u.created_at)}</Table.Td>
                <Table.Td>
                  <UserBadges user={u} viewerId={viewerId} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager
        page={page}
        hasNext={list.data.has_more}
        onMove={onPage}
        moving={list.isPlaceholderData}
        label={t('admin.pagerLabel')}
      />
    </>
  );
}
