import type { CustomFormField } from '@ott/contracts';

interface Labels {
  name: string;
  email: string;
  topic: string;
  message: string;
  topics: Array<[value: string, label: string]>;
}

/** The contact form: name, email, topic and message. */
export function contactFields(labels: Labels): CustomFormField[] {
  const field = (overrides: Partial<CustomFormField> & Pick<CustomFormField, 'name' | 'label' | 'type'>): CustomFormField => ({
    required: true,
    placeholder: null,
    min_length: null,
    max_length: null,
    options: [],
    ...overrides,
  });
  return [
    field({ name: 'name', label: labels.name, type: 'text', max_length: 120 }),
    field({ name: 'email', label: labels.email, type: 'email', max_length: 254 }),
    field({ name: 'topic', label: labels.topic, type: 'select', required: false, options: labels.topics.map(([value, label]) => ({ value, label })) }),
    field({ name: 'message', label: labels.message, type: 'textarea', min_length: 10, max_length: 2000 }),
  ];
}
