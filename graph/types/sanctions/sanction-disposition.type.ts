import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import type { DispositionRecord } from '../../../domain/sanctions/checks/check-records';
import type { DispositionRisk } from '../../../domain/dispositions/disposition-risk';
import { UserRef } from '../user-ref.type';
import { DispositionRiskEnum } from '../disposition-risk.enum';

@ObjectType({ description: "An analyst's decision on a result, recorded on it or carried over." })
export class SanctionDisposition {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  resultId!: string;

  @Field(() => ID)
  organisationId!: string;

  @Field(() => DispositionRiskEnum)
  risk!: DispositionRisk;

  @Field(() => String)
  justification!: string;

  @Field(() => ID, {
    nullable: true,
    description:
      "The analyst's original decision when this one was carried over from an earlier execution's result of the same listing (same listed-entity data); null when recorded on this result.",
  })
  carriedOverFromId!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => UserRef)
  createdBy!: UserRef;

  static from(record: DispositionRecord): SanctionDisposition {
    return { ...record, createdBy: { id: record.createdById } };
  }
}
