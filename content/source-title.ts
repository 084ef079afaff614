import type { SourceSummary } from './types';

/**
 * The name with its short name: "Bundesanstalt für Finanzdienstleistungsaufsicht (BaFin)". A name that already ends
 * in parentheses takes the short name inside them: "Europäische Bankenaufsichtsbehörde (European Banking Authority,
 * EBA)".
 */
export function sourceTitle(source: Pick<SourceSummary, 'name' | 'short_name'>): string {
  if (!source.short_name) return source.name;
  return source.name.endsWith(')')
    ? `${source.name.slice(0, -1)}, ${source.short_name})`
    : `${source.name} (${source.short_name})`;
}
