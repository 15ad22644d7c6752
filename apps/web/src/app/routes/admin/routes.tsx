import type { RouteObject } from 'react-router';
import type { NavSection } from '../../../components/app-layout.tsx';

/** Navigation of the admin area. */
export const adminSections: NavSection[] = [
  {
    titleKey: 'nav.sections.admin',
    items: [
      { to: '/admin', labelKey: 'nav.adminHome', testId: 'nav-admin-home' },
      { to: '/admin/clubs', labelKey: 'admin:nav.clubs', testId: 'nav-admin-clubs' },
      { to: '/admin/studies', labelKey: 'admin:nav.studies', testId: 'nav-admin-studies' },
      { to: '/admin/users', labelKey: 'admin:nav.users', testId: 'nav-admin-users' },
      { to: '/admin/quizs', labelKey: 'admin:nav.quizzes', testId: 'nav-admin-quizzes' },
      { to: '/admin/accounts', labelKey: 'admin:nav.accounts', testId: 'nav-admin-accounts' },
      { to: '/admin/compliance', labelKey: 'public:adminCompliance.nav', testId: 'nav-admin-compliance' },
      { to: '/admin/helplines', labelKey: 'support:nav.helplines', testId: 'nav-admin-helplines' },
      { to: '/admin/audit', labelKey: 'audit:nav', testId: 'nav-admin-audit' },
      { to: '/admin/account', labelKey: 'profile:nav.account', testId: 'nav-account' },
      { to: '/admin/get-support', labelKey: 'support:nav.getSupport', testId: 'nav-get-support' },
    ],
  },
];

/** Children of /admin (role AppAdmin). Each route loads its data before entry. */
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./admin-home.tsx') },
  { path: 'get-support', lazy: () => import('./get-support.tsx') },
  { path: 'clubs', lazy: () => import('./clubs.tsx') },
  { path: 'studies', lazy: () => import('./studies.tsx') },
  { path: 'clubs/:clubId/studygroups', lazy: () => import('./club-study-groups.tsx') },
  { path: 'clubs/:clubId/studygroups/:studyGroupId/studies', lazy: () => import('./group-studies.tsx') },
  { path: 'clubs/:clubId/studygroups/:studyGroupId/studies/:studyId/Members', lazy: () => import('./study-members.tsx') },
  { path: 'clubs/:clubId/studygroups/:studyGroupId/studies/:studyId/report', lazy: () => import('./study-report.tsx') },
  { path: 'clubs/:clubId/studygroups/:studyGroupId/members', lazy: () => import('./group-members.tsx') },
  { path: 'clubs/:clubId/members', lazy: () => import('./club-members.tsx') },
  { path: 'clubs/:clubId/support', lazy: () => import('./club-support.tsx') },
  { path: 'helplines', lazy: () => import('./helplines.tsx') },
  { path: 'evaluations/:evaluationId/report', lazy: () => import('./evaluation-report.tsx') },
  { path: 'users', lazy: () => import('./users.tsx') },
  { path: 'audit', lazy: () => import('./audit.tsx') },
  { path: 'quizs', lazy: () => import('./quizzes.tsx') },
  { path: 'quizs/:quizId', lazy: () => import('./quiz-editor.tsx') },
  { path: 'accounts', lazy: () => import('./accounts.tsx') },
  { path: 'compliance', lazy: () => import('./compliance.tsx') },
  { path: 'setup', lazy: () => import('./setup.tsx') },
  { path: 'two-factor', lazy: () => import('./two-factor.tsx') },
  // The admin's own account page: the same screen as the user area's /account.
  { path: 'account', lazy: () => import('../user/account.tsx') },
];
