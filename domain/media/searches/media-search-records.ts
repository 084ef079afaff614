import type { DispositionRisk } from '../../dispositions/disposition-risk';
import type { RiskCategory } from '../risk/risk-categories';
import type { SubjectMatch } from '../subject-match/subject-match';
import type { ConfigurationDraft } from './configuration-draft';

/** One version of a configuration (the configuration's id is the same for all its versions). */
export interface MediaConfigurationRecord extends ConfigurationDraft {
  id: string;
  version: number;
  organisationId: string;
  createdAt: Date;
  createdById: string;
}

export interface MediaSearchRecord {
  id: string;
  organisationId: string;
  subjectId: string;
  configurationId: string;
  createdAt: Date;
  createdById: string;
}

export const EXECUTION_STATUSES = ['INITIATED', 'IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;
export type ExecutionStatus = (typeof EXECUTION_STATUSES)[number];

export interface MediaExecutionRecord {
  id: string;
  searchId: string;
  organisationId: string;
  subjectId: string;
  configurationId: string;
  configurationVersion: number;
  status: ExecutionStatus;
  /** Why a FAILED execution failed (or why the last attempt did, while it is retried). */
  failureReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  createdById: string;
}

/** The automatic assessment of an article, as stored with it. */
export interface StoredRiskAssessment {
  adverse: boolean;
  probability: number;
  categories: RiskCategory[];
  evidence: string[];
}

/** An article of an execution: a snapshot of the article as found, with how it matched and was assessed. */
export interface MediaArticleRecord {
  id: string;
  executionId: string;
  searchId: string;
  organisationId: string;
  rank: number;
  canonicalUrl: string;
  url: string;
  headline: string;
  publicationDate: Date | null;
  source: string;
  language: string | null;
  /** The passage around the subject's name, in Markdown (the name in bold). */
  excerpt: string;
  subjectMatch: SubjectMatch;
  riskAssessment: StoredRiskAssessment;
  /** The same article (by canonical URL) was in an earlier execution of the search. */
  seenBefore: boolean;
  createdAt: Date;
}

export const DISPOSITION_ORIGINS = ['AUTOMATIC', 'ANALYST'] as const;
export type DispositionOrigin = (typeof DISPOSITION_ORIGINS)[number];

export interface MediaDispositionRecord {
  id: string;
  articleId: string;
  executionId: string;
  searchId: string;
  organisationId: string;
  risk: DispositionRisk;
  justification: string;
  riskCategories: RiskCategory[];
  origin: DispositionOrigin;
  /** An analyst's decision on the same article in an earlier execution, carried over to this one. */
  carriedOverFromId: string | null;
  createdAt: Date;
  createdById: string;
}

export interface MediaSummaryRecord {
  id: string;
  searchId: string;
  /** The execution an automatic summary was written for; null for an analyst's. */
  executionId: string | null;
  organisationId: string;
  summary: string;
  risky: boolean;
  riskCategories: RiskCategory[];
  origin: DispositionOrigin;
  createdAt: Date;
  createdById: string;
}

/** A user of the organisation who acted on a search. */
export interface MediaAnalystRecord {
  id: string;
  email: string | null;
}
