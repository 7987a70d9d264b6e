import type { ApiRequest } from 'shared-auth/boot';

/** Rows a page of a list holds (the api's default page). */
export const PAGE_SIZE = 50;

/**
 * GET `url`: a page of PAGE_SIZE with the filters of `query`, the first (`cursor` null) or the one
 * a page's `next_cursor` names. The list's endpoint (cursorPages) and its page's early call
 * (../earlyCalls.ts) both ask with it; it imports nothing that runs, so the remote's
 * early-calls.js stays small.
 */
export const pageRequest = (url: string, query: object, cursor: string | null): ApiRequest => ({
  url,
  params: { ...query, limit: PAGE_SIZE, ...(cursor === null ? {} : { cursor }) },
});

/**
 * The infinite query of the list at `url`, in the api's cursor paging: the first page, then the
 * one each page's `next_cursor` names.
 */
export const cursorPages = (url: string) => ({
  infiniteQueryOptions: {
    initialPageParam: null,
    getNextPageParam: (lastPage: { next_cursor: string | null }) => lastPage.next_cursor,
  },
  query: ({ queryArg, pageParam }: { queryArg: object; pageParam: string | null }) =>
    pageRequest(url, queryArg, pageParam),
});
