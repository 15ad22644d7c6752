/** Types of browser-path.mjs (the end-to-end config imports it). */
export interface DebianBrowser {
  path: string;
  debianPackage: string;
}
export const DEBIAN_BROWSERS: readonly DebianBrowser[];
export function isExecutable(path: string): boolean;
export function browserPath(
  env?: Record<string, string | undefined>,
  browsers?: readonly DebianBrowser[],
  executable?: (path: string) => boolean,
): string;
