import { createApi } from '@reduxjs/toolkit/query/react';
import type { ListResponse, Motorcycle, ShopToday } from 'shared-domain';
import type { PublicConfig } from '../session/authCalls';
import { authBaseQuery } from './baseQuery';
import { MOTORCYCLES_REQUEST, PUBLIC_CONFIG_REQUEST, SHOP_REQUEST } from '../boot/requests';

/** A day, in seconds: a server's settings change with a deploy, not while a page is open. */
const SETTINGS_KEPT_FOR = 24 * 60 * 60;

/**
 * The one RTK Query client. Remotes add their endpoints with `baseApi.injectEndpoints`; the
 * motorcycle list lives here because the catalog, the booking form and the admin list all read it
 * and must share one cache entry (so a change in admin refreshes the carousel), and the public
 * config because the booking and admin remotes both read the shop's time zone from it.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: authBaseQuery,
  tagTypes: ['Motorcycle', 'Reservation', 'Shop'],
  endpoints: (build) => ({
    getMotorcycles: build.query<Motorcycle[], void>({
      query: () => MOTORCYCLES_REQUEST,
      transformResponse: (response: ListResponse<Motorcycle>) => response.data,
      providesTags: (list) => [
        { type: 'Motorcycle' as const, id: 'LIST' },
        ...(list ?? []).map(({ id }) => ({ type: 'Motorcycle' as const, id })),
      ],
    }),
    // The api's public settings, for the remotes that read them (the shop's time zone and
    // currency). The sign-in pages read them with fetchPublicConfig, before this client is loaded.
    getPublicConfig: build.query<PublicConfig, void>({
      query: () => PUBLIC_CONFIG_REQUEST,
      transformResponse: (response: { success: true; data: PublicConfig }) => response.data,
      keepUnusedDataFor: SETTINGS_KEPT_FOR,
    }),
    // The shop's name, address, phone and opening hours: the footer, the booking confirmation
    // and the owner's settings page read it; the settings page's save asks for it again.
    getShop: build.query<ShopToday, void>({
      // The request the catalog's early start asks for too (../boot/requests.ts).
      query: () => SHOP_REQUEST,
      transformResponse: (response: { success: true; data: ShopToday }) => response.data,
      providesTags: ['Shop'],
    }),
  }),
});

export const { useGetMotorcyclesQuery, useGetPublicConfigQuery, useGetShopQuery } = baseApi;
