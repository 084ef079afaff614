import { newEntityDraft } from '../../../domain/sanctions/ingest/entity-draft';
import {
  applyOfacRemarks,
  type RemarkContext,
  splitOfacRemarks,
} from '../../../domain/sanctions/ingest/ofac-remarks';

function remarksOf(remarks: string, schema: 'INDIVIDUAL' | 'ORGANISATION' | 'VESSEL' = 'INDIVIDUAL') {
  const entity = newEntityDraft({ sourceId: '1', dataset: 'test', schema, name: 'TEST' });
  const ctx: RemarkContext = { unresolvedCountries: new Set(), undatedTexts: new Set() };
  applyOfacRemarks(entity, remarks, ctx);
  return { entity, ctx };
}

describe('OFAC remarks', () => {
  it('split at semicolons, drop "alt." and the closing full stop but not an abbreviation’s', () => {
    expect(splitOfacRemarks('DOB 1960; alt. DOB 1961; Linked To: GROUP.')).toEqual([
      'DOB 1960',
      'DOB 1961',
      'Linked To: GROUP',
    ]);
    expect(splitOfacRemarks('Linked To: R D I S.A.')).toEqual(['Linked To: R D I S.A.']);
  });

  it('file documents with country, issue and expiry dates', () => {
    const { entity } = remarksOf(
      'Passport G 649385 (Jordan) issued 08 Sep 2006 expires 17 Jul 2011; Cedula No. 16247821 (Colombia); ' +
        'R.F.C. DIB-771110-HQ1 (Mexico); Registration ID HRB 26136 (Germany); Tarjeta Profesional 186785 (Abogado) (Colombia)',
    );
    expect(entity.identifiers).toEqual([
      {
        type: 'passport',
        value: 'G 649385',
        label: 'Passport',
        country: 'JO',
        issuedOn: '2006-09-08',
        expiresOn: '2011-07-17',
      },
      { type: 'national_id', value: '16247821', label: 'Cedula No.', country: 'CO' },
      { type: 'tax_id', value: 'DIB-771110-HQ1', label: 'R.F.C.', country: 'MX' },
      { type: 'registration', value: 'HRB 26136', label: 'Registration ID', country: 'DE' },
      { type: 'other', value: '186785 (Abogado)', label: 'Tarjeta Profesional', country: 'CO' },
    ]);
  });

  it('file person and vessel facts and keep the rest as notes', () => {
    const { entity, ctx } = remarksOf(
      "DOB circa 1951; POB Giza, Egypt; citizen Egypt; Gender Female; a.k.a. 'ABU X'; f.k.a. 'OLD NAME'; " +
        'Email Address x@example.com; Website www.example.com; Organization Established Date 2016; ' +
        'nationality Atlantis; Director of Something',
    );
    expect(entity).toMatchObject({
      birthDates: [{ kind: 'circa', year: 1951 }],
      placesOfBirth: ['Giza, Egypt'],
      nationalities: ['EG'],
      gender: 'female',
      aliases: [{ name: 'ABU X', quality: 'weak' }],
      previousNames: ['OLD NAME'],
      identifiers: [{ type: 'email', value: 'x@example.com', label: 'Email Address' }],
      websites: ['www.example.com'],
      incorporationDates: [{ kind: 'year', year: 2016 }],
      notes: ['Director of Something'],
    });
    expect([...ctx.unresolvedCountries]).toEqual(['Atlantis']);
    const vessel = remarksOf(
      'Vessel Registration Identification IMO 9187629; MMSI 572469210; Former Vessel Flag Malta',
      'VESSEL',
    );
    expect(vessel.entity).toMatchObject({ imoNumbers: ['9187629'], mmsis: ['572469210'], pastFlags: ['MT'] });
  });
});
