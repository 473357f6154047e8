/** News, the partner application, the frames entry and the server error page. */
import { createRoute, lazyRouteComponent, redirect, stripSearchParams } from '@tanstack/react-router';
import { DetailNotFound } from '../screens/DetailLayout.tsx';
import { ServerErrorScreen } from '../screens/ServerErrorScreen.tsx';
import { requireId } from './params.ts';
import { rootRoute } from './root.tsx';
import { LIST_SEARCH_DEFAULTS, listSearchSchema } from '../../core/domain/pageParams.ts';

// Each route's loader (ui/routes/loaders/) comes with the first navigation that needs it: a server-rendered page hydrates without it.
const heads = () => import('./heads.ts');

const newsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/news',
  validateSearch: listSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  loader: async (options) => (await import('./loaders/newsLoader.ts')).newsLoader(options),
  head: async ({ match }) => ({ meta: (await heads()).listHead(match.context, 'news') }),
  component: lazyRouteComponent(() => import('../screens/NewsScreen.tsx')),
});

const newsItemRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/news/$newsId',
  beforeLoad: ({ params }) => requireId(params.newsId),
  loader: async (options) => (await import('./loaders/newsItemLoader.ts')).newsItemLoader(options),
  head: async ({ match, loaderData }) => ({
    meta: loaderData?.status === 'ready' ? (await heads()).newsItemHead(match.context, loaderData.data) : [],
  }),
  notFoundComponent: () => (
    <DetailNotFound
      back="/news"
      backLabel="Новости"
      title="Новость не найдена"
      hint="Возможно, её сняли с публикации или ссылка устарела."
    />
  ),
  component: lazyRouteComponent(() => import('../screens/NewsItemScreen.tsx')),
});

/** «Request» of portal §2 is the become-a-partner request page: bare like the sign-in pages. */
const partnerApplicationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partner_application',
  staticData: { bare: true },
  loader: async (options) => (await import('./loaders/partnerApplicationLoader.ts')).partnerApplicationLoader(options),
  head: async ({ match }) => ({ meta: (await heads()).listHead(match.context, 'partner') }),
  component: lazyRouteComponent(() => import('../screens/PartnerApplicationScreen.tsx')),
});

const framesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/frames',
  staticData: { bare: true },
  // Frames mode lives in `?iframe`, which every later navigation keeps: the entry puts it in the address.
  beforeLoad: ({ search }) => {
    if (search.iframe !== true) {
      throw redirect({ to: '/frames', search: { ...search, iframe: true }, replace: true });
    }
  },
  loader: async (options) => (await import('./loaders/framesLoader.ts')).framesLoader(options),
  component: lazyRouteComponent(() => import('../screens/FramesScreen.tsx')),
});

const serverErrorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/505',
  staticData: { bare: true },
  // Already in the first bundle: it is also the router's error page.
  component: ServerErrorScreen,
});

export const contentRoutes = [
  newsRoute,
  newsItemRoute,
  partnerApplicationRoute,
  framesRoute,
  serverErrorRoute,
] as const;
