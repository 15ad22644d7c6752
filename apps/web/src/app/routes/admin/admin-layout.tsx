import { AppLayout } from '../../../components/app-layout.tsx';
import { adminSections } from './routes.tsx';

/** The admin area's shell, loaded by its route's `lazy` (app/router.tsx). */
export function Component() {
  return <AppLayout sections={adminSections} />;
}
