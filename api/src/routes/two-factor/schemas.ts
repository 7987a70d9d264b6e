import { PASSWORD_MAX_LENGTH } from 'shared-domain';
import Type, { type Static } from 'typebox';
import { Account, TwoFactorSetup } from 'shared-domain/wire';
import { DataResponse, DoneResponse } from '../schemas';

/** A TOTP code (six digits) or a recovery code, as typed: spaces and hyphens are ignored. */
const Code = Type.String({ maxLength: 40 });

export const SetupResponse = DataResponse(TwoFactorSetup);

export const EnableBody = Type.Object({ code: Code });

/** POST /me/2fa/enable's and POST /me/2fa/recovery-codes' answer. */
export const RecoveryCodesResponse = DoneResponse(
  Type.Object({
    recovery_codes: Type.Array(Type.String(), {
      description: 'Shown this once; each signs in once in place of a code',
    }),
  }),
);

/** What a change to a signed-in account's two-factor sign-in is proven by. */
export const ProofBody = Type.Object({
  password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
  code: Code,
});
export type ProofBody = Static<typeof ProofBody>;

export const DisableResponse = Type.Object({
  ...DoneResponse(Account).properties,
  token: Type.String({ description: 'Every earlier token of the account has stopped working' }),
});

/** POST /login's answer for an account with two-factor sign-in: no token yet. */
export const SecondStepBody = Type.Object({
  challenge: Type.String({ maxLength: 1000 }),
  code: Code,
});
