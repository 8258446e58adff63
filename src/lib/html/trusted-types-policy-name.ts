/**
 * The name of the page's one Trusted Types policy (src/lib/html/sanitize-html.ts), which the CSP
 * lists (`trusted-types`, deploy/security-headers.ts): in a file of its own so the deploy code
 * reads the name without loading the sanitiser.
 */
export const trustedTypesPolicyName = 'catalogue-html';
