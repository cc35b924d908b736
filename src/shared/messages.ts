/**
 * Visible texts of the spec, copied exactly once, one module per feature (`shared/messages/*`), so a web chunk
 * carries only its own feature's copy. This module gathers them for code that needs several.
 */
export { MESSAGES } from './messages/accounts';
export { BILLING_MESSAGES } from './messages/billing';
export { DEMO_MESSAGES } from './messages/demo';
export { STUDY_MESSAGES } from './messages/study';
export { ESSAY_MESSAGES } from './messages/essays';
export { RESEARCH_MESSAGES } from './messages/research';
export { AI_MESSAGES } from './messages/ai';
export { BODY_LIMIT_MESSAGES } from './messages/http';
