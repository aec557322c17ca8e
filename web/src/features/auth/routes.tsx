import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';
import { guestOnlyLoader, verifyOtpLoader } from '../../lib/guards';

export const routes: FeatureRoutes = {
  public: [
    {
      lazy: lazyPage(
        () => import('./AuthLayout'),
        (page) => ({ Component: page.AuthLayout }),
      ),
      children: [
        {
          path: 'signin',
          loader: guestOnlyLoader,
          lazy: lazyPage(
            () => import('./SignInPage'),
            (page) => ({ Component: page.SignInPage }),
          ),
        },
        {
          path: 'signup',
          loader: guestOnlyLoader,
          lazy: lazyPage(
            () => import('./SignUpPage'),
            (page) => ({ Component: page.SignUpPage }),
          ),
        },
        {
          path: 'forgot-password',
          loader: guestOnlyLoader,
          lazy: lazyPage(
            () => import('./ForgotPasswordPage'),
            (page) => ({ Component: page.ForgotPasswordPage }),
          ),
        },
        {
          path: 'verify-otp',
          loader: verifyOtpLoader,
          lazy: lazyPage(
            () => import('./VerifyOtpPage'),
            (page) => ({ Component: page.VerifyOtpPage }),
          ),
        },
      ],
    },
  ],
};
