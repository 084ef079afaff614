import { RiskAssessor } from '../../../../domain/media/risk/risk-assessor';
import type { AssessedArticle, AssessedSubject } from '../../../../domain/media/risk/risk-assessment';

/** The shipped assessor and the subjects and articles the risk assessor's tests share. */
export const assessor = RiskAssessor.load();

export const janeDoe: AssessedSubject = { names: ['Jane Doe'], type: 'INDIVIDUAL' };
export const musterGmbh: AssessedSubject = { names: ['Muster GmbH'], type: 'ORGANISATION' };
export const musterAg: AssessedSubject = { names: ['Muster AG'], type: 'ORGANISATION' };

export function english(headline: string, body: string): AssessedArticle {
  return { headline, body, language: 'en' };
}

export function german(headline: string, body: string): AssessedArticle {
  return { headline, body, language: 'de' };
}
