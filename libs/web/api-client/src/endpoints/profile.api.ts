import { requestJson } from '../http';
import type { ProfileSetupRequest } from '../types';

/** POST /api/profile/setup; callers invalidate the /api/auth/user query afterwards. */
export function setupProfile(body: ProfileSetupRequest): Promise<unknown> {
  return requestJson('POST', '/api/profile/setup', body);
}
