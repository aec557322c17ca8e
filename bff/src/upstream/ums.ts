import { umsOperations, type operations } from '@parcelo/common/api/ums';
import { operationsOf, type Upstream } from './http.js';
import type { PincodePlace, SalesChannelRecord } from '@parcelo/common';
import type {
  AdminRole,
  ApiKey,
  Company,
  InvoicingDetails,
  ListRequest,
  Principal,
  TrackingBrand,
  User,
} from './models.js';

/** Typed calls to UMS (REST contract: User management). */
export function umsApi(ums: Upstream) {
  const api = operationsOf<operations>(ums, umsOperations);
  return {
    session: () => ums.call<{ responseCode: string; principal: Principal | null }>('GET', '/oauth2/authenticate'),
    authenticate: (body: { email?: string; username?: string; phone?: string; password: string }) =>
      ums.call<{ responseBody: { oauthCode: string; userType: string } }>('POST', '/oauth2/authenticate', {
        body: { ...body, userLoginType: 'password' },
      }),
    cookie: (oauthCode: string) =>
      ums.call<{ token: string; expiresAt: string }>('GET', '/cookie', { query: { oauthCode }, once: true }),
    logout: (everywhere: boolean) => ums.call<null>('DELETE', '/oauth2/logout', { body: { everywhere } }),
    register: (role: 'seller' | 'warehouse', body: Record<string, unknown>) =>
      ums.call<{ user: User; oauthCode: string; sentTo: string | null }>('POST', `/ums/register/${role}`, { body }),
    otpResend: (channel: 'phone' | 'email') =>
      ums.call<{ sentTo: string }>('POST', '/ums/otp/resend', { body: { channel } }),
    otpVerify: (otp: string) => ums.call<{ principal: Principal }>('POST', '/ums/otp/verify', { body: { otp } }),
    passwordChange: (currentPassword: string, newPassword: string) =>
      ums.call<null>('PUT', '/ums/password', { body: { currentPassword, newPassword }, once: true }),
    passwordForgot: (login: string) =>
      ums.call<{ sentTo: string | null }>('POST', '/ums/password/forgot', { body: { login } }),
    passwordReset: (login: string, otp: string, newPassword: string) =>
      ums.call<null>('POST', '/ums/password/reset', { body: { login, otp, newPassword } }),
    profile: () => ums.call<{ user: User; company: Company | null }>('GET', '/ums/profile/seller'),
    profileUpdate: (body: { name: string; email: string; phone: string; companyName?: string }) =>
      ums.call<{
        user: User;
        company: Company | null;
        pendingContacts: { channel: 'phone' | 'email'; sentTo: string }[];
      }>('PUT', '/ums/profile/seller', { body }),
    profileContactVerify: (channel: 'phone' | 'email', otp: string) =>
      ums.call<{ user: User }>('POST', '/ums/profile/contact/verify', { body: { channel, otp }, once: true }),
    invoicingUpdate: (body: InvoicingDetails) =>
      ums.call<{ company: Company }>('PUT', '/ums/profile/seller/invoicing', { body }),
    preferencesUpdate: (preferences: Record<string, unknown>, companyId?: string) =>
      ums.call<{ company: Company }>('PUT', '/ums/profile/seller/preferences', { body: { preferences, companyId } }),
    sellerProfile: (companyId: string | undefined) =>
      ums.call<{ company: Company }>('GET', '/admin/seller/profile', { read: true, query: { companyId } }),
    preferenceSet: (body: { companyId?: string; profileType: string; profileValue: unknown }) =>
      ums.call<{ company: Company }>('PUT', '/admin/seller/preference', { body }),
    subAdminAdd: (
      body: { name: string; phone: string; email: string; password: string; role: AdminRole },
      idempotencyKey?: string | null,
    ) => ums.call<{ user: User }>('POST', '/ums/register/admin/add', { body, idempotencyKey }),
    adminList: (body: ListRequest<{ searchValue?: string }>) =>
      ums.call<{ users: User[]; totalCount: number }>('POST', '/ums/register/admin/list', { read: true, body }),
    companies: (body: ListRequest<{ searchValue?: string }>) =>
      ums.call<{ companies: Company[]; totalCount: number }>('POST', '/ums/profile/companies', { read: true, body }),
    stores: () => ums.call<{ salesChannels: SalesChannelRecord[] }>('GET', '/ums/ts/stores'),
    storeBlocker: () => ums.call<{ blocker: string | null }>('GET', '/ums/ts/integrate-store'),
    integrateStore: (
      body: { type: string; shop: string; key: string; secret: string; extras: Record<string, string> },
      idempotencyKey?: string | null,
    ) => ums.call<{ salesChannel: SalesChannelRecord }>('POST', '/ums/ts/integrate-store', { body, idempotencyKey }),
    storeUpdate: (id: string, body: { key: string; secret: string; extras: Record<string, string> }) =>
      ums.call<{ salesChannel: SalesChannelRecord }>('PATCH', `/ums/ts/stores/${id}`, { body }),
    storeDisconnect: (id: string) => ums.call<{ id: string }>('DELETE', `/ums/ts/stores/${id}`),
    shopifyStart: (shop: string) =>
      ums.call<{ installUrl: string }>('POST', '/ums/shopify-integration/start', { body: { shop } }),
    shopifyInstallation: (body: { shop: string; hmac: string; state: string; host: string; timestamp: string }) =>
      ums.call<{ authorizationUrl: string }>('POST', '/ums/shopify-integration/installation', { body }),
    shopifyPermission: (body: {
      authorizationCode: string;
      shop: string;
      hmac: string;
      state: string;
      host: string;
      timestamp: string;
    }) => ums.call<{ salesChannel: SalesChannelRecord }>('POST', '/ums/shopify-integration/permission', { body }),
    usersByIds: (ids: readonly string[]) =>
      ums.call<{ users: User[] }>('POST', '/ums/users/byIds', { read: true, body: { ids } }),
    companiesByIds: (ids: readonly string[]) => api.postUmsCompaniesByIds({ read: true, body: { ids: [...ids] } }),
    trackingPageUpdate: (body: Record<string, unknown>) =>
      ums.call<{ company: Company }>('PUT', '/ums/profile/seller/tracking-page', { body }),
    pincode: (pincode: string) => ums.call<{ place: PincodePlace }>('GET', `/pincode/${encodeURIComponent(pincode)}`),
    trackingBrands: (companyIds: readonly string[]) =>
      ums.call<{ brands: TrackingBrand[] }>('POST', '/ums/tracking-page/brands', { read: true, body: { companyIds } }),
    apiKeys: (body: ListRequest<Record<string, never>>) =>
      ums.call<{ apiKeys: ApiKey[]; totalCount: number }>('POST', '/ums/api-keys/list', { read: true, body }),
    apiKeysByIds: (ids: readonly string[]) =>
      ums.call<{ apiKeys: ApiKey[] }>('POST', '/ums/api-keys/byIds', { read: true, body: { ids } }),
    apiKeyCreate: (body: { name: string; expiresAt: string | null }, idempotencyKey?: string | null) =>
      ums.call<{ apiKey: ApiKey; secret: string | null }>('POST', '/ums/api-keys', { body, idempotencyKey }),
    apiKeyRevoke: (id: string) =>
      ums.call<{ apiKey: ApiKey }>('POST', `/ums/api-keys/${encodeURIComponent(id)}/revoke`),
    userDataDelete: (phone: string) =>
      ums.call<{ message: string }>('POST', '/delete-user-data', { body: { phone }, once: true }),
    userDataDeletionLink: (token: string) =>
      ums.call<{ state: 'OPEN' | 'USED' | 'INVALID'; message: string | null }>(
        'GET',
        `/delete-user-data/confirm/${encodeURIComponent(token)}`,
      ),
    userDataDeleteConfirm: (token: string) =>
      ums.call<{ message: string }>('POST', '/delete-user-data/confirm', { body: { token }, once: true }),
  };
}

export type UmsApi = ReturnType<typeof umsApi>;
