import { umsOperations, type operations } from '@parcelo/common/api/ums';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { operationsOf, type Upstream } from './http.js';
import type { AdminRole, InvoicingDetails } from './models.js';

/** The body a UMS operation takes, as its route declares it. */
type Body<Name extends keyof operations> = OperationInput<operations[Name]>['body'];

/** A sign-up as the signUp resolver gives it: a city and state left null are not given at all. */
type SignUp = Omit<Body<'postUmsRegisterByRole'>, 'city' | 'state'> & { city?: string | null; state?: string | null };

/** Typed calls to UMS (REST contract: User management). */
export function umsApi(ums: Upstream) {
  const api = operationsOf<operations>(ums, umsOperations);
  return {
    session: () => api.getOauth2Authenticate({}),
    authenticate: (body: { email?: string; username?: string; phone?: string; password: string }) =>
      api.postOauth2Authenticate({
        body: { ...body, userLoginType: 'password' },
      }),
    driverCodeSend: (phone: string) => api.postUmsOtpLoginSend({ body: { phone } }),
    driverSignIn: (phone: string, otp: string) => api.postUmsOtpLogin({ body: { phone, otp } }),
    cookie: (oauthCode: string) => api.getCookie({ query: { oauthCode }, once: true }),
    logout: (everywhere: boolean) => api.deleteOauth2Logout({ body: { everywhere } }),
    register: (role: 'seller' | 'warehouse', { city, state, ...body }: SignUp) =>
      api.postUmsRegisterByRole({
        params: { role },
        body: { ...body, ...(city != null ? { city } : {}), ...(state != null ? { state } : {}) },
      }),
    otpResend: (channel: 'phone' | 'email') => api.postUmsOtpResend({ body: { channel } }),
    otpVerify: (otp: string) => api.postUmsOtpVerify({ body: { otp } }),
    passwordChange: (currentPassword: string, newPassword: string) =>
      api.putUmsPassword({ body: { currentPassword, newPassword }, once: true }),
    passwordForgot: (login: string) => api.postUmsPasswordForgot({ body: { login } }),
    passwordReset: (login: string, otp: string, newPassword: string) =>
      api.postUmsPasswordReset({ body: { login, otp, newPassword } }),
    profile: () => api.getUmsProfileSeller({}),
    profileUpdate: (body: { name: string; email: string; phone: string; companyName?: string }) =>
      api.putUmsProfileSeller({ body }),
    profileContactVerify: (channel: 'phone' | 'email', otp: string) =>
      api.postUmsProfileContactVerify({ body: { channel, otp }, once: true }),
    invoicingUpdate: (body: InvoicingDetails) => api.putUmsProfileSellerInvoicing({ body }),
    // The resolver builds the change from the GraphQL input key by key; UMS checks each value it is given.
    preferencesUpdate: (preferences: Record<string, unknown>, companyId?: string) =>
      api.putUmsProfileSellerPreferences({
        body: { preferences: preferences as Body<'putUmsProfileSellerPreferences'>['preferences'], companyId },
      }),
    // Without a company, an empty id: UMS refuses it as it refuses none ('Please select a brand' on companyId).
    sellerProfile: (companyId: string | undefined) =>
      api.getAdminSellerProfile({ read: true, query: { companyId: companyId ?? '' } }),
    preferenceSet: (body: { companyId?: string; profileType: string; profileValue: unknown }) =>
      api.putAdminSellerPreference({ body }),
    subAdminAdd: (
      body: { name: string; phone: string; email: string; password: string; role: AdminRole },
      idempotencyKey?: string | null,
    ) => api.postUmsRegisterAdminAdd({ body, idempotencyKey }),
    adminList: (body: Body<'postUmsRegisterAdminList'>) => api.postUmsRegisterAdminList({ read: true, body }),
    companies: (body: Body<'postUmsProfileCompanies'>) => api.postUmsProfileCompanies({ read: true, body }),
    stores: () => api.getUmsTsStores({}),
    storeBlocker: () => api.getUmsTsIntegrateStore({}),
    // The store type is the GraphQL enum lower-cased; UMS refuses one its route does not take.
    integrateStore: (
      { type, ...body }: { type: string; shop: string; key: string; secret: string; extras: Record<string, string> },
      idempotencyKey?: string | null,
    ) =>
      api.postUmsTsIntegrateStore({
        body: { ...body, type: type as Body<'postUmsTsIntegrateStore'>['type'] },
        idempotencyKey,
      }),
    storeUpdate: (id: string, body: { key: string; secret: string; extras: Record<string, string> }) =>
      api.patchUmsTsStoresById({ params: { id }, body }),
    storeDisconnect: (id: string) => api.deleteUmsTsStoresById({ params: { id } }),
    shopifyStart: (shop: string) => api.postUmsShopifyIntegrationStart({ body: { shop } }),
    shopifyInstallation: (body: { shop: string; hmac: string; state: string; host: string; timestamp: string }) =>
      api.postUmsShopifyIntegrationInstallation({ body }),
    shopifyPermission: (body: {
      authorizationCode: string;
      shop: string;
      hmac: string;
      state: string;
      host: string;
      timestamp: string;
    }) => api.postUmsShopifyIntegrationPermission({ body }),
    usersByIds: (ids: readonly string[]) => api.postUmsUsersByIds({ read: true, body: { ids: [...ids] } }),
    companiesByIds: (ids: readonly string[]) => api.postUmsCompaniesByIds({ read: true, body: { ids: [...ids] } }),
    trackingPageUpdate: (body: Body<'putUmsProfileSellerTrackingPage'>) =>
      api.putUmsProfileSellerTrackingPage({ body }),
    pincode: (pincode: string) => api.getPincodeByPincode({ params: { pincode } }),
    trackingBrands: (companyIds: readonly string[]) =>
      api.postUmsTrackingPageBrands({ read: true, body: { companyIds: [...companyIds] } }),
    apiKeys: (body: Body<'postUmsApiKeysList'>) => api.postUmsApiKeysList({ read: true, body }),
    apiKeysByIds: (ids: readonly string[]) => api.postUmsApiKeysByIds({ read: true, body: { ids: [...ids] } }),
    apiKeyCreate: (body: { name: string; expiresAt: string | null }, idempotencyKey?: string | null) =>
      api.postUmsApiKeys({ body, idempotencyKey }),
    apiKeyRevoke: (id: string) => api.postUmsApiKeysByIdRevoke({ params: { id } }),
    userDataDelete: (phone: string) => api.postDeleteUserData({ body: { phone }, once: true }),
    userDataDeletionLink: (token: string) =>
      api.getDeleteUserDataConfirmByToken({
        params: { token },
      }),
    userDataDeleteConfirm: (token: string) => api.postDeleteUserDataConfirm({ body: { token }, once: true }),
  };
}

export type UmsApi = ReturnType<typeof umsApi>;
