import { registerEnumType } from 'type-graphql';

/** Graph names of the domain's source kinds (`quelle`, `verband`). */
export enum SiteSourceKindEnum {
  SOURCE = 'quelle',
  ASSOCIATION = 'verband',
}

registerEnumType(SiteSourceKindEnum, {
  name: 'SiteSourceKind',
  description: 'SOURCE: a regulatory source (Quelle); ASSOCIATION: an association (Verband).',
});
