/** Names of many origins and scripts, listed and not, so that every matching path runs. */
export const SCREENING_NAMES = [
  'Vladimir Putin',
  'Владимир Путин',
  '金正恩',
  '山田太郎',
  '花子 桃子 鈴木',
  'Osama bin Laden',
  'عبد الله محمد',
  'Max Mustermann',
  'Erika Musterfrau',
  'Saad Abdullah Hussein Al Sharif',
  'Maria Fernanda Lopez',
  'Nguyen Van An',
];
