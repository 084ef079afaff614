import type { DispositionRisk } from '../../dispositions/disposition-risk';
import { RISK_CATEGORIES, type RiskCategory } from '../risk/risk-categories';
import type { RiskAssessment } from '../risk/risk-assessment';
import type { SubjectMatch } from '../subject-match/subject-match';
import { quoteMarkdown } from './markdown-text';

export interface AutomaticDisposition {
  risk: DispositionRisk;
  riskCategories: RiskCategory[];
  /** Markdown: why, quoting the sentence(s) that decided it. */
  justification: string;
}

/**
 * The platform's own decision on an article, when the configuration asks for one: an article surely
 * enough about the subject (match score at or above the threshold) is RISKY in the categories of the
 * configuration it is adverse in, else NOT_RISKY; an article below the threshold stays UNDETERMINED, since
 * it may be about someone else, and the justification says so.
 */
export function automaticDisposition(
  subjectName: string,
  match: SubjectMatch,
  assessment: RiskAssessment,
  configuration: { threshold: number; riskCategories: readonly RiskCategory[] },
): AutomaticDisposition {
  if (match.score < configuration.threshold) {
    return {
      risk: 'UNDETERMINED',
      riskCategories: [],
      justification:
        `The subject match score ${match.score} (${match.type}) is below the threshold of ` +
        `${configuration.threshold}: the article may be about someone other than ${subjectName}, so an analyst decides.`,
    };
  }
  const evidence = assessment.evidence.map(quoteMarkdown).join('\n\n');
  if (!assessment.adverse) {
    return {
      risk: 'NOT_RISKY',
      riskCategories: [],
      justification:
        `Not adverse about ${subjectName} (probability ${assessment.probability.toFixed(2)}).` +
        (evidence ? `\n\n${evidence}` : ''),
    };
  }
  const screened = configuration.riskCategories.length ? configuration.riskCategories : RISK_CATEGORIES;
  const categories = assessment.categories.filter((c) => screened.includes(c));
  if (categories.length === 0) {
    return {
      risk: 'NOT_RISKY',
      riskCategories: [],
      justification:
        `Adverse about ${subjectName} only in categories this configuration does not screen ` +
        `(${assessment.categories.join(', ') || 'none named'}).` +
        (evidence ? `\n\n${evidence}` : ''),
    };
  }
  return {
    risk: 'RISKY',
    riskCategories: categories,
    justification:
      `Adverse about ${subjectName} (${categories.join(', ')}; probability ${assessment.probability.toFixed(2)}):` +
      (evidence ? `\n\n${evidence}` : ''),
  };
}
