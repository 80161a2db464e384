/** The renewal pages' validation chunk (zod and the shared schemas), fetched on first use only. */
export const loadRenewalValidation = () => import('./renewal-validation').then((chunk) => chunk.renewalValidation);
