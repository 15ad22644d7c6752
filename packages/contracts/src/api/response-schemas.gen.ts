// Written by `npm run api:types` from the server's OpenAPI document: do not edit by hand.

import type { z } from 'zod';
import * as account from '../account.ts';
import * as admin from '../admin.ts';
import * as adminAccounts from '../admin-accounts.ts';
import * as adminAudit from '../admin-audit.ts';
import * as adminClubs from '../admin-clubs.ts';
import * as adminMembers from '../admin-members.ts';
import * as adminQuizzes from '../admin-quizzes.ts';
import * as adminSquadMembers from '../admin-squad-members.ts';
import * as adminStudies from '../admin-studies.ts';
import * as adminStudyGroups from '../admin-study-groups.ts';
import * as auth from '../auth.ts';
import * as captcha from '../captcha.ts';
import * as cases from '../cases.ts';
import * as compliance from '../compliance.ts';
import * as evaluations from '../evaluations.ts';
import * as invitation from '../invitation.ts';
import * as manager from '../manager.ts';
import * as privacy from '../privacy.ts';
import * as profile from '../profile.ts';
import * as quizDocument from '../quiz-document.ts';
import * as reminders from '../reminders.ts';
import * as reports from '../reports.ts';
import * as retention from '../retention.ts';
import * as rosterImport from '../roster-import.ts';
import * as setup from '../setup.ts';
import * as studies from '../studies.ts';
import * as studySharing from '../study-sharing.ts';
import * as support from '../support.ts';
import * as trends from '../trends.ts';
import * as twoFactor from '../two-factor.ts';

