import { umsOperations, type operations } from '@parcelo/common/api/ums';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { operationsOf, type Upstream } from './http.js';
import type { PincodePlace, SalesChannelRecord } from '@parcelo/common';
import type { AdminRole, ApiKey, Company, InvoicingDetails, Principal, TrackingBrand, User } from './models.js';

/** The body a UMS operation takes, as its route declares it. */
type Body<Name extends keyof operations> = OperationInput<operations[Name]>['body'];

/** Typed calls to UMS (REST contract: User management). */
export function umsApi(ums: Upstream) {
  const api = operationsOf<operations>(ums, umsOperations);
  return {
    session: () => api.getOauth2Authenticate<{ responseCode: string; principal: Principal | null }>({}),
    authenticate: (body: { email?: string; username?: string; phone?: string; password: string }) =>
      api.postOauth2Authenticate<{ responseBody: { oauthCode: string; userType: string } }>({
        body: { ...body, userLoginType: 'password' },
      }),
    cookie: (oauthCode: string) =>
      api.getCookie<{ token: string; expiresAt: string }>({ query: { oauthCode }, once: true }),
    logout: (everywhere: boolean) => api.deleteOauth2Logout<null>({ body: { everywhere } }),
    // Left a path call: the signUp resolver sends city and state as null, which the route's body does not take.
    register: (role: 'seller' | 'warehouse', body: Record<string, unknown>) =>
      ums.call<{ user: User; oauthCode: string; sentTo: string | null }>('POST', `/ums/register/${role}`, { body }),
    otpResend: (channel: 'phone' | 'email') => api.postUmsOtpResend<{ sentTo: string }>({ body: { channel } }),
    otpVerify: (otp: string) => api.postUmsOtpVerify<{ principal: Principal }>({ body: { otp } }),
    passwordChange: (currentPassword: string, newPassword: string) =>
      api.putUmsPassword<null>({ body: { currentPassword, newPassword }, once: true }),
    passwordForgot: (login: string) => api.postUmsPasswordForgot<{ sentTo: string | null }>({ body: { login } }),
    passwordReset: (login: string, otp: string, newPassword: string) =>
      api.postUmsPasswordReset<null>({ body: { login, otp, newPassword } }),
    profile: () => api.getUmsProfileSeller<{ user: User; company: Company | null }>({}),
    profileUpdate: (body: { name: string; email: string; phone: string; companyName?: string }) =>
      api.putUmsProfileSeller<{
        user: User;
        company: Company | null;
        pendingContacts: { channel: 'phone' | 'email'; sentTo: string }[];
      }>({ body }),
    profileContactVerify: (channel: 'phone' | 'email', otp: string) =>
      api.postUmsProfileContactVerify<{ user: User }>({ body: { channel, otp }, once: true }),
    invoicingUpdate: (body: InvoicingDetails) => api.putUmsProfileSellerInvoicing<{ company: Company }>({ body }),
    // Left a path call: the preferences resolver builds the change with unknown values, not the route's types.
    preferencesUpdate: (preferences: Record<string, unknown>, companyId?: string) =>
      ums.call<{ company: Company }>('PUT', '/ums/profile/seller/preferences', { body: { preferences, companyId } }),
    // Left a path call: the route requires companyId, and the preferences resolver may have none (UMS refuses it).
    sellerProfile: (companyId: string | undefined) =>
      ums.call<{ company: Company }>('GET', '/admin/seller/profile', { read: true, query: { companyId } }),
    preferenceSet: (body: { companyId?: string; profileType: string; profileValue: unknown }) =>
      api.putAdminSellerPreference<{ company: Company }>({ body }),
    subAdminAdd: (
      body: { name: string; phone: string; email: string; password: string; role: AdminRole },
      idempotencyKey?: string | null,
    ) => api.postUmsRegisterAdminAdd<{ user: User }>({ body, idempotencyKey }),
    adminList: (body: Body<'postUmsRegisterAdminList'>) =>
      api.postUmsRegisterAdminList<{ users: User[]; totalCount: number }>({ read: true, body }),
    companies: (body: Body<'postUmsProfileCompanies'>) =>
      api.postUmsProfileCompanies<{ companies: Company[]; totalCount: number }>({ read: true, body }),
    stores: () => api.getUmsTsStores<{ salesChannels: SalesChannelRecord[] }>({}),
    storeBlocker: () => api.getUmsTsIntegrateStore<{ blocker: string | null }>({}),
    // Left a path call: the channels resolver sends the store type as a lower-cased string, not the route's enum.
    integrateStore: (
      body: { type: string; shop: string; key: string; secret: string; extras: Record<string, string> },
      idempotencyKey?: string | null,
    ) => ums.call<{ salesChannel: SalesChannelRecord }>('POST', '/ums/ts/integrate-store', { body, idempotencyKey }),
    storeUpdate: (id: string, body: { key: string; secret: string; extras: Record<string, string> }) =>
      api.patchUmsTsStoresById<{ salesChannel: SalesChannelRecord }>({ params: { id }, body }),
    storeDisconnect: (id: string) => api.deleteUmsTsStoresById<{ id: string }>({ params: { id } }),
    shopifyStart: (shop: string) => api.postUmsShopifyIntegrationStart<{ installUrl: string }>({ body: { shop } }),
    shopifyInstallation: (body: { shop: string; hmac: string; state: string; host: string; timestamp: string }) =>
      api.postUmsShopifyIntegrationInstallation<{ authorizationUrl: string }>({ body }),
    shopifyPermission: (body: {
      authorizationCode: string;
      shop: string;
      hmac: string;
      state: string;
      host: string;
      timestamp: string;
    }) => api.postUmsShopifyIntegrationPermission<{ salesChannel: SalesChannelRecord }>({ body }),
    usersByIds: (ids: readonly string[]) => api.postUmsUsersByIds({ read: true, body: { ids: [...ids] } }),
    companiesByIds: (ids: readonly string[]) => api.postUmsCompaniesByIds({ read: true, body: { ids: [...ids] } }),
    trackingPageUpdate: (body: Body<'putUmsProfileSellerTrackingPage'>) =>
      api.putUmsProfileSellerTrackingPage<{ company: Company }>({ body }),
    pincode: (pincode: string) => api.getPincodeByPincode<{ place: PincodePlace }>({ params: { pincode } }),
    trackingBrands: (companyIds: readonly string[]) =>
      api.postUmsTrackingPageBrands<{ brands: TrackingBrand[] }>({ read: true, body: { companyIds: [...companyIds] } }),
    apiKeys: (body: Body<'postUmsApiKeysList'>) =>
      api.postUmsApiKeysList<{ apiKeys: ApiKey[]; totalCount: number }>({ read: true, body }),
    apiKeysByIds: (ids: readonly string[]) =>
      api.postUmsApiKeysByIds<{ apiKeys: ApiKey[] }>({ read: true, body: { ids: [...ids] } }),
    apiKeyCreate: (body: { name: string; expiresAt: string | null }, idempotencyKey?: string | null) =>
      api.postUmsApiKeys<{ apiKey: ApiKey; secret: string | null }>({ body, idempotencyKey }),
    apiKeyRevoke: (id: string) => api.postUmsApiKeysByIdRevoke<{ apiKey: ApiKey }>({ params: { id } }),
    userDataDelete: (phone: string) => api.postDeleteUserData<{ message: string }>({ body: { phone }, once: true }),
    userDataDeletionLink: (token: string) =>
      api.getDeleteUserDataConfirmByToken<{ state: 'OPEN' | 'USED' | 'INVALID'; message: string | null }>({
        params: { token },
      }),
    userDataDeleteConfirm: (token: string) =>
      api.postDeleteUserDataConfirm<{ message: string }>({ body: { token }, once: true }),
  };
}

export type UmsApi = ReturnType<typeof umsApi>;
