import type { RiskCategory } from './risk-categories';

/** What the assessor reads of an article. */
export interface AssessedArticle {
  headline: string;
  body: string;
  /** ISO 639-1, or null when unknown (the assessor then decides itself). */
  language: string | null;
}

/** Whom the article must be adverse about. */
export interface AssessedSubject {
  /** The subject's name and aliases, as the caller wrote them. */
  names: string[];
  type: 'INDIVIDUAL' | 'ORGANISATION' | 'VESSEL' | 'AIRCRAFT';
}

/**
 * Whether an article is adverse media *about the subject*: "the fraud that Jane Doe uncovered" or
 * "an anti-corruption award" is not adverse for Jane Doe.
 */
export interface RiskAssessment {
  adverse: boolean;
  /** How sure the assessor is that the article is adverse about the subject, 0–1. */
  probability: number;
  /** The risk categories the article is about (empty when not adverse). */
  categories: RiskCategory[];
  /** The sentence(s) that decided it, quoted from the article (at most a few, each trimmed). */
  evidence: string[];
}
