import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import type { DispositionRecord } from '../../../domain/sanctions/checks/check-records';
import { UserRef } from '../user-ref.type';

@ObjectType({ description: "An analyst's decision on a result." })
export class SanctionDisposition {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  resultId!: string;

  @Field(() => ID)
  organisationId!: string;

  @Field(() => String, { description: 'RISKY, NOT_RISKY or UNDETERMINED' })
  risk!: string;

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
