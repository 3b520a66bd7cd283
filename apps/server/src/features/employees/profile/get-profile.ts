import type { ProfileResponse } from '@kollega/domain';
import type { Db } from '../../../db/database';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { loadOwnEmployee, toProfileResponse } from './profile-record';

/** GET /api/profile: the signed-in person's own profile; the e-mail is the work e-mail, read-only. */
export async function getProfile(db: Db, ctx: MemberContext): Promise<ProfileResponse> {
  return toProfileResponse(await loadOwnEmployee(db, ctx));
}
