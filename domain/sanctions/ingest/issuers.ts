import { flagEmoji } from './country-codes';
import type { Issuer } from './listed-entity';

function issuer(acronym: string, name: string, organisation: string, territory: string): Issuer {
  return {
    issuerAcronym: acronym,
    issuerName: name,
    issuerOrganisation: organisation,
    issuerTerritory: territory,
    issuerFlag: flagEmoji(territory),
  };
}

/** The authorities whose lists the platform ingests. */
export const ISSUERS = {
  ofac: issuer('OFAC', 'Office of Foreign Assets Control', 'U.S. Department of the Treasury', 'US'),
  bis: issuer('BIS', 'Bureau of Industry and Security', 'U.S. Department of Commerce', 'US'),
  ddtc: issuer('DDTC', 'Directorate of Defense Trade Controls', 'U.S. Department of State', 'US'),
  isn: issuer(
    'ISN',
    'Bureau of International Security and Nonproliferation',
    'U.S. Department of State',
    'US',
  ),
  unsc: issuer('UNSC', 'United Nations Security Council', 'United Nations', 'UN'),
  eu: issuer('EU', 'European Union', 'Council of the European Union', 'EU'),
  ofsi: issuer('OFSI', 'Office of Financial Sanctions Implementation', 'HM Treasury', 'GB'),
} as const satisfies Record<string, Issuer>;
