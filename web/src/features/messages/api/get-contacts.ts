import type { TContactsResponse } from '@common/contracts/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CONTACTS_KEY } from './query-keys';

/** GET /api/messages/contacts: everyone the user has exchanged messages with, newest first. */
export const contactsQueryOptions = () =>
  queryOptions({
    queryKey: CONTACTS_KEY,
    queryFn: ({ signal }) => apiRequest<TContactsResponse>('/messages/contacts', { signal }),
  });

export function useContacts() {
  return useQuery(contactsQueryOptions());
}
