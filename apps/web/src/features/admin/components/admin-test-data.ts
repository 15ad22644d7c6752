import type { AdminAttention, AdminQuietStudy, AdminSummary } from '@club-pulse/contracts/admin';
import type { AdminAccount } from '@club-pulse/contracts/admin-accounts';
import type { AdminClub } from '@club-pulse/contracts/admin-clubs';
import type { AdminMember, AdminMemberDetail } from '@club-pulse/contracts/admin-members';
import type { AdminQuiz } from '@club-pulse/contracts/admin-quizzes';
import type { AdminStudy } from '@club-pulse/contracts/admin-studies';
import type { AdminStudyGroup } from '@club-pulse/contracts/admin-study-groups';
import type { ErrorResponse } from '@club-pulse/contracts/errors';
import { HttpResponse } from 'msw';

/**
 * Whole records of the admin area's answers for the component tests' mocks (testing/mock-api.ts types each mock
 * by its route): a test names only the fields it is about.
 */

export const buildAccount = (o: Partial<AdminAccount> = {}): AdminAccount => ({
  id: 3,
  name: 'Federació',
  ownerName: 'Olga',
  ownerEmail: 'olga@example.test',
  customerCode: `C-${o.id ?? 3}`,
  activationDate: '2026-01-01',
  renewalDate: '2027-01-01',
  active: true,
  inGoodStanding: true,
  clubs: 0,
  ...o,
});

export const buildClub = (o: Partial<AdminClub> = {}): AdminClub => ({
  id: 5,
  name: 'CE Gràcia',
  code: 'GRACIA',
  accountId: 3,
  account: 'Federació',
  managerMemberId: null,
  manager: null,
  active: true,
  country: 'ES',
  timeZone: 'Europe/Madrid',
  supportContacts: 0,
  acceptsNewWork: true,
  studyGroups: 0,
  members: 0,
  ...o,
});

export const buildStudyGroup = (o: Partial<AdminStudyGroup> = {}): AdminStudyGroup => ({
  id: 8,
  clubId: 5,
  club: 'CE Gràcia',
  name: 'Under 14',
  code: 'U14',
  categoryId: 1,
  category: 'youth',
  coachMemberId: null,
  coach: null,
  state: 'active',
  studies: 0,
  members: 0,
  ...o,
});

export const buildStudy = (o: Partial<AdminStudy> = {}): AdminStudy => ({
  id: 42,
  description: 'Spring check-in',
  quizId: 1,
  quiz: 'Wellbeing',
  state: 'inprogress',
  clubId: 5,
  club: 'CE Gràcia',
  studyGroupId: 8,
  studyGroup: 'Under 14',
  startDate: '2026-01-01',
  dueDate: '2999-01-01',
  playerAnswers: 0,
  playersInvited: 0,
  coachAnswers: 0,
  coachesInvited: 0,
  answerRetention: { deleteOn: '2028-12-01', deletedAt: null },
  ...o,
});

export const buildQuiz = (o: Partial<AdminQuiz> = {}): AdminQuiz => ({
  id: 7,
  familyId: o.id ?? 7,
  version: 1,
  status: 'published',
  name: 'Wellbeing',
  categoryId: 1,
  category: 'Football',
  enabled: true,
  hasKeyTermSummary: true,
  studies: 0,
  questions: 30,
  draftId: null,
  libraryKey: null,
  ...o,
});

export const buildMember = (o: Partial<AdminMember> = {}): AdminMember => ({
  id: 5,
  email: 'lia@example.test',
  fullName: 'Lia Rossi',
  role: 'User',
  enabled: true,
  squadRoles: [],
  clubs: [],
  createdAt: '2026-01-01T10:00:00.000Z',
  ...o,
});

export const buildMemberDetail = (o: Partial<AdminMemberDetail> = {}): AdminMemberDetail => ({
  ...buildMember(),
  name: 'Lia',
  surname: 'Rossi',
  language: 'it',
  hasPassword: false,
  twoFactorEnabled: false,
  birthDate: null,
  guardianConfirmed: false,
  ...o,
});

export const buildQuietStudy = (o: Partial<AdminQuietStudy> = {}): AdminQuietStudy => ({
  id: 42,
  name: 'Spring check-in',
  clubId: 5,
  clubName: 'CE Gràcia',
  studyGroupId: 8,
  studyGroupName: 'Under 14',
  startDate: '2026-01-01',
  dueDate: '2999-01-01',
  ...o,
});

/** The admin home's summary; nothing needs attention unless `attention` says so. */
export const buildSummary = (o: Partial<Omit<AdminSummary, 'attention'>> & { attention?: Partial<AdminAttention> } = {}): AdminSummary => ({
  accounts: 1,
  clubs: 1,
  activeClubs: 1,
  studyGroups: 1,
  studies: 1,
  runningStudies: 1,
  members: 1,
  disabledMembers: 0,
  quizzes: 1,
  enabledQuizzes: 1,
  ...o,
  attention: { accountsPastRenewal: 0, accountsRenewingSoon: 0, quietStudies: [], quietStudiesTotal: 0, ...o.attention },
});

/** An error answer in the API's one error shape (docs/design.md §5). */
export const apiError = (status: number, ...errors: ErrorResponse['errors']) => HttpResponse.json({ errors } satisfies ErrorResponse, { status });
