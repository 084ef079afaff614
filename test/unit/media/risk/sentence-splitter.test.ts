import { splitSentences } from '../../../../domain/media/risk/sentence-splitter';

describe('splitSentences', () => {
  it('ends sentences at full stops, question and exclamation marks, and line breaks', () => {
    expect(splitSentences('Doe was charged. Was she guilty? Nobody knows!\n\nA new paragraph')).toEqual([
      'Doe was charged.',
      'Was she guilty?',
      'Nobody knows!',
      'A new paragraph',
    ]);
  });

  it('does not end a sentence after a title, an initial or an abbreviation', () => {
    expect(
      splitSentences('Mr. Smith met Dr. J. Doe of Acme Inc. in the U.S. on Jan. 5. He was charged.'),
    ).toEqual(['Mr. Smith met Dr. J. Doe of Acme Inc. in the U.S. on Jan. 5.', 'He was charged.']);
  });

  it('does not end a German sentence at an ordinal date', () => {
    expect(splitSentences('Herr Müller wurde am 5. Mai verhaftet. „Das ist falsch“, sagte er.')).toEqual([
      'Herr Müller wurde am 5. Mai verhaftet.',
      '„Das ist falsch“, sagte er.',
    ]);
  });

  it('reads a run of words too long for a sentence in pieces, cut after commas, losing no word', () => {
    const item = 'Jane Doe of Leeds, ';
    const list = item.repeat(100).trim(); // 400 words, one "sentence"
    const pieces = splitSentences(list);
    expect(pieces.length).toBeGreaterThan(2);
    for (const piece of pieces) expect(piece.split(' ').length).toBeLessThanOrEqual(150);
    expect(pieces.slice(0, -1).every((piece) => piece.endsWith(','))).toBe(true);
    expect(pieces.join(' ')).toBe(list);
  });

  it('leaves a long but ordinary sentence whole', () => {
    const sentence = `${'The prosecutor said that the defendant '.repeat(20)}was charged.`; // 101 words
    expect(splitSentences(sentence)).toEqual([sentence]);
  });
});
