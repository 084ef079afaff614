import { ISSUERS } from './issuers';
import type { Program } from './listed-entity';
import type { ProgramCache } from './program-cache';

/**
 * Titles of OFAC's program tags (the "[SDGT]" codes of the SDN list and the CSL's Treasury lists), after
 * OFAC's published tag definitions. A tag not listed here keeps its code as title: new regimes appear
 * with list refreshes and must not stop ingestion.
 */
const OFAC_PROGRAM_TITLES: Record<string, string> = {
  BALKANS: 'Western Balkans Stabilization Regulations',
  'BALKANS-EO14033': 'Western Balkans (E.O. 14033)',
  BELARUS: 'Belarus Sanctions (E.O. 13405)',
  'BELARUS-EO14038': 'Belarus Sanctions (E.O. 14038)',
  'BURMA-EO14014': 'Burma Sanctions (E.O. 14014)',
  BURUNDI: 'Burundi Sanctions (E.O. 13712)',
  'CAATSA - IRAN': "Countering America's Adversaries Through Sanctions Act — Iran",
  'CAATSA - RUSSIA': "Countering America's Adversaries Through Sanctions Act — Russia",
  CAR: 'Central African Republic Sanctions (E.O. 13667)',
  'CMIC-EO13959': 'Chinese Military-Industrial Complex Companies (E.O. 13959, as amended)',
  CUBA: 'Cuban Assets Control Regulations',
  CYBER2: 'Malicious Cyber-Enabled Activities (E.O. 13694, as amended by E.O. 13757)',
  DARFUR: 'Darfur Sanctions (E.O. 13400)',
  DPRK: 'North Korea Sanctions (E.O. 13551)',
  DPRK2: 'North Korea Sanctions (E.O. 13687)',
  DPRK3: 'North Korea Sanctions (E.O. 13722)',
  DPRK4: 'North Korea Sanctions (E.O. 13810)',
  'DPRK-NKSPEA': 'North Korea Sanctions and Policy Enhancement Act',
  DRCONGO: 'Democratic Republic of the Congo Sanctions (E.O. 13413, as amended)',
  'ELECTION-EO13848': 'Foreign Interference in U.S. Elections (E.O. 13848)',
  'FSE-IR': 'Foreign Sanctions Evaders — Iran (E.O. 13608)',
  'FSE-SY': 'Foreign Sanctions Evaders — Syria (E.O. 13608)',
  FTO: 'Foreign Terrorist Organizations',
  GLOMAG: 'Global Magnitsky Human Rights and Corruption (E.O. 13818)',
  HIFPAA: 'Hizballah International Financing Prevention Amendments Act',
  'HK-EO13936': 'Hong Kong Normalization (E.O. 13936)',
  'HRIT-IR': 'Human Rights Abuses via Information Technology — Iran (E.O. 13606)',
  'HRIT-SY': 'Human Rights Abuses via Information Technology — Syria (E.O. 13606)',
  IFCA: 'Iran Freedom and Counter-Proliferation Act',
  IFSR: 'Iranian Financial Sanctions Regulations',
  IRAN: 'Iranian Transactions and Sanctions Regulations',
  'IRAN-CON-ARMS-EO': 'Iran Conventional Arms (E.O. 13949)',
  'IRAN-EO13846': 'Iran Sanctions (E.O. 13846)',
  'IRAN-EO13871': 'Iran Iron, Steel, Aluminum and Copper Sectors (E.O. 13871)',
  'IRAN-EO13876': 'Iran Supreme Leader and Office (E.O. 13876)',
  'IRAN-EO13902': 'Iran Economic Sectors (E.O. 13902)',
  'IRAN-HR': 'Iran Human Rights Abuses (E.O. 13553)',
  'IRAN-TRA': 'Iran Threat Reduction and Syria Human Rights Act (E.O. 13628)',
  IRAQ2: 'Iraq Sanctions (E.O. 13315)',
  IRAQ3: 'Iraq Stabilization (E.O. 13438)',
  IRGC: 'Islamic Revolutionary Guard Corps and affiliates',
  ISA: 'Iran Sanctions Act',
  LEBANON: 'Lebanon Sanctions (E.O. 13441)',
  LIBYA2: 'Libya Sanctions (E.O. 13566)',
  LIBYA3: 'Libya Sanctions (E.O. 13726)',
  MAGNIT: 'Sergei Magnitsky Rule of Law Accountability Act',
  'MALI-EO13882': 'Mali Sanctions (E.O. 13882)',
  MBS: 'Non-SDN Menu-Based Sanctions',
  NICARAGUA: 'Nicaragua Sanctions (E.O. 13851)',
  'NICARAGUA-NHRAA': 'Nicaragua Human Rights and Anticorruption Act',
  NPWMD: 'Weapons of Mass Destruction Proliferators (E.O. 13382)',
  'NS-PLC': 'Non-SDN Palestinian Legislative Council',
  PEESA: "Protecting Europe's Energy Security Act",
  'RUSSIA-EO14024': 'Russian Harmful Foreign Activities (E.O. 14024)',
  SDGT: 'Specially Designated Global Terrorists (E.O. 13224)',
  SDNT: 'Specially Designated Narcotics Traffickers (E.O. 12978)',
  SDNTK: 'Foreign Narcotics Kingpin Designation Act',
  SOMALIA: 'Somalia Sanctions (E.O. 13536)',
  'SOUTH SUDAN': 'South Sudan Sanctions (E.O. 13664)',
  SYRIA: 'Syria Sanctions',
  'SYRIA-CAESAR': 'Caesar Syria Civilian Protection Act',
  'SYRIA-EO13894': 'Syria-related Sanctions (E.O. 13894)',
  TCO: 'Transnational Criminal Organizations (E.O. 13581)',
  'UKRAINE-EO13660': 'Ukraine-/Russia-related Sanctions (E.O. 13660)',
  'UKRAINE-EO13661': 'Ukraine-/Russia-related Sanctions (E.O. 13661)',
  'UKRAINE-EO13662': 'Ukraine-/Russia-related Sectoral Sanctions (E.O. 13662)',
  'UKRAINE-EO13685': 'Crimea Region Sanctions (E.O. 13685)',
  VENEZUELA: 'Venezuela Sanctions (E.O. 13692)',
  'VENEZUELA-EO13850': 'Venezuela Sanctions (E.O. 13850)',
  'VENEZUELA-EO13884': 'Government of Venezuela (E.O. 13884)',
  YEMEN: 'Yemen Sanctions (E.O. 13611)',
  ZIMBABWE: 'Zimbabwe Sanctions',
};

const OFAC_PROGRAMS_URL = 'https://ofac.treasury.gov/sanctions-programs-and-country-information';

/** OFAC's program codes of a cell: "SDGT] [SYRIA" (sdn.csv) or "SDGT; SYRIA" (CSL). */
export function splitOfacProgramCodes(cell: string): string[] {
  return cell
    .split(/\]\s*\[|;/)
    .map((code) => code.replace(/[[\]]/g, '').trim())
    .filter((code) => code && code !== '-0-');
}

/**
 * The Program of an OFAC code on a given Treasury list. The id carries the list ('SDN-SDGT') because the
 * same regime code imposes different measures on the SDN list and on, say, the sectoral SSI list.
 */
export function ofacProgram(cache: ProgramCache, list: string, code: string, measures: string[]): Program {
  return cache.get(`${list}-${code}`, () => ({
    ...ISSUERS.ofac,
    title: OFAC_PROGRAM_TITLES[code] ?? code,
    measures,
    url: OFAC_PROGRAMS_URL,
    summary: `${list} list entries designated under OFAC program tag [${code}]`,
  }));
}
