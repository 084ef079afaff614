import type { RiskCategory } from '../risk/risk-categories';
import { RISK_CATEGORIES } from '../risk/risk-categories';
import type { DispositionRisk } from '../../dispositions/disposition-risk';
import { markdownLink, markdownText } from './markdown-text';

export interface SummarisedArticle {
  rank: number;
  headline: string;
  url: string;
  source: string;
  publishedAt: Date | null;
  /** The disposition in force after the execution (an analyst's carried over, else the automatic one). */
  risk: DispositionRisk | null;
  riskCategories: RiskCategory[];
}

/** How many decisive articles a summary names. */
const NAMED_ARTICLES = 5;

/**
 * The automatic summary of a completed execution: risky when an article in force is RISKY, with the
 * union of their categories, and a short Markdown text naming the decisive articles (best ranked first).
 */
export function executionSummary(
  subjectName: string,
  articles: readonly SummarisedArticle[],
): { risky: boolean; riskCategories: RiskCategory[]; summary: string } {
  const risky = articles.filter((a) => a.risk === 'RISKY');
  const undetermined = articles.filter((a) => a.risk === 'UNDETERMINED' || a.risk === null).length;
  const categories = RISK_CATEGORIES.filter((c) => risky.some((a) => a.riskCategories.includes(c)));
  const name = markdownText(subjectName);
  if (articles.length === 0) {
    return { risky: false, riskCategories: [], summary: `No articles about ${name} were found.` };
  }
  const lines: string[] = [];
  if (risky.length > 0) {
    lines.push(
      `**Risky**: ${risky.length} of ${articles.length} articles are adverse media about ${name} ` +
        `(${categories.join(', ')}).`,
      '',
      ...risky.slice(0, NAMED_ARTICLES).map((a) => `${a.rank}. ${describe(a)}`),
    );
  } else {
    lines.push(
      `**Not risky**: none of the ${articles.length} articles is assessed as adverse media about ${name}.`,
    );
  }
  if (undetermined > 0) {
    lines.push(
      '',
      `${undetermined} article${undetermined === 1 ? ' needs' : 's need'} an analyst's decision.`,
    );
  }
  return { risky: risky.length > 0, riskCategories: categories, summary: lines.join('\n') };
}

function describe(article: SummarisedArticle): string {
  const date = article.publishedAt ? article.publishedAt.toISOString().slice(0, 10) : 'undated';
  return `${markdownLink(article.headline, article.url)} (${markdownText(article.source)}, ${date}; ${article.riskCategories.join(', ')})`;
}
