import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminChannelGrant } from '@ott/contracts/admin-auth';
import { AdminOperatorGrantInput, type AdminOperator } from '@ott/contracts/admin-operators';
import { ServerMessages } from '@ott/contracts/server-messages';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors, CheckboxField, FieldNotes, Form, FormError, SelectField, SubmitButton, TextField, useFormMessage } from '@ott/client/forms';
import { toast } from '../../../components/toast';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { RolesHeld } from './RolesHeld';

/** The roles a channel grants (owner is not one: an owner holds every channel). */
export const GRANT_ROLES = AdminOperatorGrantInput.shape.role.options;
export type GrantRole = (typeof GRANT_ROLES)[number];


const FormValues = z.object({
  name: z.string().trim().min(1, 'Field is required').max(120),
  email: z.string().trim().max(255),
  is_owner: z.boolean(),
  /** One entry per channel the signed-in operator may grant on, in their order; '' is no role. */
  roles: z.array(z.object({ channel_key: z.string(), role: z.union([z.enum(GRANT_ROLES), z.literal('')]).nullable() })),
});
export type OperatorFormValues = z.infer<typeof FormValues>;

/**
 * The form's checks: a new operator needs a valid address; one who is not an owner needs a role somewhere, where the
 * signed-in operator sees all their roles (`rolesSeenWhole`: creating, or an owner editing). An admin who takes away
 * every role on their channels leaves the operator's roles elsewhere alone, so that is theirs to do.
 */
const schemaFor = (creating: boolean, rolesSeenWhole: boolean) =>
  FormValues.superRefine((values, context) => {
    if (creating && !z.email().safeParse(values.email).success) context.addIssue({ code: 'custom', path: ['email'], message: values.email === '' ? 'Field is required' : 'Field value is invalid' });
    // The server's own wording, so the form and the server say the same thing (and the French comes from one catalogue).
    if (rolesSeenWhole && !values.is_owner && !values.roles.some((entry) => entry.role)) context.addIssue({ code: 'custom', path: ['roles'], message: ServerMessages.GIVE_OPERATOR_ROLE_LEAST_CHANNEL });
  });

/** What the form sends: the roles chosen, channel by channel. */
export const grantsOf = (values: OperatorFormValues) => values.roles.flatMap((entry) => (entry.role ? [{ channel_key: entry.channel_key, role: entry.role }] : []));

export interface OperatorFormProps {
  /** The operator edited; null for a new one. */
  operator: AdminOperator | null;
  /** The channels the signed-in operator may give roles on (all for an owner; those they administer for an admin). */
  grantable: AdminChannelGrant[];
  /** Only an owner may make (or unmake) an owner. */
  mayMakeOwners: boolean;
  /** The signed-in operator's own page: the name only (roles and ownership are changed by another owner or admin). */
  isSelf: boolean;
  onSubmit: (values: OperatorFormValues) => Promise<void>;
}

/** Name, address (new operators only: an address is the sign-in and does not change), owner, and a role per channel. */
export function OperatorForm({ operator, grantable, mayMakeOwners, isSelf, onSubmit }: OperatorFormProps) {
  const { t } = useTranslation('operators');
  const translate = useFormMessage();
  const creating = operator === null;
  const roleOf = (key: string) => (operator?.channels.find((grant) => grant.channel_key === key)?.role as GrantRole | undefined) ?? '';
  const form = useForm<OperatorFormValues>({
    resolver: zodResolver(schemaFor(creating, creating || mayMakeOwners)),
    defaultValues: {
      name: operator?.name ?? '',
      email: operator?.email ?? '',
      is_owner: operator?.is_owner ?? false,
      roles: grantable.map((channel) => ({ channel_key: channel.channel_key, role: roleOf(channel.channel_key) })),
    },
  });
  const { isDirty, isSubmitting, isSubmitSuccessful, isSubmitted } = form.formState;
  // Not while saving: a save may lead away (an admin who took away every role they give no longer manages the operator).
  useUnsavedChangesGuard(isDirty && !isSubmitting && !isSubmitSuccessful);
  const isOwner = useWatch({ control: form.control, name: 'is_owner' });
  const roles = useWatch({ control: form.control, name: 'roles' });
  // After a refused submit, "a role on at least one channel" goes as soon as a role (or owner) is chosen, as field errors do.
  useEffect(() => {
    if (isSubmitted) void form.trigger('roles');
  }, [form, isSubmitted, isOwner, roles]);
  const rolesError = form.formState.errors.roles?.message ?? form.formState.errors.roles?.root?.message;
  const roleName = (role: string) => t(`roles.${role}`, { ns: 'translation' });
  const roleOptions = GRANT_ROLES.map((role) => ({ value: role, label: roleName(role) }));
  const rolesHint = grantable.length === 0 ? t('roles.noChannels') : mayMakeOwners ? t('roles.hintOwner') : t('roles.hintAdmin');

  return (
    <Form
      form={form}
      className="form operator-form"
      onSubmit={async (values) => {
        try {
          await onSubmit(values);
          form.reset(values);
        } catch (error) {
          // A refusal goes on its fields (or over the form); a failure that is not the server's answer says so.
          if (!applyServerErrors(form, error)) toast.error(t('failed'));
        }
      }}
    >
      <FormError />
      <TextField name="name" label={t('fields.name')} autoComplete="off" required />
      {creating ? (
        <TextField name="email" label={t('fields.email')} hint={t('fields.emailHint')} type="email" autoComplete="off" required />
      ) : (
        <p className="operator-form__email">
          <span className="form-field__label">{t('fields.email')}</span> {operator.email}
        </p>
      )}
      {isSelf ? (
        <OwnRoles operator={operator} />
      ) : (
        <>
          {mayMakeOwners ? <CheckboxField name="is_owner" label={t('fields.owner')} hint={t('fields.ownerHint')} /> : null}
          {isOwner ? (
            <p className="muted">{t('roles.ownerHoldsAll')}</p>
          ) : (
            <fieldset className="operator-roles" aria-describedby={rolesError ? 'operator-roles-hint operator-roles-error' : 'operator-roles-hint'}>
              <legend className="form-field__label">{t('roles.legend')}</legend>
              <FieldNotes id="operator-roles" hint={rolesHint} />
              <div className="operator-roles__grid">
                {grantable.map((channel, index) => (
                  <SelectField key={channel.channel_key} name={`roles.${index}.role`} label={channel.name} placeholder={t('roles.none')} options={roleOptions} />
                ))}
              </div>
              <FieldNotes id="operator-roles" error={rolesError ? translate(rolesError) : undefined} />
              <details className="operator-roles__help">
                <summary>{t('roles.whatEachDoes')}</summary>
                <dl>
                  {GRANT_ROLES.map((role) => (
                    <div key={role}>
                      <dt>{roleName(role)}</dt>
                      <dd>{t(`roles.about.${role}`)}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            </fieldset>
          )}
        </>
      )}
      <div className="button-row">
        <SubmitButton pendingLabel={t('saving')}>{creating ? t('new.submit') : t('edit.submit')}</SubmitButton>
      </div>
    </Form>
  );
}

/** The signed-in operator's own roles, read only: they are changed by another owner or admin. */
function OwnRoles({ operator }: { operator: AdminOperator | null }) {
  const { t } = useTranslation('operators');
  if (!operator) return null;
  return (
    <div className="operator-form__own">
      <p className="form-field__label">{t('roles.legend')}</p>
      <RolesHeld operator={operator} />
      <p className="form-field__hint">{t('roles.selfHint')}</p>
    </div>
  );
}
