const BRACKETED = /\s*\([^()]*\)/gu;

/**
 * An organisation's name as the press also writes it: without the words in brackets, a trade, a country or
 * a legal form's gloss ("J. Pennock & Sons (Plumbing) Ltd", "… UG (haftungsbeschränkt)"). The name itself
 * first: others keep them ("Ping An Insurance (Group) Company of China").
 */
export function bracketVariants(name: string): string[] {
  const unbracketed = name.replace(BRACKETED, '').trim();
  return unbracketed === name || unbracketed === '' ? [name] : [name, unbracketed];
}
