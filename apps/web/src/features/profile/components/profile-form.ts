import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileFields, type UserProfile } from '@ott/contracts/auth';
import { Messages } from '@ott/contracts/message-texts';
import type { Resolver } from 'react-hook-form';

export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  email: string;
  mailing_opt_in: boolean;
  language: UserProfile['language'];
  current_password: string;
  password: string;
  password_confirmation: string;
}

export const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'mailing_opt_in', 'language', 'current_password', 'password', 'password_confirmation'] as const;
const DETAILS = ['first_name', 'last_name', 'email', 'mailing_opt_in', 'language'] as const;

export function profileFormValues(user: UserProfile): ProfileFormValues {
  const { first_name, last_name, email, mailing_opt_in, language } = user;
  return { first_name, last_name, email, mailing_opt_in, language, current_password: '', password: '', password_confirmation: '' };
}

/**
 * The wire schema's rules, with blank password fields meaning "no change". A new password needs the current
 * one, except on an account with a temporary password, which must choose a new one.
 */
export function profileResolver(passwordRequired: boolean): Resolver<ProfileFormValues, unknown, ProfileFields> {
  const schema = ProfileFields.superRefine((fields, context) => {
    if (!passwordRequired && fields.password !== undefined && !fields.current_password) context.addIssue({ code: 'custom', path: ['current_password'], message: Messages.fieldRequired });
    if (passwordRequired && fields.password === undefined) context.addIssue({ code: 'custom', path: ['password'], message: Messages.fieldRequired });
  });
  const resolve = zodResolver(schema);
  const blankAsUnset = (value: string) => (value === '' ? undefined : value);
  // The casts only bridge typings: the wire schema types its trimmed inputs as `unknown`, the form's are strings.
  return (values, context, options) =>
    resolve(
      {
        ...values,
        current_password: blankAsUnset(values.current_password),
        password: blankAsUnset(values.password),
        password_confirmation: blankAsUnset(values.password_confirmation),
      },
      context,
      options as never,
    ) as ReturnType<Resolver<ProfileFormValues, unknown, ProfileFields>>;
}

/** Only what differs from the saved profile; the password trio only when a new password is given. */
export function profileChanges(fields: ProfileFields, user: UserProfile): ProfileFields {
  const changes: ProfileFields = {};
  for (const name of DETAILS) {
    if (fields[name] !== undefined && fields[name] !== user[name]) Object.assign(changes, { [name]: fields[name] });
  }
  if (fields.password !== undefined) {
    Object.assign(changes, { current_password: fields.current_password, password: fields.password, password_confirmation: fields.password_confirmation });
  }
  return changes;
}
