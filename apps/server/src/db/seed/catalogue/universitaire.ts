import type { CatalogueSeed } from '../types';
import { contactFields } from './contact-fields';

export const universitaireCatalogue: CatalogueSeed = {
  timeZones: {
    'Colisée des Harfangs': 'America/Toronto',
    'Pavillon des Corsaires': 'America/Toronto',
    'Stade du Fjord': 'America/Toronto',
    'Aréna des Cantons': 'America/Toronto',
    "Centre sportif de l'Outaouais": 'America/Toronto',
  },
  defaultTimeZone: 'America/Toronto',
  eventName: ({ sport, gender, away, home }) => `${sport} ${gender === 'men' ? 'masculin' : 'féminin'}\u00a0: ${away} c. ${home}`,
  eventDescription: ({ conference, division, venue, city }) => `${conference} · ${division} · ${venue}, ${city}.`,
  blackoutCountries: ['GB'],
  vod: {
    categories: [
      { alias: 'replays', name: 'Matchs complets' },
      { alias: 'highlights', name: 'Faits saillants' },
      { alias: 'interviews', name: 'Entrevues et reportages' },
    ],
    highlightTitle: (eventName) => `Faits saillants — ${eventName}`,
    interviews: [
      'Les Harfangs en route vers la Coupe\u00a0: entrevue avec l’entraîneuse-chef',
      'Dans les coulisses du Stade du Fjord',
      'Les recrues des Corsaires se présentent',
      'Volleyball\u00a0: la relève des Cantons',
      'Journée des médias de la Ligue universitaire du Québec',
    ],
    rails: { latest: 'Dernières reprises', highlights: 'Meilleurs moments', bySport: (sport) => `Reprises — ${sport}`, interviews: 'Entrevues et reportages' },
  },
  contactForm: {
    title: 'Nous joindre',
    description: 'Une question sur un match, votre forfait ou un paiement\u00a0? Écrivez-nous\u00a0: nous répondons en 5 jours ouvrables.',
    submit_label: 'Envoyer',
    success_message: 'Merci\u00a0! Votre message a été envoyé. Nous vous répondrons en 5 jours ouvrables.',
    fields: contactFields({
      name: 'Votre nom',
      email: 'Courriel',
      topic: 'Sujet',
      message: 'Message',
      topics: [
        ['general', 'Question générale'],
        ['billing', 'Forfaits et facturation'],
        ['technical', 'Problème de lecture'],
        ['content', 'Demande de contenu'],
      ],
    }),
  },
};
