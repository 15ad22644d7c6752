/**
 * The compliance texts shipped with Club Pulse: templates of the usage terms (category 0) and the privacy
 * policy (category 2) in every language of the contracts, with placeholders for the organisation that runs
 * the installation and its contact address (TEMPLATE_PLACEHOLDERS, filled by `fillTemplate` of the contracts).
 */
export { privacyPolicyTemplate } from './privacy-policy.ts';
export { usageTermsTemplate } from './usage-terms.ts';
