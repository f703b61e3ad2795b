import type { Language } from '@ott/contracts';

/**
 * The texts a channel made in the console or imported starts with (modules/channel/starter-content.ts), in its
 * language: generic legal pages for a streaming service and a contact form. `{channel}` stands for the channel's
 * name; what only the operator knows is a bold [placeholder] to replace before opening (the console's setup checklist
 * asks for the pages to be reviewed). Beside the demo's own texts, as content rather than API messages.
 */
export interface StarterTexts {
  privacy: { name: string; content: string };
  terms: { name: string; content: string };
  contactForm: {
    title: string;
    description: string;
    submit_label: string;
    success_message: string;
    labels: { name: string; email: string; topic: string; message: string; topics: Array<[value: string, label: string]> };
  };
}

const en: StarterTexts = {
  privacy: {
    name: 'Privacy Policy',
    content: `# Privacy Policy

This policy explains what {channel} ("we") collects when you use our website and apps, why, and the choices you have.

**[Operator: replace every bracketed text with your own details and have this page checked by your legal adviser before opening the channel.]**

## Who we are

{channel} is operated by **[your organisation's legal name and postal address]**. Questions about your data: **[privacy contact email]**.

## What we collect

- **Account details** you give us: name, email address and whether you want our newsletter.
- **Purchases**: the passes, subscriptions and events you buy. Card details go straight to our payment processor; we never store them.
- **Viewing data**: what you watch and for how long, to run the service, fix playback problems and count audiences.
- **Device data**: browser, device type, approximate location derived from your IP address (to apply broadcast rights) and cookies.

## Cookies and analytics

We use cookies that keep you signed in and remember your choices. Audience measurement runs only after you accept the cookie notice; if you decline, nothing is sent.

## How we use it

To provide the service, process payments, apply regional broadcast rights, send receipts and account messages, and, only if you opt in, newsletters. We do not sell your personal data.

## How long we keep it

Account data is kept while your account is open; purchase records for as long as accounting law requires (**[retention period]**).

## Your rights

You can see and update your profile, unsubscribe from emails at any time and delete your account from your profile page. For any other request (access, correction, portability, objection), write to **[privacy contact email]**; we answer within 5 business days.

## Changes

We will announce material changes on this page before they take effect.

_Last updated: **[date]**_`,
  },
  terms: {
    name: 'Terms & Conditions',
    content: `# Terms & Conditions

These terms govern your use of {channel}, operated by **[your organisation's legal name]**. By creating an account or buying access you agree to them.

**[Operator: replace every bracketed text with your own details and have this page checked by your legal adviser before opening the channel.]**

## Your account

Keep your password secure; you are responsible for what is done with your account. An account is for personal use; sharing it publicly may lead to its suspension.

## Purchases and subscriptions

- Prices are shown with their currency and include the service fees shown at checkout.
- **All sales are final**, except where the law gives you a right to a refund. If an event you bought is cancelled and not rescheduled, **[what you offer: a credit or a refund]**.
- Subscriptions renew automatically at the end of each period until you cancel them from your profile. Monthly periods are 30 days; annual periods are 12 months.
- A free trial is available once per account.

## Regional availability

Some content is unavailable in some regions because of broadcast rights. Viewers there see the message "this content is not available in your region".

## Acceptable use

Recording, re-streaming or redistributing our broadcasts is not permitted. Clips you make may be shared through the share links we provide.

## Liability

We do our best to keep streams available but cannot guarantee uninterrupted service. **[Limitation of liability that applies to you.]**

## Governing law

These terms are governed by the laws of **[province, state or country]**.

## Contact

**[contact email]**, or our [contact page](/contacts).

_Last updated: **[date]**_`,
  },
  contactForm: {
    title: 'Contact us',
    description: 'Questions about an event, your pass or a payment? Write to us and we will answer within 5 business days.',
    submit_label: 'Send message',
    success_message: 'Thanks! Your message has been sent. We will answer within 5 business days.',
    labels: {
      name: 'Your name',
      email: 'Email',
      topic: 'Topic',
      message: 'Message',
      topics: [
        ['general', 'General question'],
        ['billing', 'Passes and billing'],
        ['technical', 'Playback problem'],
      ],
    },
  },
};

