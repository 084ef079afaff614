import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, ValidationError } from '../errors';
import { isUuid } from '../ids';
import { Organisation } from '../organisations/organisation.entity';
import { User } from '../organisations/user.entity';
import { Credential } from './credential.entity';
import { encodeToken, generateSecret, hashSecret } from './credential-token';

export interface IssuedCredential {
  organisationId: string;
  userId: string;
  credentialId: string;
  /** The full `Authorization` header value; shown once, never stored. */
  authorization: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Administration of organisations, users and credentials (used by the CLI). */
export class CredentialService {
  /** Creates the organisation and user when they do not exist yet, then issues a new credential. */
  async issue(em: EntityManager, organisationName: string, email: string): Promise<IssuedCredential> {
    const name = organisationName.trim();
    const normalisedEmail = email.trim().toLowerCase();
    if (!name) throw new ValidationError([{ field: 'organisation', message: 'must not be blank' }]);
    if (!EMAIL.test(normalisedEmail))
      throw new ValidationError([{ field: 'user', message: 'must be an e-mail address' }]);

    return em.transactional(async (tx) => {
      let organisation = await tx.findOne(Organisation, { name });
      if (!organisation) {
        organisation = new Organisation(name);
        tx.persist(organisation);
      }
      let user = await tx.findOne(User, { organisationId: organisation.id, email: normalisedEmail });
      if (!user) {
        user = new User(organisation.id, normalisedEmail);
        tx.persist(user);
      }
      const secret = generateSecret();
      const credential = new Credential(organisation.id, user.id, hashSecret(secret));
      tx.persist(credential);
      await tx.flush();
      return {
        organisationId: organisation.id,
        userId: user.id,
        credentialId: credential.id,
        authorization: `Basic ${encodeToken({ credentialId: credential.id, secret })}`,
      };
    });
  }

  async revoke(em: EntityManager, credentialId: string): Promise<void> {
    const credential = isUuid(credentialId) ? await em.findOne(Credential, { id: credentialId }) : null;
    if (!credential) throw new NotFoundError('Credential', credentialId);
    credential.revokedAt ??= new Date();
    await em.flush();
  }

  async list(em: EntityManager, organisationName?: string) {
    const organisation = organisationName ? await em.findOne(Organisation, { name: organisationName }) : null;
    if (organisationName && !organisation) throw new NotFoundError('Organisation', organisationName);
    const credentials = await em.find(Credential, organisation ? { organisationId: organisation.id } : {}, {
      orderBy: { createdAt: 'asc' },
    });
    const users = await em.find(User, { id: { $in: [...new Set(credentials.map((c) => c.userId))] } });
    const emails = new Map(users.map((u) => [u.id, u.email]));
    return credentials.map((c) => ({
      credentialId: c.id,
      organisationId: c.organisationId,
      userId: c.userId,
      email: emails.get(c.userId) ?? null,
      createdAt: c.createdAt,
      revokedAt: c.revokedAt,
    }));
  }
}
