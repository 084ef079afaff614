import { Authenticator } from './credentials/authenticator';
import { CredentialService } from './credentials/credential.service';
import type { Database } from './database/open-database';
import type { Geocoder } from './geocoding/geocoder';
import { SubjectQueries } from './subjects/subject.queries';
import { SubjectService } from './subjects/subject.service';

export interface DomainOptions {
  geocoder: Geocoder;
  credentialCacheTtlMs: number;
  log?: (message: string, error?: unknown) => void;
}

/** The services of the domain, built once per process; each call gets a request's forked EntityManager. */
export interface Domain {
  database: Database;
  authenticator: Authenticator;
  credentials: CredentialService;
  subjects: SubjectService;
  subjectQueries: SubjectQueries;
}

export function createDomain(database: Database, options: DomainOptions): Domain {
  return {
    database,
    authenticator: new Authenticator(options.credentialCacheTtlMs),
    credentials: new CredentialService(),
    subjects: new SubjectService(options.geocoder, options.log),
    subjectQueries: new SubjectQueries(),
  };
}