const fr: StarterTexts = {
  privacy: {
    name: 'Politique de confidentialité',
    content: `# Politique de confidentialité

Cette politique explique ce que {channel} («\u00a0nous\u00a0») recueille lorsque vous utilisez notre site et nos applications, pourquoi, et les choix qui s’offrent à vous.

**[Exploitant\u00a0: remplacez chaque texte entre crochets par vos propres renseignements et faites vérifier cette page par votre conseiller juridique avant d’ouvrir la chaîne.]**

## Qui sommes-nous

{channel} est exploitée par **[raison sociale et adresse postale de votre organisation]**. Questions sur vos données\u00a0: **[courriel de contact pour la vie privée]**.

## Ce que nous recueillons

- **Les renseignements de compte** que vous nous donnez\u00a0: nom, adresse courriel et votre choix de recevoir notre infolettre.
- **Vos achats**\u00a0: les forfaits, abonnements et événements que vous achetez. Les données de carte vont directement à notre processeur de paiement\u00a0; nous ne les conservons jamais.
- **Vos visionnements**\u00a0: ce que vous regardez et combien de temps, pour offrir le service, corriger les problèmes de lecture et mesurer l’auditoire.
- **Votre appareil**\u00a0: navigateur, type d’appareil, emplacement approximatif tiré de votre adresse IP (pour appliquer les droits de diffusion) et témoins.

## Témoins et mesure d’audience

Nous utilisons des témoins qui vous gardent connecté et retiennent vos choix. La mesure d’audience ne fonctionne qu’après que vous avez accepté l’avis sur les témoins\u00a0; si vous refusez, rien n’est envoyé.

## Comment nous les utilisons

Pour offrir le service, traiter les paiements, appliquer les droits de diffusion régionaux, envoyer les reçus et les messages liés au compte et, seulement si vous y consentez, l’infolettre. Nous ne vendons pas vos renseignements personnels.

## Durée de conservation

Les données du compte sont conservées tant que le compte est ouvert\u00a0; les données d’achat aussi longtemps que la loi comptable l’exige (**[durée de conservation]**).

## Vos droits

Vous pouvez consulter et modifier votre profil, vous désabonner des courriels en tout temps et supprimer votre compte depuis votre profil. Pour toute autre demande (accès, rectification, portabilité, opposition), écrivez à **[courriel de contact pour la vie privée]**\u00a0; nous répondons en 5 jours ouvrables.

## Modifications

Nous annoncerons sur cette page tout changement important avant son entrée en vigueur.

_Dernière mise à jour\u00a0: **[date]**_`,
  },
  terms: {
    name: 'Conditions d’utilisation',
    content: `# Conditions d’utilisation

Ces conditions régissent votre utilisation de {channel}, exploitée par **[raison sociale de votre organisation]**. En créant un compte ou en achetant un accès, vous les acceptez.

**[Exploitant\u00a0: remplacez chaque texte entre crochets par vos propres renseignements et faites vérifier cette page par votre conseiller juridique avant d’ouvrir la chaîne.]**

## Votre compte

Gardez votre mot de passe en sécurité\u00a0; vous êtes responsable de ce qui est fait avec votre compte. Un compte est à usage personnel\u00a0; le partager publiquement peut entraîner sa suspension.

## Achats et abonnements

- Les prix sont indiqués avec leur devise et comprennent les frais de service affichés au paiement.
- **Toutes les ventes sont finales**, sauf lorsque la loi vous donne droit à un remboursement. Si un événement acheté est annulé et n’est pas reporté, **[ce que vous offrez\u00a0: un crédit ou un remboursement]**.
- Les abonnements se renouvellent automatiquement à la fin de chaque période jusqu’à ce que vous les annuliez depuis votre profil. Les périodes mensuelles durent 30 jours\u00a0; les périodes annuelles, 12 mois.
- Un essai gratuit est offert une fois par compte.

## Disponibilité régionale

Certains contenus ne sont pas offerts dans certaines régions en raison des droits de diffusion. Les spectateurs de ces régions voient un message le leur indiquant.

## Utilisation acceptable

Il est interdit d’enregistrer, de retransmettre ou de redistribuer nos diffusions. Les extraits que vous créez peuvent être partagés au moyen des liens de partage que nous fournissons.

## Responsabilité

Nous faisons de notre mieux pour que les diffusions restent accessibles, sans pouvoir garantir un service ininterrompu. **[Limitation de responsabilité applicable.]**

## Droit applicable

Ces conditions sont régies par les lois de **[province, État ou pays]**.

## Nous joindre

**[courriel de contact]**, ou notre [page de contact](/contacts).

_Dernière mise à jour\u00a0: **[date]**_`,
  },
  contactForm: {
    title: 'Nous joindre',
    description: 'Une question sur un événement, votre forfait ou un paiement\u00a0? Écrivez-nous\u00a0: nous répondons en 5 jours ouvrables.',
    submit_label: 'Envoyer',
    success_message: 'Merci\u00a0! Votre message a été envoyé. Nous vous répondrons en 5 jours ouvrables.',
    labels: {
      name: 'Votre nom',
      email: 'Courriel',
      topic: 'Sujet',
      message: 'Message',
      topics: [
        ['general', 'Question générale'],
        ['billing', 'Forfaits et facturation'],
        ['technical', 'Problème de lecture'],
      ],
    },
  },
};

export const STARTER_TEXTS: Record<Language, StarterTexts> = { en, fr };
