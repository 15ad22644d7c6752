import { CaptchaChallenge } from '@club-pulse/contracts/captcha';
import type { ModulePlugin } from '../../lib/deps.ts';
import { newChallenge } from './captcha.service.ts';

/** A new proof-of-work challenge for the sign-in, registration and forgot-password forms. */
export const publicRoutes: ModulePlugin = async (app, { deps }) => {
  app.get('/api/captcha/challenge', {
    config: { access: 'public' },
    schema: {
      tags: ['captcha'],
      summary: 'A new ALTCHA (v2) proof-of-work challenge; its difficulty comes from CAPTCHA_MAX_NUMBER',
      response: { 200: CaptchaChallenge },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await newChallenge(deps.config)) as CaptchaChallenge;
    },
  });
};
