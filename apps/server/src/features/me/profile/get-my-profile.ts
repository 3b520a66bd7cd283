import type { MyProfile } from '@kollega/domain';
import type { MemberContext } from '../../../plugins/auth/request-context';
import type { MeDeps } from '../deps';
import { loadMyself } from '../my-record';
import { toMyProfile } from './to-my-profile';

/** GET /api/me/profile: the 'Profil' part of 'Mig'. */
export async function getMyProfile(
  deps: Pick<MeDeps, 'db' | 'cipher'>,
  ctx: MemberContext,
  _input: Record<string, never> = {},
): Promise<MyProfile> {
  return toMyProfile(await loadMyself(deps.db, ctx), deps.cipher);
}
