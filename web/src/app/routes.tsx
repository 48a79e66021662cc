import type { RouteObject } from 'react-router';
import { PATHS } from '@/config/routes';
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
    path: PATHS.faq,
    lazy: async () => ({ Component: (await import('@/features/faq')).FaqPage }),
  },
  {
    path: PATHS.contactUs,
    lazy: async () => ({ Component: (await import('@/features/contact')).ContactPage }),
  },
  {
    path: PATHS.signUp,
    lazy: async () => ({ Component: (await import('@/features/accounts/pages')).SignUpPage }),
  },
  {
    path: PATHS.auth,
    lazy: async () => ({ Component: (await import('@/features/accounts/pages')).SignInPage }),
  },
  {
    path: `${PATHS.recoverPassword}/:email`,
    lazy: async () => ({ Component: (await import('@/features/accounts/pages')).RecoverPasswordPage }),
  },
  {
    // Visitors see the sign-in form in place of the post form (SPEC.md section 2).
    path: PATHS.createPost,
    lazy: async () => ({ Component: (await import('./routes/create-post-route')).CreatePostRoute }),
  },
  {
    path: PATHS.success,
    lazy: async () => ({ Component: (await import('@/features/posts/pages')).SuccessPage }),
  },
  {
    path: `${PATHS.viewPost}/:id`,
    lazy: async () => ({ Component: (await import('./routes/view-post-route')).ViewPostRoute }),
  },
  {
    path: `${PATHS.userProfile}/:id`,
    lazy: async () => ({ Component: (await import('./routes/user-profile-route')).UserProfileRoute }),
  },
  {
    // Admins only: anyone else is sent home.
    path: PATHS.dashboard,
    lazy: async () => ({ Component: (await import('./routes/dashboard-route')).DashboardRoute }),
  },
  {
    path: `${PATHS.reportPost}/:id`,
    lazy: async () => ({ Component: (await import('./routes/report-post-route')).ReportPostRoute }),
  },
  {
    // Visitors see the sign-in form in place of their messages (SPEC.md section 2).
    path: PATHS.messages,
    lazy: async () => ({ Component: (await import('./routes/messages-route')).MessagesRoute }),
  },
  {
    path: `${PATHS.messages}/:name`,
    lazy: async () => ({ Component: (await import('./routes/messages-route')).MessagesRoute }),
  },
  {
    // Pages for signed-in users only; visitors are sent to sign in and brought back.
    element: <RequireUser />,
    children: [
      {
        path: PATHS.profile,
        lazy: async () => ({
          Component: (await import('./routes/account-settings-route')).AccountSettingsRoute,
        }),
      },
      {
        path: PATHS.myPosts,
        lazy: async () => ({ Component: (await import('@/features/posts/pages')).MyPostsPage }),
      },
      {
        path: PATHS.favorites,
        lazy: async () => ({ Component: (await import('./routes/favorites-route')).FavoritesRoute }),
      },
      {
        path: `${PATHS.editPost}/:id`,
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
