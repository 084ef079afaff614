import { Credential } from '../credentials/credential.entity';
import { Organisation } from '../organisations/organisation.entity';
import { User } from '../organisations/user.entity';
import { SubjectPlace } from '../subjects/subject-place.entity';
import { Subject } from '../subjects/subject.entity';

export const ENTITIES = [Organisation, User, Credential, Subject, SubjectPlace];
