import {
  AcceptNewTermsRequest,
  AdminComplianceParams,
  AdminComplianceResponse,
  AcceptNewTermsResponse,
  ComplianceTextParams,
  ComplianceTextQuery,
  ComplianceTextResponse,
  PublishComplianceRequest,
  PublishComplianceResponse,
  withoutVersionLine,
} from '@club-pulse/contracts/compliance';
import type { Language } from '@club-pulse/contracts/constants';
import { ErrorResponse } from '@club-pulse/contracts/errors';
import { ComplianceTemplatesResponse } from '@club-pulse/contracts/setup';
import { privacyPolicyTemplate, usageTermsTemplate } from '../../content/compliance/index.ts';
import type { ModulePlugin } from '../../lib/deps.ts';
import { currentMember } from '../../plugins/auth.ts';
import { acceptNewTerms, complianceText, currentCompliance, pickLanguage, publishCompliance } from './compliance.service.ts';

const tags = ['compliance'];

/**
 * A shipped template as the editor starts from it: without its "Version 1" line, which the document's view states
 * from the real number (the next version's in the preview), never from the text.
 */
const asTemplate = (texts: Record<Language, string>) =>
  Object.fromEntries(Object.entries(texts).map(([l, text]) => [l, withoutVersionLine(text).trim()])) as Record<Language, string>;
const TEMPLATES = { usageTerms: asTemplate(usageTermsTemplate), privacyPolicy: asTemplate(privacyPolicyTemplate) };

/** Usage terms and privacy policy: anyone reads them. */
export const publicRoutes: ModulePlugin = async (app, { deps }) => {
  app.get('/api/compliance/byCategory/:category', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The latest usage terms (0) or privacy policy (2), in the `lang` or Accept-Language language, English fallback',
      params: ComplianceTextParams,
      querystring: ComplianceTextQuery,
      response: { 200: ComplianceTextResponse, 400: ErrorResponse, 404: ErrorResponse },
    },
    handler: async (request) =>
      complianceText(deps.db, request.params.category, pickLanguage(request.query.lang, request.headers['accept-language'])),
  });
};

/** A member accepts the current usage terms. */
export const memberRoutes: ModulePlugin = async (app, { deps }) => {
  app.post('/api/compliance/acceptNewTerms', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Accept the current usage terms (audited); `version` is the one the member read',
      body: AcceptNewTermsRequest,
      response: { 200: AcceptNewTermsResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 451: ErrorResponse },
    },
    handler: async (request) => acceptNewTerms(deps.db, currentMember(request).id, request.body.version),
  });
};

/** An admin publishes a new version of a text, starting from the shipped templates if they like. */
export const adminRoutes: ModulePlugin = async (app, { deps }) => {
  app.get('/api/admin/compliance/templates', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'The usage terms and privacy policy shipped with Club Pulse, in every language, with {{organisation}} and {{contactEmail}} to fill in',
      response: { 200: ComplianceTemplatesResponse, 401: ErrorResponse, 403: ErrorResponse },
    },
    handler: async () => TEMPLATES,
  });

  app.get('/api/admin/compliance/:category', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'The current usage terms (0) or privacy policy (2) in every language, and how many members a new version asks to accept again',
      params: AdminComplianceParams,
      response: { 200: AdminComplianceResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
    },
    handler: async (request) => currentCompliance(deps.db, request.params.category),
  });

  app.post('/api/admin/compliance', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary:
        'Publish a new version of the usage terms (0) or privacy policy (2): every language required, at least one changed; answers how many members must accept it (409 ComplianceVersionChanged when another version was published after basedOnVersion)',
      body: PublishComplianceRequest,
      response: { 200: PublishComplianceResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse },
    },
    handler: async (request) => publishCompliance(deps.db, currentMember(request).id, request.body),
  });
};
