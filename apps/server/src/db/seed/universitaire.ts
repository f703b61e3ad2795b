import type { ChannelSeed } from './types';
import { universitaireCatalogue } from './catalogue/universitaire';
import { universitairePages } from './universitaire-pages';

const allTeams: ChannelSeed['schools'][number]['teams'] = [
  { sport: 'hockey', gender: 'men' },
  { sport: 'hockey', gender: 'women' },
  { sport: 'basketball', gender: 'men' },
  { sport: 'basketball', gender: 'women' },
  { sport: 'soccer', gender: 'women' },
  { sport: 'volleyball', gender: 'men' },
];
const someTeams = allTeams.filter((team) => team.sport === 'basketball' || team.sport === 'soccer');

export const universitaire: ChannelSeed = {
  key: 'universitaire',
  name: 'Réseau Sport Universitaire',
  hostnames: ['universitaire.localhost'],
  language: 'fr',
  currency: 'CAD',
  colors: {
    'header-background': '#0f3d2e',
    'header-text-color': '#fdf8ec',
    'body-background': '#fbf7ef',
    'body-text-color': '#1f2a24',
    'footer-background': '#0b2e22',
    'footer-text-color': '#d9e6dd',
    'primary-color': '#c8102e',
    'primary-text-color': '#ffffff',
    'header-background-transparency': 0.92,
    'header-text-color-transparency': 1,
    'body-background-transparency': 1,
    'body-text-color-transparency': 1,
    'footer-background-transparency': 1,
    'footer-text-color-transparency': 0.8,
    'primary-color-transparency': 1,
    'primary-text-color-transparency': 1,
  },
  settings: {
    remote_auth: 0,
    recaptcha: { enabled: false, site_key: null },
    yare_analytics: 'rsu-web-2025',
    google_analytics: null,
    extra_routes: [{ path: '/billets', title: 'Billets', redirect: '/packages' }],
  },
  menu: [
    { title: 'Accueil', url: '/', type: 'link' },
    { title: 'Horaire', url: '/upcoming', type: 'link' },
    { title: 'Équipes', url: '/', type: 'participants' },
    { title: 'Établissements', url: '/', type: 'participant_groups' },
    { title: 'Vidéothèque', url: '/vod_library', type: 'link' },
    { title: 'Forfaits', url: '/packages', type: 'link' },
    { title: 'FAQ', url: '/faq', type: 'link' },
    { title: 'Nous joindre', url: '/contacts', type: 'link' },
  ],
  pages: universitairePages,
  faq: [
    { question: "De quoi ai-je besoin pour regarder les matchs\u00a0?", answer: "D'un navigateur récent sur ordinateur, téléphone ou tablette, et d'une connexion d'au moins 5 Mbit/s pour la haute définition. Aucune application à installer." },
    { question: 'Quels matchs sont gratuits\u00a0?', answer: "Les matchs indiqués «\u00a0Gratuit\u00a0» dans l'horaire se regardent sans compte. Les matchs «\u00a0Inscription\u00a0» demandent seulement un compte gratuit\u00a0; les autres exigent un forfait, un abonnement ou l'achat du match." },
    { question: "Quelle est la différence entre une passe et un abonnement\u00a0?", answer: "Une passe couvre un ensemble précis de matchs — une saison, une équipe ou un championnat — et ne se renouvelle pas. Un abonnement donne accès à tout le réseau tant qu'il se renouvelle, chaque mois ou chaque année." },
    { question: "Puis-je essayer avant d'acheter\u00a0?", answer: "Oui. L'abonnement mensuel Accès total commence par un essai gratuit de 7 jours. Annulez depuis votre profil avant la fin de l'essai et aucun montant ne sera prélevé. Un seul essai par compte." },
    { question: "Pourquoi un match n'est-il pas disponible dans ma région\u00a0?", answer: "Certaines ligues vendent leurs droits de diffusion par région. Dans ce cas, le match affiche un message d'indisponibilité et n'est pas inclus dans votre forfait dans cette région." },
    { question: 'Quand les reprises sont-elles disponibles\u00a0?', answer: "Les reprises de tous les matchs sont dans la Vidéothèque moins d'une heure après la fin de la rencontre et y restent jusqu'à la fin de la saison." },
    { question: 'Puis-je obtenir un remboursement\u00a0?', answer: "Toutes les ventes sont finales. Si un match acheté est annulé et n'est pas reporté, un crédit est automatiquement porté à votre compte." },
  ],
  staticBlocks: [
    {
      alias: 'footer-about',
      title: 'Réseau Sport Universitaire',
      content: "Le sport universitaire québécois en direct et sur demande\u00a0: hockey, basketball, soccer et volleyball de la Ligue universitaire du Québec, produits avec les services des sports et les diffuseurs étudiants de nos établissements membres.",
      position: 'footer',
    },
    {
      alias: 'footer-support',
      title: 'Soutien',
      content: "Soutien aux abonnés\u00a0: soutien@sportuniversitaire.example · 418 555-0172, du lundi au vendredi de 9 h à 21 h et pendant toutes les diffusions en direct. Les demandes de contenu sont traitées dans un délai de 5 jours ouvrables.",
      position: 'footer',
    },
    {
      alias: 'home-welcome',
      title: 'Tous les matchs. Tous les établissements.',
      content: "Suivez votre équipe de la saison régulière jusqu'aux championnats.",
      position: 'home',
    },
  ],
  locations: [
    { name: 'Colisée des Harfangs', city: 'Valmont', country_code: 'CA' },
    { name: 'Pavillon des Corsaires', city: 'Québec', country_code: 'CA' },
    { name: 'Stade du Fjord', city: 'Saguenay', country_code: 'CA' },
    { name: 'Aréna des Cantons', city: 'Sherbrooke', country_code: 'CA' },
    { name: "Centre sportif de l'Outaouais", city: 'Gatineau', country_code: 'CA' },
  ],
  categories: [
    { name: 'Hockey', alias: 'hockey', children: [{ name: 'Division 1', alias: 'hockey-division-1' }] },
    { name: 'Basketball', alias: 'basketball', children: [{ name: 'Division 1', alias: 'basketball-division-1' }, { name: 'Division 2', alias: 'basketball-division-2' }] },
    { name: 'Soccer', alias: 'soccer', children: [{ name: 'Division 1', alias: 'soccer-division-1' }] },
    { name: 'Volleyball', alias: 'volleyball', children: [{ name: 'Division 1', alias: 'volleyball-division-1' }] },
  ],
  schools: [
    { name: 'Université de Valmont', short_name: 'Valmont', alias: 'valmont', nickname: 'Harfangs', color: '#003f87', conference: 'Ligue universitaire du Québec', city: 'Valmont, QC', teams: allTeams },
    { name: 'Université Beauport', short_name: 'Beauport', alias: 'beauport', nickname: 'Corsaires', color: '#b8860b', conference: 'Ligue universitaire du Québec', city: 'Québec, QC', teams: allTeams },
    { name: 'Université du Fjord', short_name: 'Fjord', alias: 'fjord', nickname: 'Cormorans', color: '#00666b', conference: 'Ligue universitaire du Québec', city: 'Saguenay, QC', teams: allTeams },
    { name: 'Université des Cantons', short_name: 'Cantons', alias: 'cantons', nickname: 'Loups', color: '#7a1f2b', conference: "Conférence de l'Est", city: 'Sherbrooke, QC', teams: someTeams },
    { name: 'Collège Sainte-Anne-des-Pins', short_name: 'Sainte-Anne', alias: 'sainte-anne', nickname: 'Faucons', color: '#2e5e1e', conference: "Conférence de l'Est", city: 'Trois-Rivières, QC', teams: someTeams },
    { name: "Institut polytechnique de l'Outaouais", short_name: 'Polytechnique Outaouais', alias: 'poly-outaouais', nickname: 'Titans', color: '#4a4a4a', conference: "Conférence de l'Ouest", city: 'Gatineau, QC', teams: someTeams },
  ],
  slides: [
    { type: 'main', title: 'Les séries sont commencées', subtitle: 'Tous les matchs éliminatoires en direct', link: '/upcoming' },
    { type: 'main', title: 'Passe saison de base 2026-2027', subtitle: 'Toute la saison universitaire pour un seul prix', link: '/packages' },
    { type: 'main', title: 'Les reprises en moins d’une heure', subtitle: 'Revoyez chaque match dans la Vidéothèque', link: '/vod_library' },
    { type: 'category', target: 'hockey', title: 'La Coupe de hockey universitaire', subtitle: 'En direct du Colisée des Harfangs', link: '/?sport=hockey' },
    { type: 'participant', target: 'valmont-hockey-men', title: 'Les Harfangs en quête du titre', subtitle: 'Valmont reçoit Beauport samedi', link: '/?team=valmont-hockey-men' },
    { type: 'group', target: 'beauport', title: 'Toute la saison des Corsaires', subtitle: "Procurez-vous la passe d'équipe", link: '/packages' },
  ],
  // La passe saison couvre tous les sports sauf le basketball, qui a sa propre passe; l'Accès total couvre tout.
  passes: [
    { name: 'Passe saison de base {season_long}', type: 'package', pass_type: 'regular', price: 12999, base_price: 15999, service_fee: 0, period: null, offer: null, trial_period: null, is_team_pass: false, weight: 100, covers: { categories: ['hockey', 'soccer', 'volleyball'] }, capabilities: ['watch', 'vod_media'] },
    { name: "Passe d'équipe Harfangs de Valmont", type: 'package', pass_type: 'regular', price: 4999, base_price: null, service_fee: 149, period: null, offer: null, trial_period: null, is_team_pass: true, weight: 80, covers: { schools: ['valmont'] }, capabilities: ['watch', 'vod_media'] },
    { name: "Passe d'équipe Corsaires de Beauport", type: 'package', pass_type: 'regular', price: 4999, base_price: null, service_fee: 149, period: null, offer: null, trial_period: null, is_team_pass: true, weight: 70, covers: { schools: ['beauport'] }, capabilities: ['watch', 'vod_media'] },
    { name: 'Passe basketball', type: 'package', pass_type: 'regular', price: 6999, base_price: 8999, service_fee: 0, period: null, offer: null, trial_period: null, is_team_pass: false, weight: 60, covers: { categories: ['basketball'] }, capabilities: ['watch', 'vod_media'] },
    { name: 'Supplément sans pub et téléchargements', type: 'additional', pass_type: 'addition', price: 1299, base_price: null, service_fee: 0, period: null, offer: null, trial_period: null, is_team_pass: false, weight: 50, covers: null, extends: ['Passe saison de base {season_long}', 'Passe basketball'], capabilities: ['no_ads', 'download', 'clipping', 'download_clip'] },
    { name: 'Accès total mensuel', type: 'subscription', pass_type: 'regular', price: 1199, base_price: null, service_fee: 0, period: 'monthly', offer: 'month', trial_period: 7, is_team_pass: false, weight: 90, covers: { all: true }, capabilities: ['watch', 'download', 'clipping', 'download_clip', 'no_ads', 'vod_media'] },
    { name: 'Accès total annuel', type: 'subscription', pass_type: 'regular', price: 10999, base_price: 14388, service_fee: 0, period: 'annual', offer: 'annual', trial_period: null, is_team_pass: false, weight: 100, covers: { all: true }, capabilities: ['watch', 'download', 'clipping', 'download_clip', 'no_ads', 'vod_media'] },
  ],
  commerce: {
    singleEventPrice: { paid: 699, ppv: 1799, service_fee: 99 },
    coupons: [
      { code: 'BIENVENUE10', kind: 'percent', value: 10, passes: null, max_redemptions: null },
      { code: 'RABAIS5', kind: 'amount', value: 500, passes: ['Passe saison de base {season_long}', "Passe d'équipe Harfangs de Valmont", "Passe d'équipe Corsaires de Beauport", 'Passe basketball'], max_redemptions: 1000 },
    ],
  },
  prerolls: [{ url: '/media/prerolls/rsu-saison-promo.mp4', weight: 10, location: null, categories: [], for_live: true, for_vod: true }],
  catalogue: universitaireCatalogue,
};
