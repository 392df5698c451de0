/** The address learners write to: the site's footer, the legal pages and the tutor's help give it. */
export const CONTACT_EMAIL = 'hello@thinkstreet.app';
