/**
 * The console API's English messages (server modules behind `/api/admin`, the contracts' admin schemas and field
 * rules) with their French text. `{name}` stands for a value the server fills in (a number, a path, a name); the
 * French text carries the same placeholders. `server-messages.test.ts` fails when the console API gains an English
 * message that has no entry here.
 */
export const FRENCH_SERVER_MESSAGES: Record<string, string> = {
  // Shared messages (contracts `Messages`, lib/errors)
  'Field is required': 'Ce champ est obligatoire',
  'Field value is invalid': 'La valeur de ce champ est invalide',
  'Field length must be greater than {number}': 'La longueur du champ doit être supérieure à {number}',
  'Field length must be less than {number}': 'La longueur du champ doit être inférieure à {number}',
  'A valid email address is required': 'Une adresse électronique valide est requise',
  'A valid phone number is required': 'Un numéro de téléphone valide est requis',
  'Not found': 'Introuvable',
  'Too many requests': 'Trop de requêtes',
  'Request body is too large': 'Le corps de la requête est trop volumineux',
  'Malformed JSON in request body': 'JSON mal formé dans le corps de la requête',
  'Something went wrong': 'Une erreur est survenue',
  'Undefined error': 'Erreur indéfinie',
  'No channel or api key found': "Aucune chaîne ni clé d'API trouvée",
  'Unsupported content type; send application/json': 'Type de contenu non pris en charge ; envoyez application/json',
  'Bad Request': 'Requête invalide',
  'The server could not be reached': 'Le serveur est injoignable',

  // Sign-in, session, access
  'Sign in to the console': 'Connectez-vous à la console',
  'Your session has expired; sign in again': 'Votre session a expiré ; reconnectez-vous',
  'Your role does not allow this': 'Votre rôle ne le permet pas',
  'Missing or wrong CSRF token; reload the console': 'Jeton CSRF absent ou erroné ; rechargez la console',
  'Choose a new password first': "Choisissez d'abord un nouveau mot de passe",
  'Wrong email or password': 'Adresse électronique ou mot de passe erroné',
  'Enter the code from your authenticator app': "Saisissez le code de votre application d'authentification",
  'Wrong or expired code': 'Code erroné ou expiré',
  'Channel not found': 'Chaîne introuvable',

  'Wrong password': 'Mot de passe erroné',
  'Choose a password other than the current one': "Choisissez un mot de passe différent de l'actuel",
  'Must be at least 12 characters': 'Au moins 12 caractères',
  'Enter the 6-digit code': 'Saisissez le code à 6 chiffres',

  // Operators
  'An operator with this email already exists': 'Un opérateur avec cette adresse électronique existe déjà',
  'The last owner cannot be removed or demoted': 'Le dernier propriétaire ne peut être ni supprimé ni rétrogradé',
  'Operator not found': 'Opérateur introuvable',
  'Unknown channel {key}': 'Chaîne inconnue {key}',
  'You may grant roles only on channels you administer': 'Vous ne pouvez attribuer des rôles que sur les chaînes que vous administrez',
  'Only an owner may make an owner': 'Seul un propriétaire peut nommer un propriétaire',
  'Give the operator a role on at least one channel': "Donnez à l'opérateur un rôle sur au moins une chaîne",
  'This operator also holds roles on channels you do not administer; an owner may reset their password':
    "Cet opérateur a aussi des rôles sur des chaînes que vous n'administrez pas ; un propriétaire peut réinitialiser son mot de passe",
  'Only an owner may make or unmake an owner': 'Seul un propriétaire peut nommer ou destituer un propriétaire',
  'You cannot delete your own account': 'Vous ne pouvez pas supprimer votre propre compte',
  'This operator also holds roles on channels you do not administer; remove their roles here instead':
    "Cet opérateur a aussi des rôles sur des chaînes que vous n'administrez pas ; retirez plutôt ses rôles ici",
  'One role per channel': 'Un seul rôle par chaîne',

  // Channels, branding
  'This channel key is taken': 'Cette clé de chaîne est déjà prise',
  '{hostname} already belongs to another channel': '{hostname} appartient déjà à une autre chaîne',
  'Only an owner may add a hostname': "Seul un propriétaire peut ajouter un nom d'hôte",
  'Must be a hostname such as riverside.example.com': "Doit être un nom d'hôte comme riverside.example.com",
  'Must be a time zone such as America/Toronto': 'Doit être un fuseau horaire comme America/Toronto',
  'Each hostname once': "Chaque nom d'hôte une seule fois",
  'The file is not a PNG, JPEG, WebP or SVG image': "Le fichier n'est pas une image PNG, JPEG, WebP ou SVG",
  'The image is larger than {size} MB': "L'image dépasse {size} Mo",
  'Send the image as multipart/form-data in a field named file': "Envoyez l'image en multipart/form-data dans un champ nommé file",

  // Catalogue, events
  'Must be one of {values}': "Doit être l'une des valeurs {values}",
  'Not found in this channel': 'Introuvable dans cette chaîne',
  'A category cannot be inside itself': 'Une catégorie ne peut pas se contenir elle-même',
  'Delete or move its divisions first': "Supprimez ou déplacez d'abord ses divisions",
  'Events use this category; change their category first': "Des événements utilisent cette catégorie ; changez d'abord leur catégorie",
  'This team plays in events; change or delete those events first':
    "Cette équipe joue dans des événements ; modifiez ou supprimez d'abord ces événements",
  'Must be after the start': 'Doit être après le début',
  'Use lower-case letters, digits and dashes': 'Utilisez des minuscules, des chiffres et des tirets',
  'Use letters, digits, dashes, dots and underscores': 'Utilisez des lettres, des chiffres, des tirets, des points et des traits de soulignement',
  'Must be a Google tag id such as G-XXXXXXX': 'Doit être un identifiant de balise Google tel que G-XXXXXXX',
  'This analytics key belongs to another channel: two channels with one key would mix their figures':
    'Cette clé d’analyse appartient à une autre chaîne : deux chaînes avec une même clé mélangeraient leurs chiffres',
  'Use a colour such as #1a2b3c': 'Utilisez une couleur comme #1a2b3c',
  'Must be a positive integer': 'Doit être un entier positif',
  'Must be a whole number': 'Doit être un nombre entier',
  'Use two-letter country codes such as US': 'Utilisez des codes pays à deux lettres comme US',
  'Choose at least one country': 'Choisissez au moins un pays',
  'Use an ISO 8601 time with its offset': 'Utilisez une heure ISO 8601 avec son décalage',
  'Unknown time zone': 'Fuseau horaire inconnu',
  'Must be zero or a positive integer': 'Doit être zéro ou un entier positif',
  'Must be true or false': 'Doit être vrai ou faux',
  'Must be more than zero: an event free to watch is priced Free': 'Doit être supérieur à zéro : un événement gratuit a le tarif Gratuit',
  'Only a paid event can be sold through passes only': 'Seul un événement payant peut être vendu uniquement par forfaits',
  'A passes-only event has no single-event price': 'Un événement vendu uniquement par forfaits n’a pas de prix à l’unité',
  'One away and one home team': "Une équipe visiteuse et une équipe à domicile",
  'A team cannot play itself': 'Une équipe ne peut pas jouer contre elle-même',
  'Select at least one event': 'Sélectionnez au moins un événement',
  'This event has orders and cannot be deleted; hide it instead':
    'Cet événement a des commandes et ne peut pas être supprimé ; masquez-le plutôt',
  'This alias is already used in this channel': 'Cet alias est déjà utilisé dans cette chaîne',
  'Must match {field} when both are given': 'Doit correspondre à {field} quand les deux sont donnés',
  'Must be after start_date': 'Doit être après start_date',
  'Use a date such as 2026-11-25 or a time such as 2026-11-25T14:00:00Z':
    'Utilisez une date comme 2026-11-25 ou une heure comme 2026-11-25T14:00:00Z',

  // Content: pages, slides, blocks, prerolls, forms
  'Send every entry\'s id once, in the new order': 'Envoyez l’identifiant de chaque entrée une seule fois, dans le nouvel ordre',
  'Enter a path of this site starting with /, such as /upcoming': 'Saisissez un chemin de ce site commençant par /, comme /upcoming',
  'Enter a full address starting with https:// or http://': 'Saisissez une adresse complète commençant par https:// ou http://',
  'Use a path such as /championships: lower-case letters, digits, - and _':
    'Utilisez un chemin comme /championships : minuscules, chiffres, - et _',
  'The path {url} is already a screen of the app; choose another path':
    "Le chemin {url} est déjà un écran de l'application ; choisissez un autre chemin",
  "The path {url} is already one of the channel's extra routes; choose another path":
    'Le chemin {url} est déjà une des routes supplémentaires de la chaîne ; choisissez un autre chemin',
  'Another page of this channel already uses the path {url}': 'Une autre page de cette chaîne utilise déjà le chemin {url}',
  'Upload a picture for the slide': 'Téléversez une image pour la diapositive',
  'Enter a path starting with / or a full address starting with https://':
    'Saisissez un chemin commençant par / ou une adresse complète commençant par https://',
  'Choose what the slide is shown for': 'Choisissez pour quoi la diapositive est affichée',
  'A main slide is shown on the home page and has no target': "Une diapositive principale s'affiche sur l'accueil et n'a pas de cible",
  'No such item in this channel': "Cet élément n'existe pas dans cette chaîne",
  'Use lower-case letters, digits, - and _, such as footer-about': 'Utilisez des minuscules, des chiffres, - et _, comme footer-about',
  'Another block of this channel already uses this alias': 'Un autre bloc de cette chaîne utilise déjà cet alias',
  'Enter a two-letter country code such as US': 'Saisissez un code pays à deux lettres comme US',
  'Use a preroll clip such as /media/prerolls/promo.mp4, or a full https:// address':
    'Utilisez un clip pré-roll comme /media/prerolls/promo.mp4, ou une adresse https:// complète',
  'Choose live events, replays or both': 'Choisissez les directs, les rediffusions ou les deux',
  'No such location in this channel': "Ce lieu n'existe pas dans cette chaîne",
  'No such sport or category in this channel': "Ce sport ou cette catégorie n'existe pas dans cette chaîne",
  'Use lower-case letters, digits and _, starting with a letter': 'Utilisez des minuscules, des chiffres et _, en commençant par une lettre',
  'Each field needs a name of its own': 'Chaque champ doit avoir son propre nom',
  'A list needs at least one choice': 'Une liste doit avoir au moins un choix',
  'The longest length must not be under the shortest': 'La longueur maximale ne doit pas être inférieure à la minimale',

  // Channel documents (export / import)
  'Must be an ISO 8601 date and time': 'Doit être une date et heure ISO 8601',
  'Must be a colour like #1a2b3c': 'Doit être une couleur comme #1a2b3c',
  'Must be a two-letter country code': 'Doit être un code pays à deux lettres',
  'Must be "{format}"': 'Doit être « {format} »',
  'Only version {version} is understood': 'Seule la version {version} est comprise',
  'Id "{id}" is used twice': "L'identifiant « {id} » est utilisé deux fois",
  'Refers to no {what} "{ref}"': 'Ne renvoie à aucun élément {what} « {ref} »',
  'Unresolved {what} reference "{ref}"': 'Référence {what} « {ref} » non résolue',
  'A main slide has no target': "Une diapositive principale n'a pas de cible",
  'Ends before it starts': 'Se termine avant de commencer',
  'Refers to no category "{parent}"': 'Ne renvoie à aucune catégorie « {parent} »',
  'Categories must not contain themselves': 'Les catégories ne doivent pas se contenir elles-mêmes',

  // Media uploads (tus, /api/admin/uploads)
  "This upload would exceed the channel's media storage quota": 'Ce téléversement dépasserait le quota de stockage média de la chaîne',
  'This file is larger than the largest upload allowed': 'Ce fichier dépasse la taille maximale autorisée pour un téléversement',
  'Upload not found': 'Téléversement introuvable',
  'Send the size of the file in bytes (Upload-Length)': 'Envoyez la taille du fichier en octets (Upload-Length)',
  'The file is empty': 'Le fichier est vide',

  // Media library (contracts admin-media, modules/media-library)
  'This video is used and cannot be deleted; detach it first': "Cette vidéo est utilisée et ne peut pas être supprimée ; détachez-la d'abord",
  'Only a failed or cancelled video can be processed again': 'Seule une vidéo en échec ou annulée peut être traitée à nouveau',
  'Only a queued or processing video can be cancelled': 'Seule une vidéo en attente ou en cours de traitement peut être annulée',
  'Upload a WebVTT (.vtt) or SubRip (.srt) file': 'Téléversez un fichier WebVTT (.vtt) ou SubRip (.srt)',
  'This video already has captions in this language': 'Cette vidéo a déjà des sous-titres dans cette langue',
  'This video is still being processed': 'Cette vidéo est encore en cours de traitement',
  'The file is not a video we can read': "Ce fichier n'est pas une vidéo que nous savons lire",
  'The file has no video stream': 'Ce fichier ne contient aucun flux vidéo',
  'Unsupported container: upload MP4, MOV, MKV or WebM': 'Conteneur non pris en charge : téléversez un MP4, MOV, MKV ou WebM',
  'Transcoding failed': 'Le transcodage a échoué',
  'Processing was interrupted': 'Le traitement a été interrompu',
  'Use a two-letter language code such as en': 'Utilisez un code de langue à deux lettres comme en',
  'Must be a number of seconds': 'Doit être un nombre de secondes',
  'Must be 0 or more': 'Doit être supérieur ou égal à 0',
  'Must be at least 1': 'Doit être au moins 1',
  'Use an ISO 8601 date and time': 'Utilisez une date et heure ISO 8601',
  'No such poster candidate': "Cette proposition d'affiche n'existe pas",
  'Must be within the video (at most {seconds} seconds)': 'Doit se situer dans la vidéo (au plus {seconds} secondes)',
  'The caption file is larger than {size} MB': 'Le fichier de sous-titres dépasse {size} Mo',
  'Send the captions as multipart/form-data: a file field named file, and language and label fields':
    'Envoyez les sous-titres en multipart/form-data : un champ fichier nommé file, et les champs language et label',

  // Analytics
  'Use a date such as 2026-11-25': 'Utilisez une date comme 2026-11-25',
  'Must not be before from': 'Ne doit pas précéder from',
  'Choose at most 366 days': 'Choisissez au plus 366 jours',

  // Offer: passes, single-event prices, replay pricing rules
  'Must be at least the price': 'Doit être au moins égal au prix',
  'A subscription needs a period': 'Un abonnement doit avoir une période',
  'An addition needs at least one base pass': "Un complément doit s'ajouter à au moins un forfait de base",
  'Must be at most {number}': 'Doit être au plus {number}',
  'Must be between 1 and 36': 'Doit être compris entre 1 et 36',
  'Must be between 0 and 365': 'Doit être compris entre 0 et 365',
  'Must be between 0 and 100': 'Doit être compris entre 0 et 100',
  'This pass has 1 order and cannot be deleted; hide it instead': 'Ce forfait a 1 commande et ne peut pas être supprimé ; masquez-le plutôt',
  'This pass has {count} orders and cannot be deleted; hide it instead': 'Ce forfait a {count} commandes et ne peut pas être supprimé ; masquez-le plutôt',
  'Single-event packages are priced from their event': "Le prix d'un forfait à l'événement se règle depuis son événement",
  'A pricing rule already exists for this event or category; change it instead': 'Une règle de prix existe déjà pour cet événement ou cette catégorie ; modifiez-la plutôt',
  'Choose an event or a category': 'Choisissez un événement ou une catégorie',

  // Promo codes
  'A percentage is at most 100': 'Un pourcentage est au plus 100',
  'Choose at least one pass or event': 'Choisissez au moins un forfait ou un événement',
  'Unknown pass': 'Forfait inconnu',
  'Unknown event': 'Événement inconnu',
  'Use a date and time such as 2026-12-01T00:00:00Z': 'Utilisez une date et une heure comme 2026-12-01T00:00:00Z',
  'Use letters, digits, dashes and underscores': 'Utilisez des lettres, des chiffres, des tirets et des traits de soulignement',
  'Use a three-letter currency code such as USD': 'Utilisez un code de devise à trois lettres comme USD',
  'This promo code already exists in this channel': 'Ce code promo existe déjà dans cette chaîne',
  'This promo code has been used and cannot be deleted; deactivate it instead': 'Ce code promo a été utilisé et ne peut pas être supprimé ; désactivez-le plutôt',
  'Give a price or a percentage, not both': 'Indiquez un prix ou un pourcentage, pas les deux',
  'Change the pricing type or the price': 'Changez le type de tarif ou le prix',
  'Add at least one step': 'Ajoutez au moins une étape',
  'At most 10 steps': 'Au plus 10 étapes',
  'Each step comes later than the one before': 'Chaque étape vient après la précédente',
  // Orders and refunds (modules/orders, contracts admin-orders)
  'Only a paid order can be refunded': 'Seule une commande payée peut être remboursée',
  'This order is already refunded': 'Cette commande est déjà remboursée',
  'Nothing is left to refund on this order; a refund may be under way': 'Il ne reste rien à rembourser sur cette commande ; un remboursement est peut-être en cours',
  'The amount is more than what remains to refund': 'Le montant dépasse ce qui reste à rembourser',
  'Another refund of this order was made at the same time; reload the order': 'Un autre remboursement de cette commande a été fait au même moment ; rechargez la commande',
  'The payment provider refused the refund': 'Le prestataire de paiement a refusé le remboursement',
  'Enter an amount in minor units': 'Saisissez un montant en centimes',
  'The amount must be at least 1': 'Le montant doit être au moins de 1',
  'Refunded in the payment provider’s dashboard': 'Remboursé dans le tableau de bord du prestataire de paiement',
  // Customers (modules/customers)
  'Customer not found': 'Client introuvable',
  "Type the customer's email address to confirm": "Saisissez l'adresse électronique du client pour confirmer",
  'The customer already has this pass': 'Le client a déjà ce forfait',
  'This pass cannot be given': 'Ce forfait ne peut pas être offert',
  'This order is not a renewing subscription': "Cette commande n'est pas un abonnement qui se renouvelle",
  'Event not found': 'Événement introuvable',
  'Pass not found': 'Forfait introuvable',
};
