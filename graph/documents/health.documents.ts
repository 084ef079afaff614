import { defineOperation } from '../operation';

export const DatabaseReady = defineOperation<{ databaseReady: boolean }>(
  'DatabaseReady',
  `query DatabaseReady { databaseReady }`,
);
