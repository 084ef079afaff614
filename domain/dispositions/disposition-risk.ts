/** An analyst's (or the platform's) decision on a sanctions result or a media article. */
export const DISPOSITION_RISKS = ['RISKY', 'NOT_RISKY', 'UNDETERMINED'] as const;
export type DispositionRisk = (typeof DISPOSITION_RISKS)[number];
