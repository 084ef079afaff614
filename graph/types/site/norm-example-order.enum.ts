import { registerEnumType } from 'type-graphql';

/** Graph names of the domain's orders (`catalog`, `updated`). */
export enum NormExampleOrderEnum {
  CATALOG = 'catalog',
  UPDATED = 'updated',
}

registerEnumType(NormExampleOrderEnum, {
  name: 'NormExampleOrder',
  description: 'CATALOG: curated catalog order; UPDATED: newest modification first.',
});
