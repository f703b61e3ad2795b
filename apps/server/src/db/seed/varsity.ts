import type { ChannelSeed } from './types';
import { varsityCatalogue } from './catalogue/varsity';
import { varsityPages } from './varsity-pages';

const sixTeams: ChannelSeed['schools'][number]['teams'] = [
  { sport: 'basketball', gender: 'men' },
  { sport: 'basketball', gender: 'women' },
  { sport: 'hockey', gender: 'men' },
  { sport: 'hockey', gender: 'women' },
  { sport: 'soccer', gender: 'women' },
  { sport: 'volleyball', gender: 'women' },
];
const fourTeams = sixTeams.filter((team) => team.sport !== 'hockey');

export const varsity: ChannelSeed = {
  key: 'varsity',
  name: 'Varsity Sports Network',
  hostnames: ['varsity.localhost'],
  language: 'en',
  currency: 'USD',
  colors: {
    'header-background': '#0b2545',
    'header-text-color': '#ffffff',
    'body-background': '#f4f6fb',
    'body-text-color': '#13203a',
    'footer-background': '#081b33',
    'footer-text-color': '#c9d3e6',
    'primary-color': '#e4572e',
    'primary-text-color': '#ffffff',
    'header-background-transparency': 0.95,
    'header-text-color-transparency': 1,
    'body-background-transparency': 1,
    'body-text-color-transparency': 1,
    'footer-background-transparency': 1,
    'footer-text-color-transparency': 0.85,
    'primary-color-transparency': 1,
    'primary-text-color-transparency': 1,
  },
  settings: {
    remote_auth: 1,
    // Registration asks for a reCAPTCHA token once enabled with a site key (and RECAPTCHA_SECRET_KEY set).
    recaptcha: { enabled: false, site_key: null },
    yare_analytics: 'vsn-web-2025',
    google_analytics: null,
    // Each viewer holds up to 25 clips; deleting one frees its slot (My clips shows how many are used).
    clip_limit: 25,
    extra_routes: [
      { path: '/tickets', title: 'Tickets', redirect: '/packages' },
      { path: '/scores', title: 'Scores', redirect: '/upcoming' },
    ],
  },
  menu: [
    { title: 'Home', url: '/', type: 'link' },
    { title: 'Schedule', url: '/upcoming', type: 'link' },
    { title: 'Teams', url: '/', type: 'participants' },
    { title: 'Schools', url: '/', type: 'participant_groups' },
    { title: 'VOD Library', url: '/vod_library', type: 'link' },
    { title: 'Passes', url: '/packages', type: 'link' },
    { title: 'FAQ', url: '/faq', type: 'link' },
    { title: 'Contact', url: '/contacts', type: 'link' },
  ],
  pages: varsityPages,
  faq: [
    { question: 'What do I need to watch?', answer: 'Any modern browser on a computer, phone or tablet, and a connection of at least 5 Mbps for HD. No app download is needed.' },
    { question: 'Which games are free?', answer: 'Games marked "Free" on the schedule can be watched without an account. Games marked "Register" only need a free account; everything else needs a pass, a subscription or a single-game purchase.' },
    { question: 'What is the difference between a pass and a subscription?', answer: 'A pass covers a fixed set of games — a whole season, one team or a championship — and never renews. A subscription gives you everything on the network for as long as it renews, monthly or annually.' },
    { question: 'Can I try before I buy?', answer: 'Yes. The Monthly All-Access subscription starts with a 7-day free trial. You can cancel from your profile before the trial ends and you will not be charged. Each account can use one trial.' },
    { question: 'Why does a game say it is not available in my region?', answer: 'Some conferences sell broadcast rights by region. When a game is blacked out where you are, it shows "this content is not available in your region" and it is not included in your pass there.' },
    { question: 'When are replays available?', answer: 'Replays of every game are in the VOD Library within an hour of the final whistle, and stay available for the rest of the season.' },
    { question: 'Can I get a refund?', answer: 'All sales are final. If a game you bought is cancelled and not rescheduled, we credit your account automatically.' },
    { question: 'How do I watch on my TV?', answer: 'Open "Link a device" in your profile and enter the code shown on your TV app, or cast from your phone\'s browser.' },
  ],
  staticBlocks: [
    {
      alias: 'footer-about',
      title: 'Varsity Sports Network',
      content: 'Live and on-demand college sports from the Great Lakes Conference, Pacific Coast Athletic, Atlantic Metro and Mountain West Alliance. Produced with the athletic departments and student broadcasters of our member schools.',
      position: 'footer',
    },
    {
      alias: 'footer-support',
      title: 'Support',
      content: 'Viewer support: support@varsitysports.example · (612) 555-0148, Monday to Friday 9 am – 9 pm CT and during every live broadcast. Content requests are reviewed within 5 business days.',
      position: 'footer',
    },
    {
      alias: 'home-welcome',
      title: 'Every game. Every school. One pass.',
      content: 'Follow your team through the regular season, conference tournaments and the road to the championship.',
      position: 'home',
    },
  ],
  locations: [
    { name: 'Huskies Fieldhouse', city: 'Northfield', country_code: 'US' },
    { name: 'Bayview Pavilion', city: 'Bayview', country_code: 'US' },
    { name: 'Crestwood Ice Arena', city: 'Crestwood', country_code: 'US' },
    { name: 'Eastport Memorial Stadium', city: 'Eastport', country_code: 'US' },
    { name: 'Granite Ridge Events Center', city: 'Granite Ridge', country_code: 'US' },
  ],
  categories: [
    { name: 'Basketball', alias: 'basketball', children: [{ name: 'Division I', alias: 'basketball-division-i' }, { name: 'Division II', alias: 'basketball-division-ii' }] },
    { name: 'Hockey', alias: 'hockey', children: [{ name: 'Division I', alias: 'hockey-division-i' }] },
    { name: 'Soccer', alias: 'soccer', children: [{ name: 'Division I', alias: 'soccer-division-i' }, { name: 'Division II', alias: 'soccer-division-ii' }] },
    { name: 'Volleyball', alias: 'volleyball', children: [{ name: 'Division I', alias: 'volleyball-division-i' }] },
  ],
  schools: [
    { name: 'Northfield University', short_name: 'Northfield', alias: 'northfield', nickname: 'Huskies', color: '#4b2e83', conference: 'Great Lakes Conference', city: 'Northfield, MN', teams: sixTeams },
    { name: 'Bayview State', short_name: 'Bayview State', alias: 'bayview-state', nickname: 'Mariners', color: '#005f86', conference: 'Pacific Coast Athletic', city: 'Bayview, CA', teams: fourTeams },
    { name: 'Crestwood College', short_name: 'Crestwood', alias: 'crestwood', nickname: 'Falcons', color: '#b5121b', conference: 'Great Lakes Conference', city: 'Crestwood, IL', teams: sixTeams },
    { name: 'Eastport University', short_name: 'Eastport', alias: 'eastport', nickname: 'Knights', color: '#1d3c6e', conference: 'Atlantic Metro', city: 'Eastport, ME', teams: sixTeams },
    { name: 'Granite Ridge University', short_name: 'Granite Ridge', alias: 'granite-ridge', nickname: 'Miners', color: '#8a6d3b', conference: 'Mountain West Alliance', city: 'Granite Ridge, CO', teams: fourTeams },
    { name: 'Lakeshore Tech', short_name: 'Lakeshore Tech', alias: 'lakeshore-tech', nickname: 'Lakers', color: '#007a53', conference: 'Great Lakes Conference', city: 'Lakeshore, WI', teams: sixTeams },
  ],
  slides: [
    { type: 'main', title: 'Conference Tournament Week', subtitle: 'Every quarter-final live from Huskies Fieldhouse', link: '/upcoming' },
    { type: 'main', title: 'The 2026-27 Basic Pass', subtitle: 'A whole season of college sports for one price', link: '/packages' },
    { type: 'main', title: 'Replays in an hour', subtitle: 'Catch up on every game in the VOD Library', link: '/vod_library' },
    { type: 'category', target: 'basketball', title: 'Hoops season is here', subtitle: "Men's and women's Division I and II", link: '/?sport=basketball' },
    { type: 'category', target: 'hockey', title: 'Road to the Frozen Four', subtitle: 'Regionals live from Crestwood Ice Arena', link: '/?sport=hockey' },
    { type: 'participant', target: 'northfield-basketball-men', title: 'Huskies on a 9-game run', subtitle: 'Northfield hosts Crestwood on Saturday', link: '/?team=northfield-basketball-men' },
    { type: 'group', target: 'eastport', title: 'Eastport Knights all season', subtitle: 'Get the Knights team pass', link: '/packages' },
  ],
  // The season pass covers every sport but hockey, which has its own pass; All-Access covers everything.
  passes: [
    { name: '{season} Basic Pass', type: 'package', pass_type: 'regular', price: 14999, base_price: 17999, service_fee: 0, period: null, offer: null, trial_period: null, is_team_pass: false, weight: 100, covers: { categories: ['basketball', 'soccer', 'volleyball'] }, capabilities: ['watch', 'vod_media'] },
    { name: 'Northfield Huskies Team Pass', type: 'package', pass_type: 'regular', price: 5999, base_price: null, service_fee: 199, period: null, offer: null, trial_period: null, is_team_pass: true, weight: 80, covers: { schools: ['northfield'] }, capabilities: ['watch', 'vod_media'] },
    { name: 'Eastport Knights Team Pass', type: 'package', pass_type: 'regular', price: 5999, base_price: null, service_fee: 199, period: null, offer: null, trial_period: null, is_team_pass: true, weight: 70, covers: { schools: ['eastport'] }, capabilities: ['watch', 'vod_media'] },
    { name: 'Hockey Season Pass', type: 'package', pass_type: 'regular', price: 7999, base_price: 9999, service_fee: 0, period: null, offer: null, trial_period: null, is_team_pass: false, weight: 60, covers: { categories: ['hockey'] }, capabilities: ['watch', 'vod_media'] },
    { name: 'Ad-free & Downloads Add-on', type: 'additional', pass_type: 'addition', price: 1499, base_price: null, service_fee: 0, period: null, offer: null, trial_period: null, is_team_pass: false, weight: 50, covers: null, extends: ['{season} Basic Pass', 'Hockey Season Pass'], capabilities: ['no_ads', 'download', 'clipping', 'download_clip'] },
    { name: 'Monthly All-Access', type: 'subscription', pass_type: 'regular', price: 1299, base_price: null, service_fee: 0, period: 'monthly', offer: 'month', trial_period: 7, is_team_pass: false, weight: 90, covers: { all: true }, capabilities: ['watch', 'download', 'clipping', 'download_clip', 'no_ads', 'vod_media'] },
    { name: '6-Month All-Access', type: 'subscription', pass_type: 'regular', price: 5999, base_price: 7794, service_fee: 0, period: 'monthly', offer: 'month', period_count: 6, trial_period: null, is_team_pass: false, weight: 85, covers: { all: true }, capabilities: ['watch', 'download', 'clipping', 'download_clip', 'no_ads', 'vod_media'] },
    { name: 'Annual All-Access', type: 'subscription', pass_type: 'regular', price: 11999, base_price: 15588, service_fee: 0, period: 'annual', offer: 'annual', trial_period: null, is_team_pass: false, weight: 100, covers: { all: true }, capabilities: ['watch', 'download', 'clipping', 'download_clip', 'no_ads', 'vod_media'] },
  ],
  commerce: {
    singleEventPrice: { paid: 799, ppv: 1999, service_fee: 99 },
    coupons: [
      { code: 'WELCOME10', kind: 'percent', value: 10, passes: null, max_redemptions: null },
      { code: 'SAVE5', kind: 'amount', value: 500, passes: ['{season} Basic Pass', 'Northfield Huskies Team Pass', 'Eastport Knights Team Pass', 'Hockey Season Pass'], max_redemptions: 1000 },
    ],
  },
  prerolls: [
    { url: '/media/prerolls/varsity-season-promo.mp4', weight: 10, location: null, categories: [], for_live: true, for_vod: true },
    { url: '/media/prerolls/huskies-fieldhouse-sponsor.mp4', weight: 5, location: 'Huskies Fieldhouse', categories: ['basketball'], for_live: true, for_vod: false },
  ],
  catalogue: varsityCatalogue,
};
