import { describe, expect, it } from 'vitest';
import { AdminLocationInput, AdminMenuEntryInput, AdminPageInput, AdminSlideInput, MENU_URL_MESSAGES, PAGE_PATH_MESSAGE, SLIDE_MESSAGES, pagePathProblem } from './admin-content';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('page paths', () => {
  it('accepts a free one-segment path', () => {
    expect(pagePathProblem('/championships')).toBeNull();
    expect(pagePathProblem('/season-2026_finals')).toBeNull();
  });

  it("refuses the app's own screens, by their first segment too", () => {
    expect(pagePathProblem('/faq')).toBe('The path /faq is already a screen of the app; choose another path');
    expect(pagePathProblem('/watch')).toMatch(/already a screen of the app/);
    expect(pagePathProblem('/profile')).toMatch(/already a screen of the app/);
    expect(pagePathProblem('/api')).toMatch(/already a screen of the app/);
    expect(pagePathProblem('/admin')).toMatch(/already a screen of the app/);
  });

  it('lets the about and legal pages live at the screens that show them', () => {
    expect(pagePathProblem('/about')).toBeNull();
    expect(pagePathProblem('/privacy_policy')).toBeNull();
    expect(pagePathProblem('/terms_conditions')).toBeNull();
  });

  it("refuses the channel's extra routes", () => {
    expect(pagePathProblem('/tickets', ['/tickets', '/scores'])).toBe("The path /tickets is already one of the channel's extra routes; choose another path");
  });

  it('refuses nested, upper-case or empty paths with one message', () => {
    for (const url of ['/a/b', 'championships', '/', '/Caps', '/with space']) expect(pagePathProblem(url)).toBe(PAGE_PATH_MESSAGE);
  });

  it('lower-cases a typed path before checking it', () => {
    expect(AdminPageInput.parse({ name: 'Finals', url: ' /Finals ', content: '# Hi' })).toEqual({ name: 'Finals', url: '/finals', content: '# Hi', published: true });
  });
});

describe('menu entries', () => {
  it('wants a path for app links and a web address for external ones', () => {
    expect(AdminMenuEntryInput.safeParse({ title: 'Live', url: '/live', type: 'link' }).success).toBe(true);
    expect(issues(AdminMenuEntryInput.safeParse({ title: 'Live', url: 'live', type: 'link' }))).toEqual({ url: MENU_URL_MESSAGES.internal });
    expect(issues(AdminMenuEntryInput.safeParse({ title: 'Shop', url: '/shop', type: 'external' }))).toEqual({ url: MENU_URL_MESSAGES.external });
    expect(AdminMenuEntryInput.safeParse({ title: 'Shop', url: 'https://shop.example.com', type: 'external' }).success).toBe(true);
    expect(issues(AdminMenuEntryInput.safeParse({ title: 'x', url: '//evil.example', type: 'link' }))).toEqual({ url: MENU_URL_MESSAGES.internal });
  });

  it('says which field is missing', () => {
    expect(issues(AdminMenuEntryInput.safeParse({ title: '  ', url: '/x', type: 'link' }))).toEqual({ title: 'Field is required' });
  });
});

describe('slides', () => {
  const slide = { slidable_type: 'main', title: 'Finals', image: '/media/uploads/1/slides/a.png' };

  it('needs a target except on the home page', () => {
    expect(AdminSlideInput.parse(slide)).toMatchObject({ slidable_id: null, subtitle: null, link: null });
    expect(issues(AdminSlideInput.safeParse({ ...slide, slidable_type: 'category' }))).toEqual({ slidable_id: SLIDE_MESSAGES.targetNeeded });
    expect(issues(AdminSlideInput.safeParse({ ...slide, slidable_id: 3 }))).toEqual({ slidable_id: SLIDE_MESSAGES.noTarget });
  });

  it('takes an uploaded picture or a web address, and a path or address as link', () => {
    expect(issues(AdminSlideInput.safeParse({ ...slide, image: 'javascript:alert(1)' }))).toEqual({ image: SLIDE_MESSAGES.image });
    expect(issues(AdminSlideInput.safeParse({ ...slide, link: 'javascript:alert(1)' }))).toEqual({ link: SLIDE_MESSAGES.link });
    expect(AdminSlideInput.safeParse({ ...slide, link: '/upcoming' }).success).toBe(true);
  });
});

describe('event locations', () => {
  it('upper-cases the country code and wants two letters', () => {
    expect(AdminLocationInput.parse({ name: 'Arena', city: 'Ottawa', country_code: 'ca' }).country_code).toBe('CA');
    expect(issues(AdminLocationInput.safeParse({ name: 'Arena', city: 'Ottawa', country_code: 'CAN' }))).toEqual({ country_code: 'Enter a two-letter country code such as US' });
  });
});