/** The contract schema of each route's success answer, by `METHOD /path` as in paths.gen.ts. */
export const responseSchemas: Record<string, z.ZodType> = {
  'POST /api/account/register/player': account.RegisterPlayerResponse,
  'GET /api/admin/account': adminAccounts.AdminAccountsResponse,
  'POST /api/admin/account': adminAccounts.AdminAccount,
  'GET /api/admin/account/page': adminAccounts.AdminAccountsPage,
  'PUT /api/admin/account/{id}': adminAccounts.AdminAccount,
  'GET /api/admin/audit/page': adminAudit.AdminAuditPage,
  'GET /api/admin/cases/stats': cases.CaseStatsResponse,
  'GET /api/admin/club': adminClubs.AdminClubsResponse,
  'POST /api/admin/club': adminClubs.AdminClub,
  'GET /api/admin/club/page': adminClubs.AdminClubsPage,
  'GET /api/admin/club/{clubId}/support': support.ClubSupport,
  'POST /api/admin/club/{clubId}/support/contacts': support.ClubSupport,
  'PUT /api/admin/club/{clubId}/support/contacts/{contactId}': support.ClubSupport,
  'DELETE /api/admin/club/{clubId}/support/contacts/{contactId}': support.ClubSupport,
  'PUT /api/admin/club/{clubId}/support/country': support.ClubSupport,
  'GET /api/admin/club/{id}': adminClubs.AdminClub,
  'PUT /api/admin/club/{id}': adminClubs.AdminClub,
  'GET /api/admin/coach/ByClub/{clubId}': adminClubs.ClubCoachesResponse,
  'POST /api/admin/compliance': compliance.PublishComplianceResponse,
  'GET /api/admin/compliance/templates': setup.ComplianceTemplatesResponse,
  'GET /api/admin/compliance/{category}': compliance.AdminComplianceResponse,
  'GET /api/admin/evaluation/{id}/help': reports.ReportHelp,
  'GET /api/admin/evaluation/{id}/report': reports.AdminIndividualReport,
  'GET /api/admin/helpline': support.HelplinesResponse,
  'POST /api/admin/helpline': support.HelplinesResponse,
  'PUT /api/admin/helpline/{id}': support.HelplinesResponse,
  'PUT /api/admin/helpline/{id}/confirm': support.HelplinesResponse,
  'GET /api/admin/member': adminMembers.AdminMembersResponse,
  'POST /api/admin/member': adminMembers.CreateMemberResponse,
  'PUT /api/admin/member/disable/{id}': adminMembers.AdminMember,
  'PUT /api/admin/member/enable/{id}': adminMembers.AdminMember,
  'GET /api/admin/member/page': adminMembers.AdminMembersPage,
  'GET /api/admin/member/{id}': adminMembers.AdminMemberDetail,
  'PUT /api/admin/member/{id}': adminMembers.AdminMemberDetail,
  'PUT /api/admin/member/{id}/demote': adminMembers.AdminMemberDetail,
  'PUT /api/admin/member/{id}/promote': adminMembers.AdminMemberDetail,
  'GET /api/admin/quiz': adminQuizzes.AdminQuizzesResponse,
  'POST /api/admin/quiz': adminQuizzes.QuizVersionResponse,
  'POST /api/admin/quiz/import': adminQuizzes.QuizVersionResponse,
  'GET /api/admin/quiz/library': adminQuizzes.LibraryQuizzesResponse,
  'POST /api/admin/quiz/library/{key}/install': adminQuizzes.InstallLibraryQuizResponse,
  'GET /api/admin/quiz/page': adminQuizzes.AdminQuizzesPage,
  'GET /api/admin/quiz/{id}': adminQuizzes.QuizVersionResponse,
  'PUT /api/admin/quiz/{id}': adminQuizzes.QuizVersionResponse,
  'PUT /api/admin/quiz/{id}/disable': adminQuizzes.AdminQuiz,
  'POST /api/admin/quiz/{id}/draft': adminQuizzes.QuizVersionResponse,
  'PUT /api/admin/quiz/{id}/enable': adminQuizzes.AdminQuiz,
  'GET /api/admin/quiz/{id}/export': quizDocument.QuizDocument,
  'POST /api/admin/quiz/{id}/publish': adminQuizzes.QuizVersionResponse,
  'GET /api/admin/settings/answerRetention': retention.AnswerRetentionSetting,
  'PUT /api/admin/settings/answerRetention': retention.AnswerRetentionSetting,
  'PUT /api/admin/setup/defaultLanguage': profile.UpdateLanguageRequest,
  'GET /api/admin/setup/progress': setup.SetupProgressResponse,
  'POST /api/admin/setup/testMail': setup.SendTestMailResponse,
  'POST /api/admin/squadMember/byclub/{clubId}/AddCoach': adminSquadMembers.AddCoachResponse,
  'DELETE /api/admin/squadMember/byclub/{clubId}/RemoveSquadMember': adminSquadMembers.RemoveSquadMemberResponse,
  'GET /api/admin/squadMember/byclub/{id}': adminSquadMembers.AdminSquadMembersResponse,
  'GET /api/admin/squadMember/bystudy/{id}': adminStudies.AdminStudyMembersResponse,
  'GET /api/admin/squadMember/bystudygroup/{id}': adminSquadMembers.AdminSquadMembersResponse,
  'POST /api/admin/study-group/{id}/roster-import': rosterImport.RosterImportResponse,
  'GET /api/admin/study/byclub/{id}': adminStudies.AdminStudiesResponse,
  'GET /api/admin/study/bystudygroup/{id}': adminStudies.AdminStudiesResponse,
  'GET /api/admin/study/page': adminStudies.AdminStudiesPage,
  'GET /api/admin/study/{id}': adminStudies.AdminStudy,
  'PUT /api/admin/study/{id}/cancel': adminStudies.AdminStudy,
  'GET /api/admin/study/{id}/report': reports.GroupReport,
  'POST /api/admin/studyGroup': adminStudyGroups.AdminStudyGroup,
  'PUT /api/admin/studyGroup': adminStudyGroups.AdminStudyGroup,
  'GET /api/admin/studyGroup/byclub/{id}': adminStudyGroups.AdminStudyGroupsResponse,
  'GET /api/admin/studyGroup/page': adminStudyGroups.AdminStudyGroupsPage,
  'GET /api/admin/studyGroup/{id}': adminStudyGroups.AdminStudyGroup,
  'GET /api/admin/summary': admin.AdminSummary,
  'GET /api/captcha/challenge': captcha.CaptchaChallenge,
  'POST /api/compliance/acceptNewTerms': compliance.AcceptNewTermsResponse,
  'GET /api/compliance/byCategory/{category}': compliance.ComplianceTextResponse,
  'GET /api/evaluation/getMyFinishedEvaluations': evaluations.MyEvaluationsResponse,
  'GET /api/evaluation/getMyPendingEvaluations': evaluations.MyEvaluationsResponse,
  'GET /api/evaluation/myHistory': trends.MyHistoryResponse,
  'POST /api/evaluation/{evaluationId}/answer/{entryId}': evaluations.AnswerResponse,
  'GET /api/evaluation/{id}/continueQuiz': evaluations.ContinueQuizResponse,
  'GET /api/evaluation/{id}/ended': evaluations.EndedEvaluationResponse,
  'GET /api/evaluation/{id}/help': reports.ReportHelp,
  'GET /api/evaluation/{id}/report': reports.IndividualReport,
  'GET /api/evaluation/{id}/support': support.PlayerSupport,
  'GET /api/invitation': invitation.InvitationResponse,
  'GET /api/manager/case/{caseId}': cases.CaseDetail,
  'POST /api/manager/case/{caseId}/act': cases.CaseDetail,
  'GET /api/manager/cases': cases.CaseListResponse,
  'GET /api/manager/club/myClubs': manager.MyClubsResponse,
  'GET /api/manager/club/{clubId}/support': support.ClubSupport,
  'POST /api/manager/club/{clubId}/support/contacts': support.ClubSupport,
  'PUT /api/manager/club/{clubId}/support/contacts/{contactId}': support.ClubSupport,
  'DELETE /api/manager/club/{clubId}/support/contacts/{contactId}': support.ClubSupport,
  'PUT /api/manager/club/{clubId}/support/country': support.ClubSupport,
  'GET /api/manager/quiz/available': manager.AvailableQuizzesResponse,
  'GET /api/manager/squadMember/bystudy/{id}': studies.StudyMembersResponse,
  'POST /api/manager/study': studies.ManagerStudy,
  'POST /api/manager/study/Update': studies.ManagerStudy,
  'GET /api/manager/study/all': studies.ManagerStudiesResponse,
  'GET /api/manager/study/{id}': studies.ManagerStudy,
  'GET /api/manager/study/{id}/cases': cases.CaseListResponse,
  'PUT /api/manager/study/{id}/close': studies.ManagerStudy,
  'POST /api/manager/study/{id}/duplicate': studies.ManagerStudy,
  'POST /api/manager/study/{id}/invite': studySharing.InviteToStudyResponse,
  'POST /api/manager/study/{id}/remind': reminders.SendRemindersResponse,
  'GET /api/manager/study/{id}/reminders': reminders.StudyRemindersResponse,
  'PUT /api/manager/study/{id}/reopen': studies.ManagerStudy,
  'GET /api/manager/study/{id}/report': reports.GroupReport,
  'GET /api/manager/studyGroup/{id}/trends': trends.TeamTrends,
  'POST /api/member/authenticate/two-factor': auth.TokenResponse,
  'POST /api/member/me/changePassword': auth.TokenResponse,
  'GET /api/member/me/data': privacy.MyDataResponse,
  'GET /api/member/me/profile': profile.ProfileResponse,
  'PUT /api/member/me/profile': profile.UpdateProfileResponse,
  'GET /api/member/two-factor': twoFactor.TwoFactorStatusResponse,
  'POST /api/member/two-factor/enable': twoFactor.TwoFactorEnableResponse,
  'POST /api/member/two-factor/recovery-codes': twoFactor.RecoveryCodesResponse,
  'POST /api/member/two-factor/setup': twoFactor.TwoFactorSetupResponse,
  'POST /api/player/onboard': account.OnboardResponse,
  'GET /api/quizcategory': admin.QuizCategoriesResponse,
  'POST /api/setup/admin': auth.TokenResponse,
  'GET /api/setup/status': setup.SetupStatusResponse,
  'GET /api/squadRole/GetMySquadRoles': auth.MySquadRolesResponse,
  'GET /api/support/helplines': support.CountryHelplines,
  'GET /api/support/mine': support.MySupport,
  'GET /appsettings.json': auth.AppSettings,
};

/** Routes whose answer is no exported contract schema (7): their answers are typed, not checked. */
export const uncheckedRoutes = [
  'GET /api/admin/audit/export.csv',
  'GET /api/admin/study/{id}/report/export',
  'GET /api/evaluation/{id}/report/export',
  'GET /api/health',
  'GET /api/manager/study/{id}/report/export',
  'POST /api/member/authenticate',
  'GET /api/ready'
];
