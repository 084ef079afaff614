/**
 * Arabic name particles are romanised several ways ("Abu Ghaith" / "ABO GHAITH", "bin" / "ben" / "ibn",
 * "al-" / "el-"): each spelling of a particle (folded) with the others that write the same particle.
 */
const PARTICLES: readonly (readonly string[])[] = [
  ['abu', 'abo', 'abou'],
  ['al', 'el', 'ul'],
  ['bin', 'ben', 'ibn'],
  ['bint', 'binte'],
  ['abd', 'abdel', 'abdul', 'abdal'],
];

const spellingsOf = new Map<string, string[]>();
for (const group of PARTICLES) {
  for (const spelling of group)
    spellingsOf.set(
      spelling,
      group.filter((other) => other !== spelling),
    );
}

/** The other romanisations of the particle `folded`, none for other words. */
export function particleSpellings(folded: string): string[] {
  return spellingsOf.get(folded) ?? [];
}
