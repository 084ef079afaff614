import { GraphQLJSON } from 'graphql-scalars';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import type { ResultRecord } from '../../../domain/sanctions/checks/check-records';
import { formatPartialDate, type PartialDate } from '../../../domain/sanctions/ingest';
import { UserRef } from '../user-ref.type';
import { SanctionIdentifier, SanctionProgram, SanctionTopic } from './sanction-program.type';

/** Several dates (lists give alternatives) are joined; each keeps its precision ("1961", "circa 1951"). */
const dates = (values: readonly PartialDate[]) =>
  values.length ? values.map(formatPartialDate).join('; ') : null;
const joined = (values: readonly string[]) => (values.length ? values.join('; ') : null);

@ObjectType({
  description: 'A listed entity that matched the subject, as it was when screened, with its score.',
})
export class SanctionResult {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  executionId!: string;

  @Field(() => ID)
  organisationId!: string;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => UserRef, {
    nullable: true,
    description: 'Null when the platform ran the execution (monitoring).',
  })
  createdBy!: UserRef | null;

  @Field(() => Int, { description: 'Position in the execution, 1 = best match.' })
  rank!: number;

  @Field(() => Int, { description: 'Match score 0–100.' })
  score!: number;

  @Field(() => String, { description: 'NEW or UNCHANGED against the previous execution of the check.' })
  change!: string;

  @Field(() => GraphQLJSON, {
    description: 'Which names were compared and which features agreed or conflicted, by how much.',
  })
  explanation!: unknown;

  @Field(() => String)
  dataset!: string;

  @Field(() => String, { description: "The entity's id in its list (OFAC ent_num, UN reference …)." })
  sourceId!: string;

  @Field(() => String)
  subjectName!: string;

  @Field(() => String, { description: 'INDIVIDUAL, ORGANISATION, VESSEL or AIRCRAFT' })
  subjectType!: string;

  @Field(() => [String])
  aliases!: readonly string[];

  @Field(() => [String])
  previousNames!: readonly string[];

  @Field(() => String, { nullable: true })
  dateOfBirth!: string | null;

  @Field(() => String, { nullable: true })
  dateOfDeath!: string | null;

  @Field(() => String, { nullable: true })
  dateOfIncorporation!: string | null;

  @Field(() => String, { nullable: true })
  endDate!: string | null;

  @Field(() => String, { nullable: true })
  gender!: string | null;

  @Field(() => [String])
  nationalities!: readonly string[];

  @Field(() => [String])
  countries!: readonly string[];

  @Field(() => String, { nullable: true, description: 'First nationality (persons) or country (others).' })
  countryOfOrigin!: string | null;

  @Field(() => String, { nullable: true, description: 'Places of birth as listed.' })
  placeOfOrigin!: string | null;

  @Field(() => [String])
  addresses!: readonly string[];

  @Field(() => [String])
  positions!: readonly string[];

  @Field(() => [String])
  politicalAffiliations!: readonly string[];

  @Field(() => [String], { description: 'Not stated by the bundled lists; kept for lists that do.' })
  descriptions!: readonly string[];

  @Field(() => [String])
  educations!: readonly string[];

  @Field(() => [String])
  religions!: readonly string[];

  @Field(() => [String])
  notes!: readonly string[];

  @Field(() => [String])
  sourceUrls!: readonly string[];

  @Field(() => [String])
  websites!: readonly string[];

  @Field(() => [SanctionProgram])
  programs!: SanctionProgram[];

  @Field(() => [SanctionTopic])
  topics!: SanctionTopic[];

  @Field(() => [SanctionIdentifier])
  identifiers!: SanctionIdentifier[];

  @Field(() => [String])
  vesselCallsigns!: readonly string[];

  @Field(() => [String])
  vesselFlags!: readonly string[];

  @Field(() => [String])
  vesselPastFlags!: readonly string[];

  @Field(() => [String])
  vesselTypes!: readonly string[];

  @Field(() => [String])
  vesselImoNumbers!: readonly string[];

  @Field(() => [String])
  vesselMmsis!: readonly string[];

  @Field(() => String, { nullable: true })
  vesselGrossRegisteredTonnage!: string | null;

  @Field(() => String, { nullable: true })
  vesselDeadweightTonnage!: string | null;

  static from(record: ResultRecord): SanctionResult {
    const e = record.entity;
    const origin =
      e.schema === 'INDIVIDUAL'
        ? (e.nationalities[0] ?? e.countries[0])
        : (e.countries[0] ?? e.nationalities[0]);
    return {
      id: record.id,
      executionId: record.executionId,
      organisationId: record.organisationId,
      createdAt: record.createdAt,
      createdBy: record.createdById ? { id: record.createdById } : null,
      rank: record.rank,
      score: record.score,
      change: record.change,
      explanation: record.explanation,
      dataset: e.dataset,
      sourceId: e.sourceId,
      subjectName: e.name,
      subjectType: e.schema,
      aliases: [...e.aliases.map((a) => a.name), ...e.originalScriptNames],
      previousNames: e.previousNames,
      dateOfBirth: dates(e.birthDates),
      dateOfDeath: dates(e.deathDates),
      dateOfIncorporation: dates(e.incorporationDates),
      endDate: e.endDate ?? null,
      gender: e.gender ?? null,
      nationalities: e.nationalities,
      countries: e.countries,
      countryOfOrigin: origin ?? null,
      placeOfOrigin: joined(e.placesOfBirth),
      addresses: e.addresses.map((a) => a.full),
      positions: e.positions,
      politicalAffiliations: e.politicalAffiliations,
      descriptions: e.descriptions ?? [],
      educations: e.educations ?? [],
      religions: e.religions ?? [],
      notes: e.notes,
      sourceUrls: e.sourceUrls,
      websites: e.websites,
      programs: e.programs.map((p, i) => ({
        ...p,
        summary: p.summary ?? null,
        url: p.url ?? null,
        sortRank: i + 1,
      })),
      topics: e.topics.map((t) => ({ topicId: t.topicId, category: t.category, label: t.label })),
      identifiers: e.identifiers.map((i) => ({
        type: i.type,
        value: i.value,
        country: i.country ?? null,
        label: i.label ?? null,
      })),
      vesselCallsigns: e.callSigns,
      vesselFlags: e.flags,
      vesselPastFlags: e.pastFlags,
      vesselTypes: e.vesselTypes,
      vesselImoNumbers: e.imoNumbers,
      vesselMmsis: e.mmsis,
      vesselGrossRegisteredTonnage:
        e.grossRegisteredTonnage === undefined ? null : String(e.grossRegisteredTonnage),
      vesselDeadweightTonnage: e.deadweightTonnage === undefined ? null : String(e.deadweightTonnage),
    };
  }
}
