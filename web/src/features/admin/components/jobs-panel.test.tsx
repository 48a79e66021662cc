import type { TJob, TJobsResponse, TQueueCounts } from '@common/contracts/admin-jobs';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardRoute } from '@/app/routes/dashboard-route';
import { adminMeRoute, requests } from '@/test/admin';
import { bodyText, click, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { PARTS, VEHICLES } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { setViewportWidth } from '@/test/viewport';
import { formatWhen } from '../format';

// The dashboard's Jobs tab for a signed-in admin: each queue by state, the recent jobs with a failed
// one's error, a Retry that queues it again, and a filter by state.

const ALL = '/api/admin/jobs';
const FAILED = '/api/admin/jobs?state=failed';
const ID = '3f1c7a52-8d0e-4b8a-9a55-0c2f4e6b7d10';

const counts = (queue: string, change: Partial<TQueueCounts> = {}): TQueueCounts => ({
  queue,
  dead_letter: queue.endsWith('.dead'),
  queued: 0,
  running: 0,
  completed: 0,
  failed: 0,
  cancelled: 0,
  retried: 0,
  ...change,
});
const job = (id: string, change: Partial<TJob> = {}): TJob => ({
  id,
  queue: 'message-notices',
  state: 'completed',
  retry_count: 0,
  retry_limit: 3,
  created_at: '2031-03-01T12:00:00.000Z',
  start_after: '2031-03-01T12:01:00.000Z',
  started_at: '2031-03-01T12:01:01.000Z',
  completed_at: '2031-03-01T12:01:02.000Z',
  error: null,
  source_queue: null,
  ...change,
});

const FAILED_JOB = job(ID, {
  queue: 'orphan-sweep',
  state: 'failed',
  retry_count: 2,
  retry_limit: 2,
  error: 'storage answered 503',
  created_at: '2031-03-01T13:17:00.000Z',
});

function stubJobs() {
  let failed = FAILED_JOB;
  const answer = (jobs: TJob[]): TJobsResponse => ({
    queues: [
      counts('ad-lifetime', { completed: 12 }),
      counts('ad-lifetime.dead'),
      counts('orphan-sweep', { failed: failed.state === 'failed' ? 1 : 0, retried: 1 }),
      counts('orphan-sweep.dead', { queued: 1 }),
    ],
    jobs,
  });
  const fetchMock = stubFetch({
    ...adminMeRoute(),
    'GET /api/vehicles': () => json(VEHICLES),
    'GET /api/parts': () => json(PARTS),
    [`GET ${ALL}`]: () => json(answer([failed, job('a1', { state: 'active', completed_at: null })])),
    [`GET ${FAILED}`]: () => json(answer(failed.state === 'failed' ? [failed] : [])),
    [`POST /api/admin/jobs/${ID}/retry`]: () => {
      failed = { ...failed, state: 'retry' };
      return json({ id: ID, state: 'retry' });
    },
  });
  return fetchMock;
}

const renderJobs = () =>
  renderRoutes([{ path: '/dashboard', element: <DashboardRoute /> }], '/dashboard?tab=jobs');
const rows = (table: number) =>
  [...(document.querySelectorAll('table')[table]?.querySelectorAll('tbody tr') ?? [])].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );

describe('dashboard: jobs', () => {
  it('shows each queue by state and the recent jobs, a failed one with its error', async () => {
    const fetchMock = stubJobs();
    await renderJobs();
    await waitFor(() => expect(rows(1)).toHaveLength(2));
    expect(requests(fetchMock)).toContain(`GET ${ALL}`);
    expect(document.querySelectorAll('caption')[0]?.textContent).toBe('Background job queues');
    expect(rows(0)).toEqual([
      ['ad-lifetime', '0', '0', '12', '0', '0'],
      ['ad-lifetime (dead letters)', '0', '0', '0', '0', '0'],
      ['orphan-sweep', '0', '0', '0', '1', '1'],
      ['orphan-sweep (dead letters)', '1', '0', '0', '0', '0'],
    ]);
    expect(rows(1)[0]).toEqual([
      formatWhen(FAILED_JOB.created_at),
      'orphan-sweep',
      'Failed',
      '3',
      'storage answered 503',
      'Retry',
    ]);
    expect(rows(1)[1]?.slice(1, 5)).toEqual(['message-notices', 'Running', '1', '']);
  });

  it('retries a failed job and shows it queued again', async () => {
    const fetchMock = stubJobs();
    await renderJobs();
    const button = await waitFor(() => {
      const b = document.querySelector<HTMLButtonElement>(
        `button[aria-label="Retry job ${ID} of orphan-sweep"]`,
      );
      if (!b) throw new Error('no Retry button yet');
      return b;
    });
    await click(button);
    await waitFor(() => expect(bodyText()).toContain('The job was queued again.'));
    await waitFor(() => expect(rows(1)[0]?.[2]).toBe('Waiting to retry'));
    expect(requests(fetchMock)).toContain(`POST /api/admin/jobs/${ID}/retry`);
    expect(rows(1)[0]?.[5]).toBe('');
  });

  it('filters the recent jobs by state', async () => {
    const fetchMock = stubJobs();
    await renderJobs();
    await waitFor(() => expect(rows(1)).toHaveLength(2));
    const failedOption = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Failed');
    if (!failedOption) throw new Error('no Failed filter');
    await click(failedOption);
    await waitFor(() => expect(requests(fetchMock)).toContain(`GET ${FAILED}`));
    await waitFor(() => expect(rows(1)).toHaveLength(1));
  });

  describe('the state filter on a phone', () => {
    afterEach(() => setViewportWidth(1024));

    it.each([
      [1024, 'horizontal'],
      [390, 'vertical'],
    ])('at %i px is %s (six states do not fit a phone in a row)', async (width, orientation) => {
      await setViewportWidth(width);
      stubJobs();
      await renderJobs();
      await waitFor(() => expect(rows(1)).toHaveLength(2));
      const control = document.querySelector('[class*="SegmentedControl-root"]');
      await waitFor(() => expect(control?.getAttribute('data-orientation')).toBe(orientation));
    });
  });
});
