import type { ListedEntity } from '../ingest/listed-entity';

/** Where on its list entry a name stands; weak aliases are nicknames and short forms that fit many people. */
export type NameSource = 'primary' | 'alias' | 'weak_alias' | 'previous_name' | 'original_script';

export const NAME_SOURCES: readonly NameSource[] = [
  'primary',
  'alias',
  'weak_alias',
  'previous_name',
  'original_script',
];

export interface ListedName {
  text: string;
  source: NameSource;
}

const PARENTHETICAL = /\s*\([^)]*\)/g;

/**
 * Every name of an entry, strongest first. A name with a parenthetical ("PARTIDO COMUNISTA DEL PERU
 * (COMMUNIST PARTY OF PERU)", "AERO CONTINENTE (USA) INC.") also stands without it.
 */
export function listedNamesOf(entity: ListedEntity): ListedName[] {
  const names: ListedName[] = [
    { text: entity.name, source: 'primary' },
    ...entity.aliases.map((alias) => ({
      text: alias.name,
      source: alias.quality === 'weak' ? ('weak_alias' as const) : ('alias' as const),
    })),
    ...entity.previousNames.map((text) => ({ text, source: 'previous_name' as const })),
    ...entity.originalScriptNames.map((text) => ({ text, source: 'original_script' as const })),
  ];
  return names.flatMap((name) => {
    const bare = name.text.replace(PARENTHETICAL, '').trim();
    return bare !== name.text && bare !== '' ? [name, { ...name, text: bare }] : [name];
  });
}
