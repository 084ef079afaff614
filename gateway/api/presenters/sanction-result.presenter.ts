import type { SanctionDispositionFieldsFragment, SanctionResultFieldsFragment } from '../../../graph';
import type { ContractSchemas } from '../contract';

/**
 * The contract's Result, from the graph; `match_*`, `dataset`, `source_id`, `change`, `identifiers`,
 * `decision_in_force` and `needs_decision` are ours.
 */
export function presentSanctionResult(r: SanctionResultFieldsFragment): ContractSchemas['SanctionResult'] {
  return {
    sanction_pep_watchlist_result_id: r.id,
    sanction_pep_watchlist_execution_id: r.executionId,
    organisation_id: r.organisationId,
    created_at: r.createdAt,
    created_by: { user_id: r.createdBy.id },
    subject_name: r.subjectName,
    subject_type: r.subjectType,
    aliases: r.aliases,
    previous_names: r.previousNames,
    date_of_birth: r.dateOfBirth,
    date_of_death: r.dateOfDeath,
    date_of_incorporation: r.dateOfIncorporation,
    end_date: r.endDate,
    gender: r.gender,
    nationalities: r.nationalities,
    countries: r.countries,
    country_of_origin: r.countryOfOrigin,
    place_of_origin: r.placeOfOrigin,
    addresses: r.addresses,
    positions: r.positions,
    political_affiliations: r.politicalAffiliations,
    descriptions: r.descriptions,
    educations: r.educations,
    religions: r.religions,
    notes: r.notes,
    source_urls: r.sourceUrls,
    websites: r.websites,
    programs: r.programs.map((p) => ({
      program_id: p.programId,
      title: p.title,
      summary: p.summary,
      url: p.url,
      issuer_acronym: p.issuerAcronym,
      issuer_name: p.issuerName,
      issuer_organisation: p.issuerOrganisation,
      issuer_territory: p.issuerTerritory,
      issuer_flag: p.issuerFlag,
      measures: p.measures,
      sort_rank: p.sortRank,
    })),
    topics: r.topics.map((t) => ({ topic_id: t.topicId, category: t.category, label: t.label })),
    vessel_callsigns: r.vesselCallsigns,
    vessel_flags: r.vesselFlags,
    vessel_past_flags: r.vesselPastFlags,
    vessel_types: r.vesselTypes,
    vessel_imo_numbers: r.vesselImoNumbers,
    vessel_mmsis: r.vesselMmsis,
    vessel_gross_registered_tonnage: r.vesselGrossRegisteredTonnage,
    vessel_deadweight_tonnage: r.vesselDeadweightTonnage,
    dispositions: r.dispositions.map(presentDisposition),
    decision_in_force: r.decisionInForce && presentDisposition(r.decisionInForce),
    needs_decision: r.needsDecision,
    identifiers: r.identifiers,
    dataset: r.dataset,
    source_id: r.sourceId,
    match_score: r.score,
    match_rank: r.rank,
    // The graph carries the matcher's explanation as JSON; OpenAPI documents its shape.
    match_explanation: r.explanation as ContractSchemas['MatchExplanation'],
    change: r.change,
  };
}

/** The contract's disposition; `carried_over_from_disposition_id` is ours. */
function presentDisposition(d: SanctionDispositionFieldsFragment): ContractSchemas['SanctionDisposition'] {
  return {
    sanction_pep_watchlists_disposition_id: d.id,
    organisation_id: d.organisationId,
    risk: d.risk,
    justification: d.justification,
    carried_over_from_disposition_id: d.carriedOverFromId,
    created_at: d.createdAt,
    created_by: { user_id: d.createdBy.id },
  };
}
