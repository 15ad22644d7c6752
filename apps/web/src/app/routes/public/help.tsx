import { GetSupport } from '../../../features/support/components/get-support.tsx';

/** "Get support" on the public pages: the helplines of a country, for anyone, signed in or not. */
export function Component() {
  return <GetSupport signedIn={false} />;
}
