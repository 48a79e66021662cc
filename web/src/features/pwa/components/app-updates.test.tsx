import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bodyText, click, getByRole, waitFor } from '@/test/dom';
import { renderRoutes } from '@/test/render';
import type { TOnUpdate } from '../lib/register-service-worker';
import { AppUpdates } from './app-updates';

describe('AppUpdates', () => {
  it('says nothing until a new version waits', async () => {
    const register = vi.fn();
    await renderRoutes([{ path: '/', element: <AppUpdates register={register} /> }]);
    expect(register).toHaveBeenCalled();
    expect(bodyText()).not.toContain('A new version is available');
  });

  it('offers Reload when a new version waits, and applies it only when chosen', async () => {
    let report: TOnUpdate = () => undefined;
    const apply = vi.fn();
    await renderRoutes([
      {
        path: '/',
        element: (
          <AppUpdates
            register={(onUpdate) => {
              report = onUpdate;
            }}
          />
        ),
      },
    ]);
    act(() => report(apply));
    const reload = await waitFor(() => getByRole('button', 'Reload'));
    expect(bodyText()).toContain('A new version is available');
    expect(apply).not.toHaveBeenCalled();

    await click(reload);
    expect(apply).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(bodyText()).not.toContain('A new version is available'));
  });
});
