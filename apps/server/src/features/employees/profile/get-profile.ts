import type { ProfileResponse } from '@kollega/domain';
import type { MemberContext } from '../../../plugins/auth/request-context';
import type { Reader } from '../../../services/context';
import { loadOwnEmployee, toProfileResponse } from './profile-record';

/** GET /api/profile: the signed-in person's own profile; the e-mail is the work e-mail, read-only. */
export async function getProfile(deps: { db: Reader }, ctx: MemberContext): Promise<ProfileResponse> {
  return toProfileResponse(await loadOwnEmployee(deps.db, ctx));
}
