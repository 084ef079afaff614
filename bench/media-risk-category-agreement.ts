import type { RiskCategory } from '../domain/media/risk/risk-categories';
import { findRiskCategories } from '../domain/media/risk/risk-category-finder';
import type { RiskInputs } from './media-risk-train';
import type { RiskExample } from './media-risk-corpus';

/** Reviewers' words that name a category (their explanations are free text). */
const EXPLANATION_CATEGORIES: [RegExp, RiskCategory][] = [
  [/fraud|ponzi|scam|embezzl/, 'Fraud'],
  [/launder/, 'Money Laundering'],
  [/sanction/, 'Sanctions'],
  [/terror/, 'Terrorism'],
  [/corrupt|brib/, 'Corruption'],
  [/tax/, 'Tax Crimes'],
  [/drug|narcotic|cartel|mafia|gang/, 'Organized Crime'],
  [/theft|stole/, 'Theft'],
  [/murder|assault|violen/, 'Violence'],
];

/**
 * How often the categories found for an adverse article include the one its reviewer named, over the
 * adverse articles whose explanation names one (and is not about fighting it: "anti corruption").
 */
export function categoryAgreement(examples: readonly RiskExample[], inputs: readonly RiskInputs[]) {
  let named = 0;
  let found = 0;
  examples.forEach((example, i) => {
    const explanation = example.explanation?.toLowerCase() ?? '';
    if (!example.adverse || explanation.includes('anti')) return;
    const expected = EXPLANATION_CATEGORIES.filter(([pattern]) => pattern.test(explanation)).map(
      ([, c]) => c,
    );
    if (expected.length === 0) return;
    named += 1;
    const categories: readonly RiskCategory[] = findRiskCategories(inputs[i].analysed);
    if (expected.some((category) => categories.includes(category))) found += 1;
  });
  return { articles: named, reviewersCategoryFound: Math.round((found / Math.max(1, named)) * 1000) / 1000 };
}
