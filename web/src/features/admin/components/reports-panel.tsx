import { useTranslation } from 'react-i18next';
import { useAdminReports } from '../api/reports';
import { PagedList } from './paged-list';
import { ReportCard } from './report-card';

/** The reports: unresolved ones newest first (the spec's list), resolved ones to look back at. */
export function ReportsPanel() {
  const { t } = useTranslation();
  return (
    <PagedList
      useList={useAdminReports}
      itemsOf={(answer) => answer.reports}
      renderItem={(r) => <ReportCard key={r.id} report={r} />}
      closedLabel={t('admin.resolved')}
      emptyOpen={t('admin.reports.none')}
      emptyClosed={t('admin.reports.noneResolved')}
      loadError={t('admin.reports.loadError')}
    />
  );
}
