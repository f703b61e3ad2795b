import { AppError, NotFound, ValidationError } from '../../lib/errors';

export const CustomerMessages = {
  notFound: 'Customer not found',
  emailMismatch: "Type the customer's email address to confirm",
  alreadyHasPass: 'The customer already has this pass',
  passNotCompable: 'This pass cannot be given',
  orderNotRenewing: 'This order is not a renewing subscription',
} as const;

export const customerNotFound = () => new NotFound(CustomerMessages.notFound);
export const emailMismatch = () => new ValidationError({ confirm_email: [CustomerMessages.emailMismatch] });

export class CustomerAlreadyHasPass extends AppError {
  constructor() {
    super(409, 'ALREADY_OWNED', CustomerMessages.alreadyHasPass, { pass_id: [CustomerMessages.alreadyHasPass] });
  }
}
