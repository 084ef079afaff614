import ISO6391 from 'iso-639-1';

/** The ISO 639-1 language codes: what a search configuration may name and an imported article may carry. */
export const ISO_639_1_CODES: ReadonlySet<string> = new Set(ISO6391.getAllCodes());
