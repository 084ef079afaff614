import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'coverage/**', 'test-output/**'] },
  js.configs.recommended,
  {
    files: ['*.js', 'scripts/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', process: 'readonly', __dirname: 'readonly' },
    },
  },
  ...tseslint.configs.recommended,
  // Plain Node scripts (no build step) load modules with require.
  { files: ['scripts/**/*.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Keep the layering visible: domain knows nothing of the graph or HTTP.
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['type-graphql', 'express', '**/graph/**', '**/gateway/**', '**/content/**'] },
      ],
    },
  },
  {
    files: ['graph/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['express', '**/gateway/**', '**/content/**'] }],
    },
  },
  {
    files: ['gateway/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@mikro-orm/*', '**/domain/**'] }] },
  },
  {
    files: ['content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/domain/**', '**/graph/**', '**/gateway/**', '@mikro-orm/*'] },
      ],
    },
  },
);
