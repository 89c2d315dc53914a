// @nuri/ui/testing: test helpers for the apps and the library. Kept out of src/index.ts so
// that no app bundle carries them.
export { envelope, fakeFetch, jsonResponse, type FetchHandler } from './fake-fetch';
export { renderWithServices, TEST_MESSAGES, type RenderWithServicesOptions } from './render-with-services';
export { decryptPassword, installWebCrypto, publicKeyAnswer, tokensFor, type TestUser } from './test-session';
export { commonCodesAnswer, isCommonCodesRequest, SEEDED_COMMON_CODES } from '../codes/code-fixtures';
export { SEEDED_ADDONS, SEEDED_PLANS } from './billing-fixtures';
