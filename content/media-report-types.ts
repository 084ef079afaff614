/**
 * The media search PDF report as plain data, every value already worded for print (dates, scores): the
 * gateway builds it from the graph's aggregate, this layer only lays it out.
 */
export interface MediaReport {
  searchId: string;
  /** EXTENDED adds every execution, match details, histories and excerpts. */
  extended: boolean;
  generatedAt: string;
  /** Name and id of the organisation the report is for. */
  organisation: string;
  /** Printed exactly as given (escaped); absent when the caller gave none. */
  annotation?: string;
  createdAt: string;
  /** Absent when the caller removed personal data. */
  createdBy?: string;
  subject: {
    name: string;
    type: string;
    aliases: string[];
    dates: string[];
    nationalities: string[];
    places: string[];
    industries: string[];
  };
  configuration: Array<{ label: string; value: string }>;
  latestSummary?: MediaReportSummary;
  /** Newest first; DEFAULT holds only the latest one. */
  executions: MediaReportExecution[];
  /** EXTENDED only: every summary, newest first. */
  summaryHistory: MediaReportSummary[];
}

export interface MediaReportSummary {
  summary: string;
  risky: string;
  riskCategories: string;
  origin: string;
  createdAt: string;
  createdBy?: string;
}

export interface MediaReportExecution {
  id: string;
  status: string;
  createdAt: string;
  createdBy?: string;
  articles: MediaReportArticle[];
}

export interface MediaReportArticle {
  rank: number;
  headline: string;
  source: string;
  publicationDate: string;
  url: string;
  matchScore: string;
  matchType: string;
  disposition?: MediaReportDisposition;
  /** EXTENDED only. */
  matchDetails: Array<{ label: string; value: string }>;
  dispositionHistory: MediaReportDisposition[];
  excerpt?: string;
}

export interface MediaReportDisposition {
  risk: string;
  justification: string;
  riskCategories: string;
  origin: string;
  createdAt: string;
  createdBy?: string;
}
