import { ApiError } from '../errors/api-error';

/**
 * The contract names fields in snake_case, the graph in camelCase; a few contract names are not the
 * graph's name in snake_case at all (`sanction_pep_watchlist_result_id` is the graph's `resultId`).
 * Renaming is all the gateway does to a body: the graph's input types check the JSON types and the
 * domain every rule (see graph/variable-checker.ts). Request bodies hold no free-form maps, so every
 * key is a field name.
 */
export class FieldNames {
  private readonly toContractNames: Map<string, string>;

  /** `renames`: contract name → graph name, for the names that are not a plain case conversion. */
  constructor(private readonly renames: Readonly<Record<string, string>> = {}) {
    this.toContractNames = new Map(Object.entries(renames).map(([contract, graph]) => [graph, contract]));
  }

  /** A request's `data` with every key in the graph's names; a key that is not a contract name is refused. */
  toGraph(value: unknown, path: string[] = []): unknown {
    if (Array.isArray(value)) return value.map((item, i) => this.toGraph(item, [...path, String(i)]));
    if (typeof value !== 'object' || value === null) return value;
    const renamed: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const graphName = this.renames[key] ?? key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
      // camelCase sent to the REST API (`dateOfBirth`) is not the contract's name of anything.
      if (this.contractName(graphName) !== key) {
        const name = [...path, key].join('.');
        throw new ApiError('validation-error', `${name}: is not a known field`, {
          invalidParams: [{ name, reason: 'is not a known field' }],
        });
      }
      renamed[graphName] = this.toGraph(item, [...path, key]);
    }
    return renamed;
  }

  /** A dotted path in the graph's names (`places.0.placeId`) in the contract's (`places.0.place_id`). */
  toContract(path: string): string {
    return path
      .split('.')
      .map((segment) => this.contractName(segment))
      .join('.');
  }

  private contractName(graphName: string): string {
    return this.toContractNames.get(graphName) ?? graphName.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  }
}

/** For routes whose every field is the graph's name in snake_case. */
export const PLAIN_FIELD_NAMES = new FieldNames();
