import {
  AcceptNewTermsRequest,
  AcceptNewTermsResponse,
  ComplianceTextParams,
  ComplianceTextQuery,
  ComplianceTextResponse,
  PublishComplianceRequest,
  PublishComplianceResponse,
} from '@club-pulse/contracts/compliance';
import { ErrorResponse } from '@club-pulse/contracts/errors';
import type { ModulePlugin } from '../../lib/deps.ts';
import { currentMember } from '../../plugins/auth.ts';
import { acceptNewTerms, complianceText, pickLanguage, publishCompliance } from './compliance.service.ts';

/** Usage terms and privacy policy: public reading, acceptance by members, publication by admins. */
const complianceRoutes: ModulePlugin = async (app, { deps }) => {
  app.get('/api/compliance/byCategory/:category', {
    config: { access: 'public' },
    schema: {
      tags: ['compliance'],
      summary: 'The latest usage terms (0) or privacy policy (2), in the `lang` or Accept-Language language, English fallback',
      params: ComplianceTextParams,
      querystring: ComplianceTextQuery,
      response: { 200: ComplianceTextResponse, 400: ErrorResponse, 404: ErrorResponse },
    },
    handler: async (request) =>
      complianceText(deps.db, request.params.category, pickLanguage(request.query.lang, request.headers['accept-language'])),
  });

  app.post('/api/compliance/acceptNewTerms', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['compliance'],
      summary: 'Accept the current usage terms (audited); `version` is the one the member read',
      body: AcceptNewTermsRequest,
      response: { 200: AcceptNewTermsResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 451: ErrorResponse },
    },
    handler: async (request) => acceptNewTerms(deps.db, currentMember(request).id, request.body.version),
  });

  app.post('/api/admin/compliance', {
    config: { access: 'admin' },
    schema: {
      tags: ['compliance'],
      summary: 'Publish a new version of the usage terms (0) or privacy policy (2); English required',
      body: PublishComplianceRequest,
      response: { 200: PublishComplianceResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
    },
    handler: async (request) => publishCompliance(deps.db, currentMember(request).id, request.body),
  });
};
export default complianceRoutes;
