import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as cs from '@zxcvbn-ts/language-cs';
import * as en from '@zxcvbn-ts/language-en';

/**
 * zxcvbn with the common, English and Czech dictionaries (~1.1 MB gzip): its own chunk, downloaded when a person
 * first types a new password and not precached by the service worker. The same options as the API's check
 * (apps/api/src/platform/auth/password-strength.ts), so the meter and the server agree.
 */
export const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary, ...cs.dictionary },
  graphs: common.adjacencyGraphs,
  maxLength: 40,
});
