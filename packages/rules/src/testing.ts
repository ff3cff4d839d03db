/**
 * `@stride/rules/testing`: rules written out by hand for tests in other workspaces to check the code
 * against. Production code imports `@stride/rules` or `@stride/rules/browser`, never this.
 */

export { SLOVAK_BUYER } from './contact.fixtures';
export { RICH_RESULT_REQUIREMENTS, richResultProblems } from './rich-results.fixtures';
export { VAT_BUYERS, WITH_VAT } from './vat.fixtures';
