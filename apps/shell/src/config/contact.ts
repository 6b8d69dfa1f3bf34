/** Public contact addresses shown on the help, legal and security pages. */
export const SUPPORT_EMAIL = 'support@labellens.app';
export const LEGAL_EMAIL = 'legal@labellens.app';
export const PRIVACY_EMAIL = 'privacy@labellens.app';
export const SECURITY_EMAIL = 'security@labellens.app';
