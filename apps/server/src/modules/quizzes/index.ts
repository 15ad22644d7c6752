import type { ModuleRoutes } from '../../lib/deps.ts';
import { adminRoutes, memberRoutes, userRoutes } from './quizzes.routes.ts';

export { installLibraryQuiz } from './quiz-library.service.ts';
export { categoryExists, findQuizForStudy, quizNamesNow } from './quizzes.repository.ts';

/**
 * Quizzes, their versions and their categories: the admin's list, library, editor, import and export; the
 * categories of every form; the coach's choice for a study.
 */
export const quizzesModule: ModuleRoutes = { adminRoutes, memberRoutes, userRoutes };
