import { countryCode } from '../../../domain/sanctions/ingest';

describe('countryCode', () => {
  it.each([
    ['Germany', 'DE'],
    ['DE', 'DE'],
    ['ru', 'RU'],
    ['Russia', 'RU'],
    ['RUSSIAN FEDERATION', 'RU'],
    ['Korea, North', 'KP'],
    ["Democratic People's Republic of Korea", 'KP'],
    ['Korea, South', 'KR'],
    ['Burma', 'MM'],
    ['Iran (Islamic Republic of)', 'IR'],
    ['Congo, Democratic Republic of the', 'CD'],
    ['Bahamas, The', 'BS'],
    ['United Kingdom', 'GB'],
    ['Türkiye', 'TR'],
    ['Cote d Ivoire', 'CI'],
    ['St. Kitts and Nevis', 'KN'],
    ['West Bank', 'PS'],
    ['Kosovo', 'XK'],
  ])('resolves %s', (name, code) => {
    expect(countryCode(name)).toBe(code);
  });

  it.each(['', 'Region: Crimea', 'Serbia and Montenegro', 'None Identified', 'XX'])(
    'does not guess %p',
    (name) => {
      expect(countryCode(name)).toBeUndefined();
    },
  );
});
