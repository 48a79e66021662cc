import { APP_ROUTES } from '@common/app-paths';
import type { RouteObject } from 'react-router';
import { RequireUser } from '@/features/accounts';
import { PageErrorScreen, RootErrorScreen } from './errors/error-screens';
import { RootLayout } from './layout/root-layout';
import { RouteFallback } from './route-fallback';

/**
 * The frame around every page, with two error boundaries: the pathless page route keeps the header
 * and footer around a failed page; the root one catches a failing frame. Tests wrap their own pages.
 */
export function framedRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RootErrorScreen />,
      hydrateFallbackElement: <RouteFallback />,
      children: [{ errorElement: <PageErrorScreen />, children: pages }],
    },
  ];
}

/** The pages, each loaded lazily (one chunk per page). */
export const pageRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./routes/home-route')).HomeRoute }),
  },
  {
    path: APP_ROUTES.faq.path,
    lazy: async () => ({ Component: (await import('@/features/faq')).FaqPage }),
  },
  {
    path: APP_ROUTES.contactUs.path,
    lazy: async () => ({ Component: (await import('@/features/contact')).ContactPage }),
  },
  {
    path: APP_ROUTES.signUp.path,
    lazy: async () => ({ Component: (await import('@/features/accounts/pages')).SignUpPage }),
  },
  {
    path: APP_ROUTES.auth.path,
    lazy: async () => ({ Component: (await import('@/features/accounts/pages')).SignInPage }),
  },
  {
    path: APP_ROUTES.recoverPassword.path,
    lazy: async () => ({ Component: (await import('@/features/accounts/pages')).RecoverPasswordPage }),
  },
  {
    // Visitors see the sign-in form in place of the post form (docs/PRODUCT.md §2).
    path: APP_ROUTES.createPost.path,
    lazy: async () => ({ Component: (await import('./routes/create-post-route')).CreatePostRoute }),
  },
  {
    path: APP_ROUTES.success.path,
    lazy: async () => ({ Component: (await import('@/features/posts/pages')).SuccessPage }),
  },
  {
    path: APP_ROUTES.viewPost.path,
    lazy: async () => ({ Component: (await import('./routes/view-post-route')).ViewPostRoute }),
  },
  {
    // The canonical address, /view/{id}/{slug}: the same page.
    path: APP_ROUTES.viewPostSlug.path,
    lazy: async () => ({ Component: (await import('./routes/view-post-route')).ViewPostRoute }),
  },
  {
    path: APP_ROUTES.userProfile.path,
    lazy: async () => ({ Component: (await import('./routes/user-profile-route')).UserProfileRoute }),
  },
  ...[APP_ROUTES.partsIndex, APP_ROUTES.partsMake, APP_ROUTES.partsModel, APP_ROUTES.partsPart].map(
    (route) => ({
      // Landing pages by vehicle and part: one page for the four depths.
      path: route.path,
      lazy: async () => ({ Component: (await import('./routes/landing-route')).LandingRoute }),
    }),
  ),
  {
    // Admins only: anyone else is sent home.
    path: APP_ROUTES.dashboard.path,
    lazy: async () => ({ Component: (await import('./routes/dashboard-route')).DashboardRoute }),
  },
  {
    path: APP_ROUTES.reportPost.path,
    lazy: async () => ({ Component: (await import('./routes/report-post-route')).ReportPostRoute }),
  },
  {
    // Visitors see the sign-in form in place of their messages (docs/PRODUCT.md §2).
    path: APP_ROUTES.messages.path,
    lazy: async () => ({ Component: (await import('./routes/messages-route')).MessagesRoute }),
  },
  {
    path: APP_ROUTES.messagesWith.path,
    lazy: async () => ({ Component: (await import('./routes/messages-route')).MessagesRoute }),
  },
  {
    // An alert email's link: works without signing in.
    path: APP_ROUTES.unsubscribe.path,
    lazy: async () => ({ Component: (await import('@/features/alerts/pages')).UnsubscribePage }),
  },
  {
    // Visitors keep their garage in the browser, signed-in users on their account.
    path: APP_ROUTES.garage.path,
    lazy: async () => ({ Component: (await import('./routes/garage-route')).GarageRoute }),
  },
  {
    // Pages for signed-in users only; visitors are sent to sign in and brought back.
    element: <RequireUser />,
    children: [
      {
        path: APP_ROUTES.profile.path,
        lazy: async () => ({
          Component: (await import('./routes/account-settings-route')).AccountSettingsRoute,
        }),
      },
      {
        path: APP_ROUTES.myPosts.path,
        lazy: async () => ({ Component: (await import('@/features/posts/pages')).MyPostsPage }),
      },
      {
        path: APP_ROUTES.favorites.path,
        lazy: async () => ({ Component: (await import('./routes/favorites-route')).FavoritesRoute }),
      },
      {
        path: APP_ROUTES.notifications.path,
        lazy: async () => ({ Component: (await import('@/features/notifications/pages')).NotificationsPage }),
      },
      {
        path: APP_ROUTES.savedSearches.path,
        lazy: async () => ({ Component: (await import('./routes/saved-searches-route')).SavedSearchesRoute }),
      },
      {
        path: APP_ROUTES.editPost.path,
        lazy: async () => ({ Component: (await import('./routes/edit-post-route')).EditPostRoute }),
      },
    ],
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./routes/not-found-route')).NotFoundRoute }),
  },
];

export const routes = framedRoutes(pageRoutes);
