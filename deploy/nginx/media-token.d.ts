// Types of media-token.js (the njs module) for the tests that run it under Node.
type Verdict = 'ok' | 'expired' | 'invalid';
declare const edge: {
  checkToken(secret: string, token: string, expiresText: string, resource: string, nowMs: number): Verdict;
  checkPath(secret: string, path: string, nowMs: number): Verdict;
};
export default edge;
