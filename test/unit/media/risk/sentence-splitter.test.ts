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
});
