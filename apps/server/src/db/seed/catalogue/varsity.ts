import type { CatalogueSeed } from '../types';
import { contactFields } from './contact-fields';

export const varsityCatalogue: CatalogueSeed = {
  timeZones: {
    'Huskies Fieldhouse': 'America/Chicago',
    'Bayview Pavilion': 'America/Los_Angeles',
    'Crestwood Ice Arena': 'America/Chicago',
    'Eastport Memorial Stadium': 'America/New_York',
    'Granite Ridge Events Center': 'America/Denver',
  },
  defaultTimeZone: 'America/Chicago',
  eventName: ({ sport, gender, away, home }) => `${gender === 'men' ? "Men's" : "Women's"} ${sport}: ${away} at ${home}`,
  eventDescription: ({ conference, division, venue, city }) => `${conference} · ${division} · live from ${venue}, ${city}.`,
  blackoutCountries: ['GB'],
  vod: {
    categories: [
      { alias: 'replays', name: 'Full Game Replays' },
      { alias: 'highlights', name: 'Highlights' },
      { alias: 'interviews', name: 'Interviews & Features' },
    ],
    highlightTitle: (eventName) => `Highlights — ${eventName}`,
    interviews: [
      'Coach Alvarez on the Huskies’ nine-game run',
      'Inside the Crestwood Ice Arena rebuild',
      'Eastport’s freshman class: meet the Knights',
      'Granite Ridge at altitude: how the Miners train',
      'Bayview State’s volleyball dynasty, 10 years on',
      'Conference media day: every coach, every answer',
    ],
    rails: { latest: 'Latest replays', highlights: 'Top highlights', bySport: (sport) => `${sport} replays`, interviews: 'Interviews & features' },
  },
  contactForm: {
    title: 'Contact us',
    description: 'Questions about a game, your pass or a payment? Write to us and we will answer within 5 business days.',
    submit_label: 'Send message',
    success_message: 'Thanks! Your message has been sent. We will answer within 5 business days.',
    fields: contactFields({
      name: 'Your name',
      email: 'Email',
      topic: 'Topic',
      message: 'Message',
      topics: [
        ['general', 'General question'],
        ['billing', 'Passes and billing'],
        ['technical', 'Playback problem'],
        ['content', 'Content request'],
      ],
    }),
  },
};
