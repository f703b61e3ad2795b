import { describe, expect, it } from 'vitest';
import { announcementMail } from './announcement-mail';
import { markdownToHtml, markdownToText } from './announcement-markdown';
import { createUnsubscribeTokens, unsubscribeKey } from './unsubscribe-token';

const channel = { name: 'Varsity', colorSettings: { 'header-background': '#0b2545', 'header-text-color': 'red;background:url(x)' } as never };

describe('announcement mail', () => {
  it('renders Markdown to safe HTML: raw HTML as text, only web and mail links', () => {
    const html = markdownToHtml('**Hi** <img src=x onerror=alert(1)> [a](javascript:alert(1)) [b](https://example.test) [c](mailto:x@example.test)');
    expect(html).toBe(
      '<p><strong>Hi</strong> &lt;img src=x onerror=alert(1)&gt; [a](javascript:alert(1)) <a href="https://example.test">b</a> <a href="mailto:x@example.test">c</a></p>\n',
    );
  });

  it('gives a plain-text part with paragraphs, list markers and link addresses', () => {
    expect(markdownToText('# Big game\n\nCome **early**, see [the map](https://example.test/map).\n\n- doors at 6\n- kick-off at 7\n\n1. one\n2. two\n\n> quoted')).toBe(
      'Big game\n\nCome early, see the map (https://example.test/map).\n\n- doors at 6\n- kick-off at 7\n\n1. one\n2. two\n\n> quoted',
    );
  });

  it('wraps the body in the channel colours, keeping only hex colours, with the unsubscribe footer in the language', () => {
    const mail = announcementMail({ channel, language: 'fr', subject: 'Le\nmatch', body: 'Salut', unsubscribeUrl: 'https://tv.example/unsubscribe/1.x' });
    expect(mail.subject).toBe('Le match');
    expect(mail.html).toContain('background:#0b2545;color:#ffffff');
    expect(mail.html).not.toContain('url(x)');
    expect(mail.html).toContain('<a href="https://tv.example/unsubscribe/1.x" style="color:#ffffff;text-decoration:underline">Se désabonner</a>');
    expect(mail.text).toBe('Salut\n\n—\nVous recevez ce courriel parce que vous avez accepté de recevoir les nouvelles de Varsity.\nSe désabonner\u00a0: https://tv.example/unsubscribe/1.x\n');
  });
});

describe('unsubscribe tokens', () => {
  const tokens = createUnsubscribeTokens(unsubscribeKey('server-secret'));

  it('verify for the user and channel they were made for only', () => {
    const token = tokens.sign({ id: 42, channelId: 1 });
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.userIdOf(token)).toBe(42);
    expect(tokens.verify(token, { id: 42, channelId: 1 })).toBe(true);
    expect(tokens.verify(token, { id: 42, channelId: 2 })).toBe(false);
    expect(tokens.verify(token.replace(/^42/, '43'), { id: 43, channelId: 1 })).toBe(false);
    expect(createUnsubscribeTokens(unsubscribeKey('another-secret')).verify(token, { id: 42, channelId: 1 })).toBe(false);
  });

  it('read no user from a malformed token', () => {
    for (const bad of ['', '42', '042.' + 'a'.repeat(43), '42.' + 'a'.repeat(42), '99999999999.' + 'a'.repeat(43), '42.' + 'a'.repeat(42) + '=']) expect(tokens.userIdOf(bad)).toBeNull();
  });
});
