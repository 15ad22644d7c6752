import type { ModuleRoutes } from '../../lib/deps.ts';
import type { CategoryOfStudyGroup, StudyCount } from './quizzes.repository.ts';
import { adminRoutes, memberRoutes, userRoutes } from './quizzes.routes.ts';

export { quizCounts } from './quiz-counts.ts';
export {
  aPublishedQuizExists,
  keyTermFactsAs,
  questionCountOf,
  questionFactsAs,
  questionOfQuiz,
  questionsWithKeyTerms,
  quizAnswerLabels,
  quizCategoryName,
  quizFactsAs,
  quizFoldedName,
  quizKeyTerms,
  quizName,
  quizNamesNow,
  quizQuestions,
  versionsOfQuiz,
} from './quiz-rows.repository.ts';
export { installLibraryQuiz } from './quiz-library.service.ts';
export { categoryExists, ensureQuizCategories } from './quiz-categories.repository.ts';
export { type CategoryOfStudyGroup, findQuizForStudy, type StudyCount } from './quizzes.repository.ts';

/**
 * Quizzes, their versions and their categories: the admin's list, library, editor, import and export; the
 * categories of every form; the coach's choice for a study. The studies and study groups modules are above this one
 * (they ask `findQuizForStudy`, `categoryExists`), so app.ts hands over their count of a quiz's studies
 * (`studyCountOfQuizzes`) and a study group's category (`categoryOfStudyGroup`).
 */
export const quizzesModule = (owners: { studyCount: StudyCount; categoryOfStudyGroup: CategoryOfStudyGroup }): ModuleRoutes => ({
  adminRoutes: adminRoutes(owners.studyCount),
  memberRoutes,
  userRoutes: userRoutes(owners.categoryOfStudyGroup),
});
