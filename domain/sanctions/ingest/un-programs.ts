import { ISSUERS } from './issuers';
import type { Program } from './listed-entity';
import type { ProgramCache } from './program-cache';

interface UnRegime {
  title: string;
  measures: string[];
}

const FREEZE_AND_TRAVEL = ['asset freeze', 'travel ban'];
const FREEZE_TRAVEL_ARMS = ['asset freeze', 'travel ban', 'arms embargo'];

/** The Security Council sanctions committees behind the consolidated list's UN_LIST_TYPE values. */
const UN_REGIMES: Record<string, UnRegime> = {
  'Al-Qaida': {
    title: "ISIL (Da'esh) and Al-Qaida Sanctions (resolutions 1267, 1989, 2253)",
    measures: FREEZE_TRAVEL_ARMS,
  },
  Taliban: { title: 'Taliban Sanctions (resolution 1988)', measures: FREEZE_TRAVEL_ARMS },
  DPRK: {
    title: 'Democratic People’s Republic of Korea Sanctions (resolution 1718)',
    measures: FREEZE_AND_TRAVEL,
  },
  Iran: { title: 'Iran Sanctions (resolution 1737)', measures: FREEZE_AND_TRAVEL },
  Iraq: { title: 'Iraq Sanctions (resolution 1518)', measures: ['asset freeze'] },
  DRC: { title: 'Democratic Republic of the Congo Sanctions (resolution 1533)', measures: FREEZE_AND_TRAVEL },
  Libya: { title: 'Libya Sanctions (resolution 1970)', measures: FREEZE_AND_TRAVEL },
  Somalia: { title: 'Al-Shabaab Sanctions (resolution 2713)', measures: FREEZE_TRAVEL_ARMS },
  CAR: { title: 'Central African Republic Sanctions (resolution 2127)', measures: FREEZE_AND_TRAVEL },
  Haiti: { title: 'Haiti Sanctions (resolution 2653)', measures: FREEZE_TRAVEL_ARMS },
  Yemen: { title: 'Yemen Sanctions (resolution 2140)', measures: FREEZE_TRAVEL_ARMS },
  GB: { title: 'Guinea-Bissau Sanctions (resolution 2048)', measures: ['travel ban'] },
  Sudan: { title: 'Sudan Sanctions (resolution 1591)', measures: FREEZE_AND_TRAVEL },
  SouthSudan: { title: 'South Sudan Sanctions (resolution 2206)', measures: FREEZE_AND_TRAVEL },
};

const UN_SANCTIONS_URL = 'https://main.un.org/securitycouncil/en/sanctions/information';

/** The Program of a UN_LIST_TYPE; a committee not known here keeps its list type as title. */
export function unProgram(cache: ProgramCache, listType: string): Program {
  const regime = UN_REGIMES[listType];
  return cache.get(`UN-${listType}`, () => ({
    ...ISSUERS.unsc,
    title: regime?.title ?? `UN Security Council sanctions: ${listType}`,
    measures: regime?.measures ?? [],
    url: UN_SANCTIONS_URL,
    summary: `UN Security Council Consolidated List, ${listType} section`,
  }));
}
