import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { isChallengeIssuer } from '../captcha/challengeIssuer.ts';
import type { AppEnv } from '../deps.ts';
import { notFoundResponse } from '../http/failure.ts';
import { errorResponses } from './describe.ts';

/** GET /api/captcha/challenge: a fresh ALTCHA challenge; 404 with a provider that has no challenges (Yandex). */
export function captchaRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(
    '/api/captcha/challenge',
    describeRoute({
      summary: 'A signed ALTCHA proof-of-work challenge (the widget solves it; the payload goes into the token field)',
      tags: ['Captcha'],
      responses: {
        200: { description: 'Challenge { parameters, signature } for the ALTCHA widget' },
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const deps = c.get('deps');
      if (deps.config.captchaProvider !== 'altcha' || !isChallengeIssuer(deps.captcha)) {
        return notFoundResponse(c);
      }
      return c.json(await deps.captcha.createChallenge());
    },
  );
  return app;
}
