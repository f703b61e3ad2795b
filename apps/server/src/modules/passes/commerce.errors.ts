import { ErrorCode, ErrorMessages } from '@ott/contracts';
import { AppError } from '../../lib/errors';

/** Unknown package or subscription, or one of the other kind (spec §5, §8). */
export class PassNotFound extends AppError {
  constructor() {
    super(404, ErrorCode.PASS_NOT_FOUND, ErrorMessages.passNotFound);
  }
}

/** Neither package_id nor subscription_id (spec §5 'id not selected'). */
export class IdNotSelected extends AppError {
  constructor(field: string) {
    super(400, ErrorCode.ID_NOT_SELECTED, ErrorMessages.idNotSelected, { [field]: [ErrorMessages.idNotSelected] });
  }
}

/** Unknown, expired, used-up or not applicable promo code; the SPA shows 'Promo code is invalid'. */
export class WrongPromoCode extends AppError {
  constructor() {
    super(400, ErrorCode.WRONG_PROMO_CODE, ErrorMessages.wrongPromoCode, { code: [ErrorMessages.wrongPromoCode] });
  }
}

/** The user already owns what they try to buy (a paid, active order, or access that already covers the event). */
export class AlreadyOwned extends AppError {
  constructor(what: 'pass' | 'event') {
    super(409, ErrorCode.ALREADY_OWNED, what === 'pass' ? ErrorMessages.alreadyOwned : ErrorMessages.alreadyHasAccess);
  }
}

/** Another buy of the same thing is still waiting for its payment: nothing new is stored or charged. */
export class PaymentInProgress extends AppError {
  constructor() {
    super(409, ErrorCode.PAYMENT_IN_PROGRESS, ErrorMessages.paymentInProgress);
  }
}
