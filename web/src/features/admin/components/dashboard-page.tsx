import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import type { TCatalogEntry } from '../api/catalog';
import { AuditPanel } from './audit-panel';
import { CatalogPanel } from './catalog-panel';
import { ExchangeRatePanel } from './exchange-rate-panel';
import { FlaggedPanel } from './flagged-panel';
import { InboxPanel } from './inbox-panel';
import { JobsPanel } from './jobs-panel';
import { ReportsPanel } from './reports-panel';
import { UsersPanel } from './users-panel';

export interface TCatalogSource {
  entries: TCatalogEntry[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

interface TDashboardPageProps {
  vehicles: TCatalogSource;
  parts: TCatalogSource;
  /** The vehicle or part list changed: the app reads them again for every form. */
  onCatalogChanged: () => void;
  /** The admin looking (their own account's actions are disabled on the Users tab). */
  viewerId: string;
}

const TABS = ['reports', 'flagged', 'users', 'vehicles', 'parts', 'inbox', 'rate', 'audit', 'jobs'] as const;
type TTab = (typeof TABS)[number];

/**
 * /dashboard (admins only): reports, flagged and reported messages, users (find, suspend, delete,
 * the admin role), the vehicle and part lists, the contact inbox, the USD/CAD rate, the audit log,
 * the background jobs.
 */
export function DashboardPage({ vehicles, parts, onCatalogChanged, viewerId }: TDashboardPageProps) {
  const { t } = useTranslation();
  usePageTitle(t('admin.pageTitle'));
  // The tab is in the address, so a link can open it and Back returns to the last one.
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TTab = TABS.includes(asked as TTab) ? (asked as TTab) : 'reports';
  return (
    <Stack gap="md">
      <Title order={1}>{t('admin.title')}</Title>
      <Tabs
        value={tab}
        onChange={(v) => setParams(v && v !== 'reports' ? { tab: v } : {})}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`admin.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="reports" pt="md">
          <ReportsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="flagged" pt="md">
          <FlaggedPanel />
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="md">
          <UsersPanel viewerId={viewerId} />
        </Tabs.Panel>
        <Tabs.Panel value="vehicles" pt="md">
          <CatalogPanel kind="vehicles" {...vehicles} onChanged={onCatalogChanged} />
        </Tabs.Panel>
        <Tabs.Panel value="parts" pt="md">
          <CatalogPanel kind="parts" {...parts} onChanged={onCatalogChanged} />
        </Tabs.Panel>
        <Tabs.Panel value="inbox" pt="md">
          <InboxPanel />
        </Tabs.Panel>
        <Tabs.Panel value="rate" pt="md">
          <ExchangeRatePanel />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <AuditPanel />
        </Tabs.Panel>
        <Tabs.Panel value="jobs" pt="md">
          <JobsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
