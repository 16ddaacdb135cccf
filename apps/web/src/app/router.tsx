import { createBrowserRouter, type RouteObject } from 'react-router';
import { tripLoader, tripsLoader } from '../features/trips/trips-prefetch';
import { RedirectIfAuthenticated } from './guards/redirect-if-authenticated';
import { RequireAuth } from './guards/require-auth';
import { lazyComponent } from './lazy-component';
import { registerNavigate } from './navigation';
import { PageLoader, RootLayout } from './root-layout';
import { param, routeComponent } from './route-component';
import { RouteError, ScreenError } from './route-error';

const loadTrips = () => import('../features/trips/trip-detail-page');
const loadArticle = () => import('../features/dashboard/article-detail-page');

/** A trip's detail under a list (`trips`, `profile/saved`…), its back link to that list. */
const tripRoute = (list: string): RouteObject => ({
  path: `${list}/:tripId`,
  loader: tripLoader,
  lazy: lazyComponent(loadTrips, (m) =>
    routeComponent(m.TripDetailPage, (params, _search, prefetched) => ({
      tripId: param(params, 'tripId'),
      backTo: `/app/${list}`,
      prefetched: prefetched === param(params, 'tripId'),
    })),
  ),
});

/** An article under a list (`dashboard`, `profile/bookmarked-articles`), its back link to that list. */
const articleRoute = (list: string): RouteObject => ({
  path: `${list}/:articleSlug`,
  lazy: lazyComponent(loadArticle, (m) =>
    routeComponent(m.ArticleDetailPage, (params) => ({
      articleSlug: param(params, 'articleSlug'),
      backTo: `/app/${list}`,
    })),
  ),
});

/** What no route of its part (the app, the console, the rest) names. */
const notFoundRoute = (): RouteObject => ({
  path: '*',
  lazy: lazyComponent(
    () => import('../features/not-found/not-found-page'),
    (m) => m.NotFoundPage,
  ),
});

const publicAppRoutes: RouteObject = {
  lazy: lazyComponent(
    () => import('./shell/public-app-layout'),
    (m) => m.PublicAppLayout,
  ),
  children: [
    {
      Component: RedirectIfAuthenticated,
      children: [
        {
          index: true,
          lazy: lazyComponent(
            () => import('../features/auth/signpost-page'),
            (m) => m.SignpostPage,
          ),
        },
        {
          path: 'signin',
          lazy: lazyComponent(
            () => import('../features/auth/sign-in-page'),
            (m) => m.SignInPage,
          ),
        },
      ],
    },
    {
      path: 'signup',
      lazy: lazyComponent(
        () => import('../features/auth/sign-up-page'),
        (m) => m.SignUpPage,
      ),
    },
    {
      path: 'finish-signup',
      lazy: lazyComponent(
        () => import('../features/auth/finish-sign-up-page'),
        (m) => routeComponent(m.FinishSignUpPage, (_params, search) => ({ code: search.get('code') ?? '' })),
      ),
    },
    {
      path: 'forgot-password',
      lazy: lazyComponent(
        () => import('../features/auth/forgot-password-page'),
        (m) => m.ForgotPasswordPage,
      ),
    },
    {
      path: 'reset-password',
      lazy: lazyComponent(
        () => import('../features/auth/reset-password-page'),
        (m) => routeComponent(m.ResetPasswordPage, (_params, search) => ({ code: search.get('code') ?? '' })),
      ),
    },
  ],
};

const mainAppRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: lazyComponent(
      () => import('../features/dashboard/dashboard-page'),
      (m) => m.DashboardPage,
    ),
  },
  articleRoute('dashboard'),
  {
    path: 'map',
    lazy: lazyComponent(
      () => import('../features/map/map-page'),
      (m) => m.MapPage,
    ),
  },
  {
    path: 'search',
    lazy: lazyComponent(
      () => import('../features/search/search-page'),
      (m) => m.SearchPage,
    ),
  },
  {
    path: 'trips',
    loader: tripsLoader,
    lazy: lazyComponent(
      () => import('../features/trips/trips-page'),
      (m) => m.TripsPage,
    ),
  },
  tripRoute('trips'),
  {
    path: 'trips/:tripId/ratings',
    lazy: lazyComponent(
      () => import('../features/trips/trip-ratings-page'),
      (m) => routeComponent(m.TripRatingsPage, (params) => ({ tripId: param(params, 'tripId') })),
    ),
  },
  {
    path: 'profile',
    lazy: lazyComponent(
      () => import('../features/profile/profile-page'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: 'profile/settings',
    lazy: lazyComponent(
      () => import('../features/settings/settings-page'),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: 'profile/settings/delete-account',
    lazy: lazyComponent(
      () => import('../features/settings/delete-account-page'),
      (m) => m.DeleteAccountPage,
    ),
  },
  {
    path: 'profile/favorite-trips',
    lazy: lazyComponent(
      () => import('../features/trips/favorite-trips-page'),
      (m) => m.FavoriteTripsPage,
    ),
  },
  tripRoute('profile/favorite-trips'),
  {
    path: 'profile/finished-trips',
    lazy: lazyComponent(
      () => import('../features/trips/finished-trips-page'),
      (m) => m.FinishedTripsPage,
    ),
  },
  tripRoute('profile/finished-trips'),
  {
    path: 'profile/saved',
    lazy: lazyComponent(
      () => import('../features/trips/offline/saved-trips-page'),
      (m) => m.SavedTripsPage,
    ),
  },
  tripRoute('profile/saved'),
  {
    path: 'profile/bookmarked-articles',
    lazy: lazyComponent(
      () => import('../features/profile/bookmarked-articles-page'),
      (m) => m.BookmarkedArticlesPage,
    ),
  },
  articleRoute('profile/bookmarked-articles'),
  notFoundRoute(),
];

/**
 * The editor console (issue 18), under /admin: its own sign-in in the sign-in screens' layout, and its screens in a
 * frame that sends visitors to that sign-in and refuses accounts without an editorial role. Every part is a lazy chunk
 * of its own, never part of the app's or the landing page's first load.
 */
const loadConsole = () => import('../features/console/console-pages');
type ConsoleScreens = Awaited<ReturnType<typeof loadConsole>>;

/** A screen of the console, from its one lazy chunk (console-pages.ts). */
const consoleScreen = (path: string, screen: keyof ConsoleScreens): RouteObject => ({
  path,
  lazy: lazyComponent(loadConsole, (m) => m[screen]),
});

const consoleRoutes: RouteObject = {
  path: 'admin',
  children: [
    {
      lazy: lazyComponent(
        () => import('./shell/public-app-layout'),
        (m) => m.PublicAppLayout,
      ),
      children: [consoleScreen('signin', 'AdminSignInPage')],
    },
    {
      lazy: lazyComponent(loadConsole, (m) => m.ConsoleLayout),
      children: [
        {
          index: true,
          lazy: lazyComponent(loadConsole, (m) => m.ConsoleHomePage),
        },
        consoleScreen('trips', 'TripsListPage'),
        consoleScreen('trips/:tripId', 'TripEditorPage'),
        consoleScreen('articles', 'ArticlesListPage'),
        consoleScreen('articles/:articleId', 'ArticleEditorPage'),
        consoleScreen('announcements', 'AnnouncementsListPage'),
        consoleScreen('announcements/:announcementId', 'AnnouncementEditorPage'),
        consoleScreen('users', 'UsersPage'),
        consoleScreen('audit', 'AuditLogPage'),
        consoleScreen('ratings', 'RatingsPage'),
        {
          path: 'reports',
          lazy: lazyComponent(loadConsole, (m) => m.ModerationLayout),
          children: [
            { index: true, lazy: lazyComponent(loadConsole, (m) => m.ReportsPage) },
            consoleScreen('appeals', 'AppealsPage'),
            consoleScreen('figures', 'FiguresPage'),
          ],
        },
        consoleScreen('labels', 'LabelsPage'),
        consoleScreen('areas', 'AreasPage'),
        notFoundRoute(),
      ],
    },
  ],
};

/** The app's routes of spec §2 (under /app), in their two layouts; the public web layout is server-rendered. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        path: 'app',
        children: [
          publicAppRoutes,
          {
            Component: RequireAuth,
            children: [
              {
                path: 'onboarding',
                lazy: lazyComponent(
                  () => import('../features/onboarding/onboarding-page'),
                  (m) => m.OnboardingPage,
                ),
              },
              {
                lazy: lazyComponent(
                  () => import('./shell/main-app-layout'),
                  (m) => m.MainAppLayout,
                ),
                // A screen that fails (offline: one whose code is not kept, the map) fails inside the layout.
                children: [{ ErrorBoundary: ScreenError, children: mainAppRoutes }],
              },
            ],
          },
        ],
      },
      consoleRoutes,
      // The public site (/, /blog, legal pages) is rendered by the server; anything else outside /app is not found.
      notFoundRoute(),
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Creates the browser router and lets code outside React navigate through it. */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes);
  registerNavigate((to, options) => router.navigate(to, options));
  return router;
}
