/**
 * The policies module: may this member do this to that (`can`, `authorize`), the capabilities that queries
 * carry (`ownEvaluations`, `groupReportReader`), and the one SQL condition of club coaching
 * (`activeCoachOfClub`). No routes.
 */
export { activeCoachOfClub, type GroupReportReader, mayReadGroupReportSql } from './policies.repository.ts';
export {
  answeringOwnEvaluations,
  authorize,
  can,
  type Decision,
  type EvaluationOwner,
  groupReportReader,
  ownEvaluations,
  type Rule,
} from './policies.ts';
