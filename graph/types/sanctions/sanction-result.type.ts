import { GraphQLJSON } from 'graphql-scalars';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import type { SanctionResultView } from '../../../domain/sanctions/checks/sanction-result-view';
import { UserRef } from '../user-ref.type';
import { SubjectTypeEnum } from '../subject-type.enum';
import { GenderEnum, ResultChangeEnum } from './sanction-enums';
import { SanctionIdentifier, SanctionProgram, SanctionTopic } from './sanction-program.type';

/**
 * The schema of a result. It implements the domain's view (domain/sanctions/checks/sanction-result-view.ts,
 * which decides what each field holds), and resolvers return that view as it is: a field added on one
 * side only fails to compile.
 */
@ObjectType({
  description: 'A listed entity that matched the subject, as it was when screened, with its score.',
})
export class SanctionResult implements SanctionResultView {
  @Field(() => ID)
  id!: SanctionResultView['id'];

  @Field(() => ID)
  executionId!: SanctionResultView['executionId'];

  @Field(() => ID)
  organisationId!: SanctionResultView['organisationId'];

  @Field(() => GraphQLISODateTime)
  createdAt!: SanctionResultView['createdAt'];

  @Field(() => UserRef, {
    description: 'Who ran the execution; for monitoring and list-refresh executions, who created the check.',
  })
  createdBy!: SanctionResultView['createdBy'];

  @Field(() => Int, { description: 'Position in the execution, 1 = best match.' })
  rank!: SanctionResultView['rank'];

  @Field(() => Int, { description: 'Match score 0–100.' })
  score!: SanctionResultView['score'];

  @Field(() => ResultChangeEnum)
  change!: SanctionResultView['change'];

  @Field(() => GraphQLJSON, {
    description: 'Which names were compared and which features agreed or conflicted, by how much.',
  })
  explanation!: SanctionResultView['explanation'];

  @Field(() => String)
  dataset!: SanctionResultView['dataset'];

  @Field(() => String, { description: "The entity's id in its list (OFAC ent_num, UN reference …)." })
  sourceId!: SanctionResultView['sourceId'];

  @Field(() => String)
  subjectName!: SanctionResultView['subjectName'];

  @Field(() => SubjectTypeEnum, { description: 'What the listed entity is.' })
  subjectType!: SanctionResultView['subjectType'];

  @Field(() => [String])
  aliases!: SanctionResultView['aliases'];

  @Field(() => [String])
  previousNames!: SanctionResultView['previousNames'];

  @Field(() => String, { nullable: true })
  dateOfBirth!: SanctionResultView['dateOfBirth'];

  @Field(() => String, { nullable: true })
  dateOfDeath!: SanctionResultView['dateOfDeath'];

  @Field(() => String, { nullable: true })
  dateOfIncorporation!: SanctionResultView['dateOfIncorporation'];

  @Field(() => String, { nullable: true })
  endDate!: SanctionResultView['endDate'];

  @Field(() => GenderEnum, { nullable: true })
  gender!: SanctionResultView['gender'];

  @Field(() => [String])
  nationalities!: SanctionResultView['nationalities'];

  @Field(() => [String])
  countries!: SanctionResultView['countries'];

  @Field(() => String, { nullable: true, description: 'First nationality (persons) or country (others).' })
  countryOfOrigin!: SanctionResultView['countryOfOrigin'];

  @Field(() => String, { nullable: true, description: 'Places of birth as listed.' })
  placeOfOrigin!: SanctionResultView['placeOfOrigin'];

  @Field(() => [String])
  addresses!: SanctionResultView['addresses'];

  @Field(() => [String])
  positions!: SanctionResultView['positions'];

  @Field(() => [String])
  politicalAffiliations!: SanctionResultView['politicalAffiliations'];

  @Field(() => [String], {
    description: 'What the list says the entity is or looks like (UN comments, EU remarks, OFAC types).',
  })
  descriptions!: SanctionResultView['descriptions'];

  @Field(() => [String])
  educations!: SanctionResultView['educations'];

  @Field(() => [String], { description: 'Always empty: no list read here states a religion.' })
  religions!: SanctionResultView['religions'];

  @Field(() => [String])
  notes!: SanctionResultView['notes'];

  @Field(() => [String])
  sourceUrls!: SanctionResultView['sourceUrls'];

  @Field(() => [String])
  websites!: SanctionResultView['websites'];

  @Field(() => [SanctionProgram])
  programs!: SanctionResultView['programs'];

  @Field(() => [SanctionTopic])
  topics!: SanctionResultView['topics'];

  @Field(() => [SanctionIdentifier])
  identifiers!: SanctionResultView['identifiers'];

  @Field(() => [String])
  vesselCallsigns!: SanctionResultView['vesselCallsigns'];

  @Field(() => [String])
  vesselFlags!: SanctionResultView['vesselFlags'];

  @Field(() => [String])
  vesselPastFlags!: SanctionResultView['vesselPastFlags'];

  @Field(() => [String])
  vesselTypes!: SanctionResultView['vesselTypes'];

  @Field(() => [String])
  vesselImoNumbers!: SanctionResultView['vesselImoNumbers'];

  @Field(() => [String])
  vesselMmsis!: SanctionResultView['vesselMmsis'];

  @Field(() => String, { nullable: true })
  vesselGrossRegisteredTonnage!: SanctionResultView['vesselGrossRegisteredTonnage'];

  @Field(() => String, { nullable: true })
  vesselDeadweightTonnage!: SanctionResultView['vesselDeadweightTonnage'];
}
