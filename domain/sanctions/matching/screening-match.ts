import type { ListedEntity } from '../ingest/listed-entity';
import type { NameSource } from './listed-names';

export type EvidenceFeature =
  | 'alias_quality'
  | 'date_of_birth'
  | 'incorporation_date'
  | 'nationality'
  | 'country'
  | 'subject_type'
  | 'identifier';

/** One fact besides the name that moved the score, in points (0–100 scale), and why. */
export interface FeatureEvidence {
  feature: EvidenceFeature;
  outcome: 'agree' | 'conflict' | 'decisive';
  detail: string;
  effect: number;
}

/** Two name parts (or glued parts) the comparison paired, with their similarity 0–100. */
export interface AlignedPart {
  query: string;
  listed: string;
  similarity: number;
}

export interface MatchExplanation {
  /** The query name (the name or one of its aliases, as given) that matched best. */
  queryName: string;
  /**
   * For a name not in Latin letters, the reading of it that was compared: Korean or Japanese for a name in
   * Chinese characters, else its Latin reading (transliteration).
   */
  queryNameReading?: { language: 'Korean' | 'Japanese' | 'Latin' | 'English'; text: string };
  /** The list's name it was compared with, as the list writes it. */
  listedName: string;
  listedNameSource: NameSource;
  /** Name similarity 0–100, before any other evidence. */
  nameSimilarity: number;
  alignedParts: AlignedPart[];
  features: FeatureEvidence[];
  /**
   * The same listing as carried by other datasets (the Consolidated Screening List copies OFAC's SDN list
   * and BIS's Denied Persons List), shown once: here with each copy's id and score.
   */
  sameListingIn: { dataset: string; sourceId: string; score: number }[];
}

export interface ScreeningMatch {
  entity: ListedEntity;
  /** 0–100. */
  score: number;
  explanation: MatchExplanation;
}
