import { baseApi } from 'shared-auth/api';
import type { ShopProfile, ShopProfileChanges } from 'shared-domain';

/** PUT /api/v1/admin/shop: the owner saves the shop's profile; every page showing it refreshes. */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveShop: build.mutation<{ message: string; data: ShopProfile }, ShopProfileChanges>({
      query: (profile) => ({ url: '/api/v1/admin/shop', method: 'PUT', body: profile }),
      invalidatesTags: (result) => (result ? ['Shop'] : []),
    }),
  }),
});

export const { useSaveShopMutation } = settingsApi;
