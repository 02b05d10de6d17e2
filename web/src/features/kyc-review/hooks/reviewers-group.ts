export { REVIEWERS_GROUP } from '../../../lib/auth/reviewers';
