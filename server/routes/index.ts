import { Hono } from 'hono';
import type { AppEnv } from '../deps.ts';
import { bannersRoutes } from './banners.ts';
import { catalogueRoutes } from './catalogue.ts';
import { coordinatesRoutes } from './coordinates.ts';
import { feedbacksRoutes } from './feedbacks.ts';
import { mapSettingsRoutes } from './mapSettings.ts';
import { filesRoutes } from './files.ts';
import { newsRoutes } from './news.ts';
import { offersRoutes } from './offers.ts';
import { partnersRoutes } from './partners.ts';
import { searchRoutes } from './search.ts';
import { socialAuthRoutes } from './socialAuth.ts';
import { applyingRequestsRoutes } from './applyingRequests.ts';
import { authenticationRoutes } from './authentication.ts';
import { captchaRoutes } from './captcha.ts';
import { devSmsRoutes } from './devSms.ts';
import { favouritesRoutes } from './favourites.ts';
import { frameSessionRoutes } from './frameSession.ts';
import { openapiRoutes } from './openapi.ts';
import { profilesRoutes } from './profiles.ts';
import { uploadsRoutes } from './uploads.ts';

/**
 * Every API router, mounted in one place. Each routes file exports a function returning a Hono
 * router whose paths start with /api/…; add it to the list below.
 */
export function apiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const routers: Hono<AppEnv>[] = [
    profilesRoutes(),
    favouritesRoutes(),
    applyingRequestsRoutes(),
    uploadsRoutes(),
    openapiRoutes(apiRoutes),
    catalogueRoutes(),
    partnersRoutes(),
    searchRoutes(),
    offersRoutes(),
    newsRoutes(),
    bannersRoutes(),
    feedbacksRoutes(),
    filesRoutes(),
    coordinatesRoutes(),
    mapSettingsRoutes(),
    authenticationRoutes(),
    frameSessionRoutes(),
    socialAuthRoutes(),
    captchaRoutes(),
    devSmsRoutes(),
  ];
  for (const router of routers) {
    api.route('/', router);
  }
  return api;
}
