import { isRouteErrorResponse } from 'react-router';

export interface TErrorDescription {
  message: string;
  stack?: string;
}

/** What a thrown value says about itself: route responses, Errors, strings or anything else. */
export function describeError(error: unknown, unknownMessage: string): TErrorDescription {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' && error.data ? `: ${error.data}` : '';
    return { message: `${error.status} ${error.statusText}${detail}`.trim() };
  }
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string' && error) return { message: error };
  return { message: unknownMessage };
}
