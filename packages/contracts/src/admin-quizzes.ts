import { z } from 'zod';

/** A quiz in the admin list (GET /api/admin/quiz): name, category, enabled, KPIs flag and number of studies. */
export const AdminQuiz = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  category: z.string(),
  enabled: z.boolean(),
  hasKeyTermSummary: z.boolean(),
  studies: z.number().int(),
  questions: z.number().int(),
});
export type AdminQuiz = z.infer<typeof AdminQuiz>;
export const AdminQuizzesResponse = z.array(AdminQuiz);
export type AdminQuizzesResponse = z.infer<typeof AdminQuizzesResponse>;
