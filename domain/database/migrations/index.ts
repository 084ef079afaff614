import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000Foundation } from './Migration20261122000000Foundation';
import { Migration20261122010000Sanctions } from './Migration20261122010000Sanctions';
import { Migration20261122020000SiteContent } from './Migration20261122020000SiteContent';
import { Migration20261124000000SiteContentNotify } from './Migration20261124000000SiteContentNotify';
import { Migration20261124020000MediaSearch } from './Migration20261124020000MediaSearch';
import { Migration20261124030000NewsCorpus } from './Migration20261124030000NewsCorpus';
import { Migration20261124100000SanctionDecisions } from './Migration20261124100000SanctionDecisions';
import { Migration20261124110000ListDatasetDates } from './Migration20261124110000ListDatasetDates';
import { Migration20261124120000Webhooks } from './Migration20261124120000Webhooks';

/** Listed explicitly (not globbed) so the same list runs from TypeScript sources and from dist/. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000Foundation', class: Migration20261122000000Foundation },
  { name: 'Migration20261122010000Sanctions', class: Migration20261122010000Sanctions },
  { name: 'Migration20261122020000SiteContent', class: Migration20261122020000SiteContent },
  { name: 'Migration20261124000000SiteContentNotify', class: Migration20261124000000SiteContentNotify },
  { name: 'Migration20261124020000MediaSearch', class: Migration20261124020000MediaSearch },
  { name: 'Migration20261124030000NewsCorpus', class: Migration20261124030000NewsCorpus },
  { name: 'Migration20261124100000SanctionDecisions', class: Migration20261124100000SanctionDecisions },
  { name: 'Migration20261124110000ListDatasetDates', class: Migration20261124110000ListDatasetDates },
  { name: 'Migration20261124120000Webhooks', class: Migration20261124120000Webhooks },
];
