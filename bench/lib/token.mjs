// Access tokens for benchmark callers, signed like the API's TokenService (HS256, same claims).
import { createHmac, randomUUID } from 'node:crypto';

const b64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A bearer token for { userId, userNm, userSeCode, insttCode }, valid for `seconds`. */
export function signAccessToken(secret, user, seconds = 900) {
  const now = Math.floor(Date.now() / 1000);
  const payload = { sub: user.userId, nm: user.userNm, se: user.userSeCode, instt: user.insttCode, jti: randomUUID(), iat: now, exp: now + seconds };
  const unsigned = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
