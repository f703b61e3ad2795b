import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { mailDestination } from './mail-destination';

describe('where the start-up lines say mail goes', () => {
  it('names the SMTP host, never its credentials', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://user:secret@mail.example.com:587' });
    expect(mailDestination(config, 'http://localhost:8080')).toBe('sent through SMTP (mail.example.com:587)');
  });
  it('points a developer at the development mailbox', () => {
    expect(mailDestination(loadConfig({}), 'http://localhost:8080')).toBe('kept in the outbox, readable at http://localhost:8080/dev/mail');
  });
  it('says plainly that production without SMTP sends nothing', () => {
    expect(mailDestination(loadConfig({ NODE_ENV: 'production' }), 'http://localhost:8080')).toBe('not sent: set SMTP_URL');
  });
});
