import type { TPart, TVehicle } from '@common/contracts/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { AUDIT_KEY } from './query-keys';

export type TCatalogKind = 'vehicles' | 'parts';

/** A vehicle ('Manufacturer - Model') or a part type, as the dashboard lists it: a part has a French name too. */
export interface TCatalogEntry {
  id: number;
  name: string;
  /** A part type's French name (parts only). */
  name_fr?: string;
}

/** What an add or a rename sends: no id adds; a part sends both of its names. */
export interface TCatalogSave {
  id?: number;
  name: string;
  name_fr?: string;
}

/**
 * Add (no id) or rename (an id) a vehicle or a part type (in English and French). `onChanged` lets
 * the app refresh the lists every form reads (another feature's cache), so the change shows at once.
 */
export function useSaveCatalogEntry(kind: TCatalogKind, onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, name_fr }: TCatalogSave): Promise<TCatalogEntry> => {
      const path = id === undefined ? `/admin/${kind}` : `/admin/${kind}/${id}`;
      const method = id === undefined ? 'POST' : 'PUT';
      return kind === 'vehicles'
        ? apiRequest<TVehicle>(path, { method, body: { name } }).then((v) => ({
            id: v.id,
            name: v.name,
          }))
        : apiRequest<TPart>(path, {
            method,
            body: { part_name: name, part_name_fr: name_fr ?? '' },
          }).then((p) => ({ id: p.id, name: p.part_name, name_fr: p.part_name_fr }));
    },
    onSuccess: () => {
      onChanged();
      void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
  });
}
