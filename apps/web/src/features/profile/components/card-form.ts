import { zodResolver } from '@hookform/resolvers/zod';
import { Messages } from '@ott/contracts/message-texts';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { type CardFields, cardIssues, isBlankCard } from '../../../components/payments/card-input';

/** Adding a card: nothing typed → 'Please select one of your saved cards or enter new one' on the number; else each field's problem. */
export function cardResolver(now: () => Date = () => new Date()): Resolver<CardFields> {
  const schema = z.object({ number: z.string(), expiry: z.string(), cvc: z.string() }).superRefine((values, context) => {
    if (isBlankCard(values)) context.addIssue({ code: 'custom', path: ['number'], message: Messages.cardRequired });
    else for (const { field, message } of cardIssues(values, now())) context.addIssue({ code: 'custom', path: [field], message });
  });
  return zodResolver(schema) as Resolver<CardFields>;
}
