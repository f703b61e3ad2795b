import type { BootstrapData, ProjectSettingsFile } from '@ott/contracts/channel';

/** The public settings file of the varsity channel: sandbox payments, no social login, no reCAPTCHA. */
export function makeSettingsFile(overrides: { payments?: ProjectSettingsFile['payments']; features?: Partial<ProjectSettingsFile['features']> } = {}): ProjectSettingsFile {
  return {
    channel_key: 'varsity',
    api_origin: '',
    media_origin: '',
    analytics_origin: '',
    key_origin: '',
    payments: overrides.payments ?? { provider: 'sandbox', publishable_key: null },
    features: { social_login: [], recaptcha_site_key: null, ...overrides.features },
  };
}

export function makeBootstrap(overrides: { settings?: Partial<BootstrapData['settings']> } & Partial<Omit<BootstrapData, 'settings'>> = {}): BootstrapData {
  const { settings, ...rest } = overrides;
  return {
    color_settings: {
      'header-background': '#0b2545',
      'header-text-color': '#ffffff',
      'body-background': '#f4f6fb',
      'body-text-color': '#141a26',
      'footer-background': '#0a1730',
      'footer-text-color': '#d8deea',
      'primary-color': '#e4572e',
      'primary-text-color': '#ffffff',
      'header-background-transparency': 0.9,
      'header-text-color-transparency': 1,
      'body-background-transparency': 1,
      'body-text-color-transparency': 1,
      'footer-background-transparency': 1,
      'footer-text-color-transparency': 1,
      'primary-color-transparency': 1,
      'primary-text-color-transparency': 1,
    },
    event_categories: [{ id: 1, name: 'Basketball', alias: 'basketball', parent_id: null, children: [] }],
    event_locations: [],
    faq: [{ id: 1, question: 'How do I watch?', answer: 'Buy a **pass**, then press play.', weight: 1 }],
    menu: [
      { id: 1, title: 'Schedule', url: '/upcoming', type: 'link', weight: 1 },
      { id: 2, title: 'Teams', url: '', type: 'participants', weight: 2 },
      { id: 3, title: 'Schools', url: '', type: 'participant_groups', weight: 3 },
    ],
    packages: [],
    pages: [
      { id: 1, name: 'About us', url: '/about', alt_name: 'about' },
      { id: 2, name: 'Championship Week', url: '/championship-week', alt_name: 'championship-week' },
    ],
    participant_groups: [{ id: 1, name: 'Northfield University', alias: 'northfield', image: null }],
    participant_group_properties: [],
    settings: {
      channel_name: 'Varsity Sports Network',
      logo: null,
      language: 'en',
      currency: 'USD',
      remoteAuth: 0,
      auth: { remote_auth: 0 },
      'yare-analytics': null,
      'google-analytics': null,
      prerolls: [],
      extra_routes: [],
      ...settings,
    },
    slides: [],
    static_blocks: [{ id: 1, alias: 'contact', title: 'Contact', content: 'Write to [us](mailto:help@example.com).', position: 'footer' }],
    subscriptions: [],
    ...rest,
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
