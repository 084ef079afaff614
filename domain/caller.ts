/** Who is acting: every read and write is scoped by `organisationId`. */
export interface Caller {
  organisationId: string;
  userId: string;
  credentialId: string;
}
