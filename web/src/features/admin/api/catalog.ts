import type { TPart, TVehicle } from '@common/contracts/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { AUDIT_KEY } from './query-keys';

export type TCatalogKind = 'vehicles' | 'parts';

/**
 * Add (no id) or rename (an id) a vehicle or a part type. `onChanged` lets the app refresh the
 * lists every form reads (another feature's cache), so the change shows at once.
 */
export function useSaveCatalogEntry(kind: TCatalogKind, onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id?: number; name: string }) => {
      const path = id === undefined ? `/admin/${kind}` : `/admin/${kind}/${id}`;
      const method = id === undefined ? 'POST' : 'PUT';
      return kind === 'vehicles'
        ? apiRequest<TVehicle>(path, { method, body: { name } }).then((v) => ({
            id: v.id,
            name: v.name,
          }))
        : apiRequest<TPart>(path, { method, body: { part_name: name } }).then((p) => ({
            id: p.id,
            name: p.part_name,
          }));
    },
    onSuccess: () => {
      onChanged();
      void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
  });
}
