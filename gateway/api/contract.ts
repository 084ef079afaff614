import type { components } from './contract.generated';

/**
 * The contract's JSON shapes, generated from docs/openapi.yaml (`npm run codegen`): presenters return
 * these, so an answer that leaves the documented shape fails to compile (and the OpenAPI test checks
 * real answers against the same document).
 */
export type ContractSchemas = components['schemas'];
