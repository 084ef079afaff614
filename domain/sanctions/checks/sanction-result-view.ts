import { formatPartialDate, type PartialDate } from '../ingest';
import type { ResultRecord } from './check-records';

/** Several dates (lists give alternatives) are joined; each keeps its precision ("1961", "circa 1951"). */
const dates = (values: readonly PartialDate[]) =>
  values.length ? values.map(formatPartialDate).join('; ') : null;
const joined = (values: readonly string[]) => (values.length ? values.join('; ') : null);

/**
 * How a result reads: the listed entity as it was when screened, in the fields of the contract's
 * Result, with its score. The one place that decides what each field holds; the graph's SanctionResult
 * type implements this shape (so the two cannot drift apart) and the REST presenter only renames it.
 */
export function sanctionResultView(record: ResultRecord) {
  const e = record.entity;
  const origin: string | undefined =
    e.schema === 'INDIVIDUAL'
      ? (e.nationalities[0] ?? e.countries[0])
      : (e.countries[0] ?? e.nationalities[0]);
  return {
    id: record.id,
    executionId: record.executionId,
    organisationId: record.organisationId,
    createdAt: record.createdAt,
    createdBy: { id: record.createdById },
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
    // Snapshots stored before these fields were read from the lists lack them.
    descriptions: e.descriptions ?? [],
    educations: e.educations ?? [],
    religions: e.religions ?? [],
    notes: e.notes,
    sourceUrls: e.sourceUrls,
    websites: e.websites,
    programs: e.programs.map((p, i) => ({
      programId: p.programId,
      title: p.title,
      summary: p.summary ?? null,
      url: p.url ?? null,
      issuerAcronym: p.issuerAcronym,
      issuerName: p.issuerName,
      issuerOrganisation: p.issuerOrganisation,
      issuerTerritory: p.issuerTerritory,
      issuerFlag: p.issuerFlag,
      measures: p.measures,
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

export type SanctionResultView = ReturnType<typeof sanctionResultView>;
