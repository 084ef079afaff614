import { defineOperation } from '../operation';
import { SUBJECT_FIELDS, type SubjectData } from './subject.documents';

export interface DatasetData {
  name: string;
  title: string;
  summary: string;
  url: string;
  updatedAt: string | null;
  tags: { category: string; value: string }[];
}

export interface SanctionResultData {
  id: string;
  executionId: string;
  organisationId: string;
  createdAt: string;
  createdBy: { id: string } | null;
  rank: number;
  score: number;
  change: string;
  explanation: unknown;
  dataset: string;
  sourceId: string;
  subjectName: string;
  subjectType: string;
  aliases: string[];
  previousNames: string[];
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  dateOfIncorporation: string | null;
  endDate: string | null;
  gender: string | null;
  nationalities: string[];
  countries: string[];
  countryOfOrigin: string | null;
  placeOfOrigin: string | null;
  addresses: string[];
  positions: string[];
  politicalAffiliations: string[];
  descriptions: string[];
  educations: string[];
  religions: string[];
  notes: string[];
  sourceUrls: string[];
  websites: string[];
  programs: {
    programId: string;
    title: string;
    summary: string | null;
    url: string | null;
    issuerAcronym: string;
    issuerName: string;
    issuerOrganisation: string;
    issuerTerritory: string;
    issuerFlag: string;
    measures: string[];
    sortRank: number;
  }[];
  topics: { topicId: string; category: string; label: string }[];
  identifiers: { type: string; value: string; country: string | null; label: string | null }[];
  vesselCallsigns: string[];
  vesselFlags: string[];
  vesselPastFlags: string[];
  vesselTypes: string[];
  vesselImoNumbers: string[];
  vesselMmsis: string[];
  vesselGrossRegisteredTonnage: string | null;
  vesselDeadweightTonnage: string | null;
  dispositions: {
    id: string;
    organisationId: string;
    risk: string;
    justification: string;
    createdAt: string;
    createdBy: { id: string };
  }[];
}

export interface SanctionCheckAggregateData {
  sanctionCheck: {
    id: string;
    organisationId: string;
    createdAt: string;
    createdBy: { id: string };
    subject: SubjectData;
    executions: {
      id: string;
      trigger: string;
      createdAt: string;
      sources: { id: string };
      removedResults: { entityKey: string; subjectName: string; dataset: string }[];
      results: SanctionResultData[];
    }[];
  };
}

export const CreateSanctionCheckConfiguration = defineOperation<
  { createSanctionCheckConfiguration: { id: string } },
  {
    input: {
      monitoring: { interval: string; isActive: boolean };
      matchThreshold?: number | null;
      datasets?: string[] | null;
    };
  }
>(
  'CreateSanctionCheckConfiguration',
  `mutation CreateSanctionCheckConfiguration($input: CreateSanctionCheckConfigurationInput!) {
     createSanctionCheckConfiguration(input: $input) { id } }`,
);

export const CreateSanctionCheck = defineOperation<
  { createSanctionCheck: { checkId: string; executionId: string } },
  { input: { configurationId: string; subjectId: string } }
>(
  'CreateSanctionCheck',
  `mutation CreateSanctionCheck($input: CreateSanctionCheckInput!) { createSanctionCheck(input: $input) { checkId executionId } }`,
);

export const RecordSanctionDisposition = defineOperation<
  { recordSanctionDisposition: { id: string } },
  { input: { resultId: string; risk: string; justification: string } }
>(
  'RecordSanctionDisposition',
  `mutation RecordSanctionDisposition($input: RecordSanctionDispositionInput!) { recordSanctionDisposition(input: $input) { id } }`,
);

const RESULT_FIELDS = `
  fragment SanctionResultFields on SanctionResult {
    id executionId organisationId createdAt createdBy { id } rank score change explanation dataset sourceId
    subjectName subjectType aliases previousNames dateOfBirth dateOfDeath dateOfIncorporation endDate gender
    nationalities countries countryOfOrigin placeOfOrigin addresses positions politicalAffiliations descriptions
    educations religions notes sourceUrls websites
    programs { programId title summary url issuerAcronym issuerName issuerOrganisation issuerTerritory issuerFlag measures sortRank }
    topics { topicId category label }
    identifiers { type value country label }
    vesselCallsigns vesselFlags vesselPastFlags vesselTypes vesselImoNumbers vesselMmsis
    vesselGrossRegisteredTonnage vesselDeadweightTonnage
    dispositions { id organisationId risk justification createdAt createdBy { id } }
  }`;

export const SanctionCheckAggregate = defineOperation<SanctionCheckAggregateData, { id: string }>(
  'SanctionCheckAggregate',
  `query SanctionCheckAggregate($id: ID!) {
     sanctionCheck(id: $id) {
       id organisationId createdAt createdBy { id }
       subject { ...SubjectFields }
       executions {
         id trigger createdAt sources { id }
         removedResults { entityKey subjectName dataset }
         results { ...SanctionResultFields }
       }
     }
   } ${SUBJECT_FIELDS} ${RESULT_FIELDS}`,
);

export const SanctionSources = defineOperation<
  { sanctionCheckExecution: { sources: { id: string; datasets: DatasetData[] } } },
  { id: string }
>(
  'SanctionSources',
  `query SanctionSources($id: ID!) {
     sanctionCheckExecution(id: $id) { sources { id datasets { name title summary url updatedAt tags { category value } } } }
   }`,
);
