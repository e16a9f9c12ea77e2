// Spec 1 §8: catalogue texts for failures, and the side effects of 11111 (sent to login) and 13504 (shop
// unavailable), done through the effects the app gave the client.
import { isLoginPage, loginPath, pathInShop } from '../../../engine';
import { logEvent } from '../log';
import { rememberRedirect, session } from '../session/store';
import type { ApiFailure } from './api-result';
import { CATALOGUE_MESSAGE, CODE, MESSAGE } from './codes';
import type { ClientEffects } from './client-config';

/** A failed call goes to the client log with its code (spec 1 §7); a cancelled one did not fail. */
export function reported(failure: ApiFailure, path: string): ApiFailure {
  if (failure.code !== CODE.cancelled)
    logEvent({ type: 'error', name: 'request.failed', detail: { api: path, code: failure.code } });
  return failure;
}

/** The failure effects of one shop's client: each prompt once, not once per answer of a burst. */
export function failureEffects(mallPath: string, effects: ClientEffects) {
  let shopUnavailableAlerted = false;
  /** Set once 11111 logged the user out, so a burst of 11111 answers prompts once per login. */
  let sentToLogin = false;

  function sendToLogin(): void {
    const here = pathInShop(mallPath, globalThis.location);
    // A guest never logged in, so only a user whose login failed the check is told so.
    if (session.token) effects.toast(MESSAGE.loginCheckFailed, 'error');
    effects.logout();
    // On the login page already, its own redirect query stands; never send the user back to login.
    if (!isLoginPage(here)) {
      rememberRedirect(mallPath, here); // after logout, which clears the shop's storage keys
      effects.navigate(loginPath(mallPath, here));
    }
    sentToLogin = true;
  }

  /** The failure as the user is told it, after its effects. */
  return function applyCatalogue(failure: ApiFailure): ApiFailure {
    if (failure.code === CODE.loginCheckFailed) {
      if (!(sentToLogin && !session.token)) sendToLogin();
      return { ...failure, message: MESSAGE.loginCheckFailed, handled: true };
    }
    if (failure.code === CODE.shopUnavailable) {
      if (!shopUnavailableAlerted) effects.alert(MESSAGE.shopUnavailableTitle, MESSAGE.shopUnavailable);
      shopUnavailableAlerted = true;
      return { ...failure, message: MESSAGE.shopUnavailable, handled: true };
    }
    const message = CATALOGUE_MESSAGE[failure.code];
    return message ? { ...failure, message } : failure;
  };
}
