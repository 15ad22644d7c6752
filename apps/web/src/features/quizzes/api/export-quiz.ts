import { exportFileName } from '@club-pulse/contracts/quiz-document';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * GET /api/admin/quiz/{id}/export, saved as a file. The call carries the session's token, so the browser cannot
 * follow a plain link: the answer is written as the format asks (two spaces) and offered as a download.
 */
export async function exportQuiz({ id, name, version }: { id: number; name: string; version: number }) {
  const document = await apiClient.get('/api/admin/quiz/{id}/export', { path: { id } });
  const blob = new Blob([`${JSON.stringify(document, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = exportFileName(name, version);
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
