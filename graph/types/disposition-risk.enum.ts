import { DISPOSITION_RISKS } from '../../domain/dispositions/disposition-risk';
import { enumOf } from './enum-of';

export const DispositionRiskEnum = enumOf(
  DISPOSITION_RISKS,
  'DispositionRisk',
  "A decision on a sanctions result or a media article: the platform's or an analyst's.",
);
