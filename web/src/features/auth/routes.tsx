import type { FeatureRoutes } from '../../lib/featureRoutes';
import { guestOnlyLoader, verifyOtpLoader } from '../../lib/guards';

export const routes: FeatureRoutes = {
  public: [
    {
      lazy: async () => ({ Component: (await import('./AuthLayout')).AuthLayout }),
      children: [
        { path: 'signin', loader: guestOnlyLoader, lazy: async () => ({ Component: (await import('./SignInPage')).SignInPage }) },
        { path: 'signup', loader: guestOnlyLoader, lazy: async () => ({ Component: (await import('./SignUpPage')).SignUpPage }) },
        {
          path: 'forgot-password',
          loader: guestOnlyLoader,
          lazy: async () => ({ Component: (await import('./ForgotPasswordPage')).ForgotPasswordPage }),
        },
        { path: 'verify-otp', loader: verifyOtpLoader, lazy: async () => ({ Component: (await import('./VerifyOtpPage')).VerifyOtpPage }) },
      ],
    },
  ],
};
