import type { ChannelSeed } from './types';

export const varsityPages: ChannelSeed['pages'] = [
  {
    name: 'About Us',
    url: '/about',
    alt_name: 'about',
    content: `# About Varsity Sports Network

Varsity Sports Network brings college sports to every screen. We broadcast more than 1,200 games a season from six member schools across basketball, hockey, soccer and volleyball — live, in HD, with replays available within an hour of the final whistle.

## What we cover

- **Every home game** of our member schools, men's and women's programs alike
- **Conference tournaments** and championship weekends
- **Student-produced shows**: weekly highlights, coach interviews and signing-day specials

## Built with the schools

Our crews work side by side with each athletic department and its student broadcasters. Part of every pass sold goes back to the schools' media programs.

Questions? Visit our [FAQ](/faq) or [contact us](/contacts).`,
  },
  {
    name: 'Privacy Policy',
    url: '/privacy_policy',
    alt_name: 'privacy_policy',
    content: `# Privacy Policy

_Last updated: August 1, 2025_

This policy explains what Varsity Sports Network ("we") collects when you use our website and apps, and how we use it.

## Information we collect

- **Account details** you give us: name, email address and marketing preference.
- **Purchase records**: the passes and subscriptions you buy. Card details are handled by our payment processor and never stored on our servers.
- **Viewing data**: which games you watch and for how long, used to improve streams and recommendations.
- **Device data**: browser type, approximate location derived from your IP address (to apply broadcast rights) and cookies.

## How we use it

We use your information to provide the service, process payments, enforce regional broadcast rights, send receipts and — only if you opt in — newsletters.

## Your choices

You can update your profile, unsubscribe from emails at any time, and delete your account from your profile page. Requests about your data are reviewed within 5 business days.

## Contact

privacy@varsitysports.example`,
  },
  {
    name: 'Terms & Conditions',
    url: '/terms_conditions',
    alt_name: 'terms_conditions',
    content: `# Terms & Conditions

By creating an account or purchasing access on Varsity Sports Network you agree to these terms.

## Accounts

You are responsible for keeping your password secure. One account is for one household; sharing credentials publicly may lead to suspension.

## Purchases

- Prices are shown in US dollars and include applicable service fees.
- **All sales are final.** If a game you purchased is cancelled and not rescheduled, we credit your account.
- Subscriptions renew automatically at the end of each billing period until cancelled. Monthly cycles are 30 days; annual cycles are 12 months.
- Free trials are available once per account.

## Regional availability

Some games are unavailable in certain regions because of broadcast agreements. Blocked viewers see the message "this content is not available in your region".

## Acceptable use

Recording, re-streaming or redistributing our broadcasts is not permitted. Clips you create may be shared through the share links we provide.

## Changes

We may update these terms; we will notify registered users by email at least 14 days before changes take effect.`,
  },
  {
    name: 'Championships',
    url: '/championships',
    alt_name: 'championships',
    content: `# Championship Central

Every title game from our member conferences, in one place.

## Great Lakes Conference Tournament

Men's and women's basketball quarter-finals through the final, live from Huskies Fieldhouse in Northfield.

## Frozen Four Regionals

Division I hockey regional rounds at Crestwood Ice Arena, with pre-game shows from the student broadcast team.

## Fall Soccer Finals

Both semi-finals and the final from Eastport Memorial Stadium.

Championship games are included with the **2026-27 Basic Pass** and every All-Access subscription.`,
  },
];
