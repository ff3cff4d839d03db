import type { Profile } from '@stride/contract';
import type { RequestContext } from '../../context';

/**
 * Who is asking. Until the accounts issue puts a session's user into the context, nobody is logged
 * in; the context is taken already because that user will decide the answer.
 */
export function getProfile(_ctx: RequestContext): Profile {
  return { isLoggedIn: false, user: null };
}
