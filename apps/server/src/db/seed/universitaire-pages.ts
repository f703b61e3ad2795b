import type { ChannelSeed } from './types';

export const universitairePages: ChannelSeed['pages'] = [
  {
    name: 'À propos',
    url: '/about',
    alt_name: 'about',
    content: `# À propos du Réseau Sport Universitaire

Le Réseau Sport Universitaire diffuse le sport étudiant québécois partout, sur tous les écrans. Plus de 800 matchs par saison, en direct et en haute définition, avec les reprises disponibles moins d'une heure après la fin de chaque rencontre.

## Notre couverture

- **Tous les matchs à domicile** de nos établissements membres, équipes masculines et féminines
- **Les séries éliminatoires** et les week-ends de championnat
- **Des émissions produites par les étudiants**\u00a0: faits saillants hebdomadaires, entrevues avec les entraîneurs et portraits d'athlètes

## Avec les établissements

Nos équipes de production travaillent avec chaque service des sports et ses diffuseurs étudiants. Une partie de chaque forfait vendu finance les programmes médias des établissements.

Des questions\u00a0? Consultez la [FAQ](/faq) ou [écrivez-nous](/contacts).`,
  },
  {
    name: 'Politique de confidentialité',
    url: '/privacy_policy',
    alt_name: 'privacy_policy',
    content: `# Politique de confidentialité

_Dernière mise à jour\u00a0: 1er août 2025_

Cette politique décrit les renseignements que le Réseau Sport Universitaire («\u00a0nous\u00a0») recueille lorsque vous utilisez notre site et nos applications, et la façon dont nous les utilisons.

## Renseignements recueillis

- **Votre compte**\u00a0: nom, adresse courriel et préférence d'infolettre.
- **Vos achats**\u00a0: forfaits et abonnements. Les données de carte sont traitées par notre fournisseur de paiement et ne sont jamais conservées sur nos serveurs.
- **Votre visionnement**\u00a0: les matchs regardés et leur durée, pour améliorer la diffusion et les recommandations.
- **Votre appareil**\u00a0: type de navigateur, région approximative déduite de l'adresse IP (pour respecter les droits de diffusion) et témoins (cookies).

## Utilisation

Ces renseignements servent à fournir le service, traiter les paiements, appliquer les droits de diffusion régionaux, envoyer les reçus et — seulement si vous y consentez — l'infolettre.

## Vos choix

Vous pouvez modifier votre profil, vous désabonner des courriels en tout temps et supprimer votre compte depuis votre profil. Les demandes concernant vos données sont traitées dans un délai de 5 jours ouvrables, conformément à la Loi 25.

## Nous joindre

confidentialite@sportuniversitaire.example`,
  },
  {
    name: "Conditions d'utilisation",
    url: '/terms_conditions',
    alt_name: 'terms_conditions',
    content: `# Conditions d'utilisation

En créant un compte ou en achetant un accès au Réseau Sport Universitaire, vous acceptez les présentes conditions.

## Compte

Vous êtes responsable de la confidentialité de votre mot de passe. Un compte est destiné à un seul foyer.

## Achats

- Les prix sont affichés en dollars canadiens, frais de service compris.
- **Toutes les ventes sont finales.** Si un match acheté est annulé et n'est pas reporté, un crédit est porté à votre compte.
- Les abonnements se renouvellent automatiquement à la fin de chaque période (30 jours pour le mensuel, 12 mois pour l'annuel) jusqu'à leur annulation.
- L'essai gratuit est offert une seule fois par compte.

## Disponibilité régionale

Certains matchs ne sont pas offerts dans toutes les régions en raison des ententes de diffusion.

## Utilisation permise

Il est interdit d'enregistrer, de rediffuser ou de redistribuer nos diffusions. Les extraits que vous créez peuvent être partagés au moyen des liens de partage fournis.`,
  },
  {
    name: 'Championnats',
    url: '/championnats',
    alt_name: 'championnats',
    content: `# Les championnats

Tous les matchs de championnat de la Ligue universitaire du Québec, au même endroit.

## Coupe de hockey universitaire

La ronde finale au Colisée des Harfangs de Valmont, avec une émission d'avant-match animée par les diffuseurs étudiants.

## Championnat provincial de basketball

Demi-finales et finale, masculines et féminines, en direct du Pavillon des Corsaires à Québec.

## Finale de soccer d'automne

La finale féminine et la finale masculine au Stade du Fjord, à Saguenay.

Les championnats sont inclus dans la **Passe saison de base 2026-2027** et dans tous les abonnements Accès total.`,
  },
];
