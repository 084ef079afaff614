import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import type { DispositionRecord } from '../../../domain/sanctions/checks/check-records';
import type { DispositionRisk } from '../../../domain/dispositions/disposition-risk';
import { UserRef } from '../user-ref.type';
import { DispositionRiskEnum } from '../disposition-risk.enum';

@ObjectType({ description: "An analyst's decision on a result." })
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

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => UserRef)
  createdBy!: UserRef;

  static from(record: DispositionRecord): SanctionDisposition {
    return { ...record, createdBy: { id: record.createdById } };
  }
}
