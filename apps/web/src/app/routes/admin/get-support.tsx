import { GetSupport } from '../../../features/support/components/get-support.tsx';

/**
 * "Get support" in the admin's menu, as in every signed-in member's: the contacts of any club they belong to, or
 * else the helplines of a country they choose.
 */
export function Component() {
  return <GetSupport signedIn />;
}
