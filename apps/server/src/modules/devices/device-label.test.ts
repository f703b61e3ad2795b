import { describe, expect, it } from 'vitest';
import { describeDevice } from './device-label';

describe('describeDevice', () => {
  it('names the browser and the system in no language (the app shows it as it is in English or French), and the kind of device', () => {
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36')).toEqual({ type: 'desktop', label: 'Chrome · Windows' });
    expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toEqual({ type: 'phone', label: 'Safari · iOS' });
    expect(describeDevice('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toEqual({ type: 'tablet', label: 'Safari · iOS' });
  });

  it('knows a smart TV', () => {
    expect(describeDevice('Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36').type).toBe('tv');
  });

  it('says so when the user agent is missing', () => {
    expect(describeDevice(undefined)).toEqual({ type: 'unknown', label: '' });
    expect(describeDevice('')).toEqual({ type: 'unknown', label: '' });
  });
});
