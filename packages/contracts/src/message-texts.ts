/**
 * English messages of the product specification (§5 validation, §8 errors). The SPA translates them.
 * Free of runtime imports so the browser can use it without pulling in Zod.
 */
export const Messages = {
  emailInvalid: 'A valid email address is required',
  phoneInvalid: 'A valid phone number is required',
  firstNameRequired: 'Enter your first name',
  lastNameRequired: 'Enter your last name',
  emailRequired: 'Enter your Email',
  passwordTooShort: 'The password is too short',
  passwordMismatch: 'The password and password confirmation do not match',
  termsRequired: 'Please accept terms & conditions',
  fieldRequired: 'Field is required',
  fieldTooShort: 'Field length must be greater than {number}',
  fieldTooLong: 'Field length must be less than {number}',
  clipDurationTooLong: 'clip duration longer than end time',
  tagRequired: 'Please select tag',
  inputRequired: 'Please fill in the input field',
  cardRequired: 'Please select one of your saved cards or enter new one',
  noChannelOrApiKey: 'No channel or api key found',
  somethingWentWrong: 'Something went wrong',
  undefinedError: 'Undefined error',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests',
  payloadTooLarge: 'Request body is too large',
  malformedJson: 'Malformed JSON in request body',
  invalidValue: 'Field value is invalid',
  registrationHint: 'You are not registered yet. Please accept terms and conditions and click Register to continue.',
} as const;
