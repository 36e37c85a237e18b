/**
 * The KMS encryption context of every payroll field data key. KMS refuses to decrypt a data key
 * outside it, and the functions' IAM grant (infra) is conditioned on it.
 */
export const KMS_ENCRYPTION_CONTEXT = { purpose: 'wattle-hr-employee-fields' } as const;
