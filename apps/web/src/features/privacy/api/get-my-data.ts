import { apiClient } from '../../../lib/api-client.ts';

/** GET api/member/me/data: everything stored about the signed-in member. */
export const getMyData = () => apiClient.get('/api/member/me/data');

/** Fetches the member's data and saves it as a JSON file. */
export async function downloadMyData() {
  const data = await getMyData();
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `club-pulse-my-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
