/**
 * The shared identity-number helpers the form uses for display (grouping, masking), taken from the
 * same domain module the contract's rules come from, so the browser and the API never disagree.
 */
export { digitsOnly, groupAadhaar, maskLastFour } from '@contract/identity-numbers';
