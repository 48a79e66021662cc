import { QueryClient } from '@tanstack/react-query';
import { type ApiError, isApiError } from './api-error';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

// A 4xx will not change on retry; network hiccups and 5xx might.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
