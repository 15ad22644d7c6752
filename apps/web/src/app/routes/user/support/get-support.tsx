import { GetSupport } from '../../../../features/support/components/get-support.tsx';

/** "Get support" in every signed-in member's menu: their clubs' contacts and helplines, with or without a result. */
export function Component() {
  return <GetSupport signedIn />;
}
