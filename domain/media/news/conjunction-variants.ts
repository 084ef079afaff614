const AMPERSAND = /\s*&\s*/gu;
const CONJUNCTION = /\s+(?:and|und)\s+/giu;

/**
 * An organisation's name as the press also writes it: "&" spelled "and" / "und", and "and" / "und" as "&"
 * ("PayPal Holdings Inc. & Western Union Co." / "… Inc. and Western Union Co."). The name itself first.
 */
export function conjunctionVariants(name: string): string[] {
  const variants = [name];
  if (name.includes('&')) variants.push(name.replace(AMPERSAND, ' and '), name.replace(AMPERSAND, ' und '));
  if (/\s(?:and|und)\s/iu.test(name)) variants.push(name.replace(CONJUNCTION, ' & '));
  return variants;
}
