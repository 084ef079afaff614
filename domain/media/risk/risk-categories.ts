/** The contract's risk categories, in its order. A configuration screens a subset of them (none = all). */
export const RISK_CATEGORIES = [
  'Fraud',
  'Money Laundering',
  'Sanctions',
  'Human Rights Abuse',
  'Environmental Abuse',
  'Terrorism',
  'Organized Crime',
  'Corruption',
  'Tax Crimes',
  'Violence',
  'Theft',
  'Discrimination',
  'Other',
] as const;

export type RiskCategory = (typeof RISK_CATEGORIES)[number];
