import type { MessageCatalogue } from '../messages';

/** The error and validation texts in French (one file per language: a page loads only its own). */
const fr: MessageCatalogue = {
  sku_already_in_use: 'Vous avez déjà un produit avec ce SKU.',
  product_image_required: "L'image du produit est obligatoire",
  too_many_images: "Un produit a au plus 9 images : l'image principale et 8 autres.",
  product_name_required: 'Le nom du produit est obligatoire',
  product_name_too_long: 'Le nom du produit ne peut pas dépasser 100 caractères',
  invalid_price_format: 'Le prix doit être un nombre valide avec au plus 2 décimales',
  discount_out_of_range: 'La remise doit être comprise entre 0 et 100',
  invalid_stock_number: 'Veuillez saisir un nombre entier, 0 ou plus.',
  quantity_exceeds_stock: 'La quantité ne peut pas dépasser le niveau de stock',
  invalid_weight: 'Le poids est un nombre de kilogrammes supérieur à 0, avec au plus 3 décimales.',
  invalid_dimensions:
    'Écrivez les dimensions sous la forme longueur x largeur x hauteur mm (ex. 300 x 200 x 20 mm).',
  category_required: 'Veuillez choisir une catégorie.',
  category_not_found: "Cette catégorie n'existe pas.",
  subcategory_not_in_category: 'Choisissez des sous-catégories de la catégorie choisie.',
  tag_not_found: "Certaines de ces étiquettes n'existent pas.",
  required_for_category: 'Ce champ est obligatoire pour cette catégorie.',
  too_many_values: 'Trop de valeurs.',
  name_required: 'le nom est obligatoire',
  description_required: 'la description est obligatoire',
  label_description_too_long: 'La description doit contenir au plus 500 caractères.',
  invalid_category_type: 'Veuillez choisir un type de catégorie dans la liste.',
  type_only_top_level:
    'Seule une catégorie principale a un type ; une sous-catégorie prend celui de sa catégorie.',
  parent_not_top_level: 'Une sous-catégorie appartient à une catégorie principale.',
  invalid_shipping_fee:
    'Les frais de livraison sont un montant de 0 à 1 000 dt, avec au plus 2 décimales.',
  invalid_free_shipping_threshold:
    'Le seuil de livraison gratuite est un montant supérieur à 0 dt, avec au plus 2 décimales ; laissez-le vide pour aucun seuil.',
  image_required: "l'image est obligatoire",
  category_name_taken: 'Une catégorie porte déjà ce nom à cet endroit.',
  brand_category_name_taken: 'Une catégorie de marques porte déjà ce nom.',
  tag_name_taken: 'Une étiquette porte déjà ce nom.',
  category_in_use:
    'Produits encore classés dans cette catégorie ou ses sous-catégories : {{count}}. Déplacez-les vers une autre catégorie avant de la supprimer.',
  brand_category_in_use:
    'Marques encore dans cette catégorie : {{count}}. Déplacez-les vers une autre catégorie avant de la supprimer.',
  validation_failed: 'Certains champs ne sont pas valides. Corrigez-les puis réessayez.',
  unauthorized: 'Veuillez vous connecter pour continuer.',
  invalid_token: "Votre session n'est plus valide. Veuillez vous reconnecter.",
  forbidden: "Vous n'êtes pas autorisé à effectuer cette action.",
  not_found: "Nous n'avons pas trouvé ce que vous cherchez.",
  user_not_found: 'Compte introuvable. Vérifiez votre e-mail ou inscrivez-vous.',
  brand_not_found: 'Compte marque introuvable. Vérifiez votre e-mail ou inscrivez votre marque.',
  conflict: 'Cela entre en conflit avec des données existantes.',
  email_already_in_use: 'Cet e-mail est déjà enregistré.',
  phone_already_in_use: 'Ce numéro de téléphone est déjà enregistré.',
  brand_name_taken: 'Une autre marque porte déjà ce nom.',
  invalid_credentials: 'E-mail ou mot de passe invalide. Veuillez réessayer.',
  account_disabled: 'Ce compte est désactivé. Veuillez contacter le support.',
  email_not_verified:
    "Veuillez d'abord vérifier votre adresse e-mail : saisissez le code que nous vous avons envoyé.",
  login_code_required:
    'Ce compte a connu de nombreux échecs de connexion : une étape de plus est nécessaire. Si votre mot de passe est correct, nous vous avons envoyé un code à 6 chiffres par e-mail. Saisissez-le pour vous connecter.',
  wrong_password: "Votre mot de passe actuel n'est pas correct.",
  invalid_or_expired_token: 'Ce lien est invalide ou a expiré. Demandez-en un nouveau.',
  invalid_or_expired_code: 'Ce code est invalide ou a expiré. Demandez-en un nouveau.',
  already_verified: 'Cette adresse e-mail est déjà vérifiée.',
  too_many_requests: 'Trop de tentatives. Patientez quelques minutes puis réessayez.',
  too_many_messages:
    'Vous avez envoyé beaucoup de messages en peu de temps. Patientez un moment avant d’en envoyer un autre.',
  too_many_tickets:
    'Vous avez ouvert beaucoup de tickets en peu de temps. Patientez un moment avant d’en ouvrir un autre, ou écrivez dans l’un de vos tickets.',
  payload_too_large: 'Le fichier ou la requête est trop volumineux.',
  unsupported_media_type: 'Veuillez téléverser un fichier image.',
  business_rule: "Cette action n'est pas possible pour le moment.",
  already_in_cart: 'Ce produit est déjà dans votre panier.',
  out_of_stock: 'Stock insuffisant : il en reste {{available}}.',
  size_required: 'Veuillez choisir une taille.',
  color_required: 'Veuillez choisir une couleur.',
  invalid_option: "Ce produit n'existe pas dans cette taille ou cette couleur.",
  cart_full: 'Votre panier est plein ({{max}} lignes). Retirez d’abord un article.',
  wishlist_full:
    'Votre liste de souhaits est pleine ({{max}} produits). Retirez d’abord un produit.',
  invalid_quantity: 'La quantité doit être d’au moins 1.',
  service_unavailable:
    'La boutique est très sollicitée en ce moment. Réessayez dans quelques secondes.',
  internal_error: 'Une erreur est survenue de notre côté. Réessayez plus tard.',
  unknown_error: 'Une erreur est survenue. Veuillez réessayer.',
  required: 'Ce champ est obligatoire.',
  invalid_email: 'Veuillez saisir une adresse e-mail valide.',
  name_too_short: 'Au moins 2 caractères.',
  name_too_long: 'Au plus 100 caractères.',
  password_too_short: 'Le mot de passe doit contenir au moins 8 caractères.',
  password_too_long: 'Le mot de passe doit contenir au plus 128 caractères.',
  password_login_too_short: 'Le mot de passe doit contenir au moins 6 caractères.',
  password_weak:
    'Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule et un chiffre.',
  passwords_do_not_match: 'Les mots de passe ne correspondent pas.',
  invalid_phone:
    'Le téléphone doit comporter 8 à 20 caractères : chiffres, espaces, tirets, parenthèses et un + initial facultatif.',
  invalid_signup_phone:
    'Le téléphone doit comporter un +, un indicatif de 2 ou 3 chiffres puis 8 à 9 chiffres (ex. +21612345678).',
  terms_required: 'Vous devez accepter les conditions générales.',
  invalid_role: "L'inscription est réservée aux comptes clients.",
  invalid_code: 'Le code comporte 6 chiffres.',
  invalid_value: "Cette valeur n'est pas valide.",
  too_long: 'Ce texte est trop long.',
  invalid_number: 'Veuillez saisir un nombre valide.',
  message_too_short: 'Le message doit contenir au moins 10 caractères.',
  comment_too_short: 'Le commentaire doit contenir au moins 2 caractères.',
  not_purchased: 'Vous ne pouvez évaluer que les produits que vous avez achetés',
  already_reviewed: 'Vous avez déjà donné votre avis sur ce produit. Vous pouvez le modifier.',
  invalid_rating: 'Veuillez choisir une note de 1 à 5 étoiles.',
  comment_required: 'Veuillez écrire un commentaire.',
  comment_too_long: 'Le commentaire doit contenir au plus 2000 caractères.',
  reply_required: 'Veuillez écrire votre réponse.',
  reply_too_long: 'La réponse doit contenir au plus 1000 caractères.',
  bad_request: "La requête n'a pas pu être lue. Vérifiez-la puis réessayez.",
  uri_too_long: "L'adresse est trop longue.",
  headers_too_large: 'Les en-têtes de la requête sont trop volumineux.',
  invalid_characters: 'Ce texte contient des caractères non autorisés.',
  invalid_name:
    'Utilisez uniquement des lettres, séparées par des espaces, apostrophes, tirets ou points.',
  description_too_long: 'La description dépasse la limite : {{entered}}/{{max}} caractères',
  invalid_website_url: 'Veuillez saisir une adresse de site web valide (https://...).',
  invalid_facebook_url: 'Veuillez saisir une adresse Facebook valide (https://facebook.com/...).',
  invalid_instagram_url:
    'Veuillez saisir une adresse Instagram valide (https://instagram.com/...).',
  invalid_twitter_url: 'Veuillez saisir une adresse Twitter valide (https://twitter.com/...).',
  password_common: 'Ce mot de passe est trop courant et facile à deviner. Choisissez-en un autre.',
  password_is_email: 'Votre mot de passe ne doit pas être votre adresse e-mail.',
  invalid_status_transition: 'Cette commande ne peut pas passer de {{from}} à {{to}}.',
  idempotency_key_reused: 'Cette clé de requête a déjà servi pour une autre requête.',
  order_not_payable: 'Cette commande ne peut plus être payée en ligne.',
  payment_expired:
    'Ce lien de paiement n’est plus valable : revenez à votre commande pour la payer.',
  refund_not_recorded:
    'Enregistrez le remboursement de ces articles avant de les marquer remboursés.',
  refund_not_allowed: 'Un remboursement ne peut être enregistré que pour des articles livrés.',
  refund_too_large:
    'Le remboursement ne peut pas dépasser {{max}} dt, ce que le client a payé pour ces articles.',
  no_refund_due: 'Cette commande ne doit plus rien au client.',
  nothing_paid:
    'Rien n’a encore été payé pour cette commande : son reçu sera disponible une fois le paiement reçu.',
  invoice_not_issued:
    'Cette commande n’a pas encore de facture : une facture est émise à la livraison des articles.',
  refund_due_exceeded:
    'Le remboursement ne peut pas dépasser {{max}} dt, ce que la commande doit encore au client.',
  payout_exceeds_available:
    'Le virement ne peut pas dépasser {{max}} dt, ce qui est disponible pour cette marque.',
  payout_details_missing:
    "Cette marque n'a pas encore donné ses coordonnées bancaires (RIB et matricule fiscal) : aucun virement ne peut être enregistré.",
  invalid_rib:
    'Saisissez les 20 chiffres du RIB ; ceux-ci ne forment pas un RIB valide (vérifiez les deux derniers chiffres).',
  invalid_tax_id:
    "Saisissez le matricule fiscal comme sur la carte d'identification fiscale, par ex. 1234567A/B/M/000.",
  invalid_commission_rate:
    'Le taux est un pourcentage entre 0 et 100, avec au plus deux décimales.',
  invalid_payout_amount: 'Saisissez un montant supérieur à 0, avec au plus deux décimales.',
  invalid_payout_date: 'Saisissez la date du virement ; elle ne peut pas être dans le futur.',
  own_account_protected: 'Vous ne pouvez pas désactiver ni supprimer votre propre compte.',
  staff_account_protected:
    'Seuls les comptes clients peuvent être désactivés ou supprimés ici : pas les comptes administrateur ni ceux des marques.',
  invalid_refund_amount: 'Saisissez un montant supérieur à 0 avec au plus 2 décimales.',
  payment_provider_error: "Le service de paiement n'a pas répondu. Réessayez dans un instant.",
  no_items: 'Aucun article dans le panier',
  invalid_cart_items: 'Structure des articles du panier invalide',
  invalid_postal_code: 'Veuillez saisir un code postal à 4 chiffres.',
  invalid_country: 'Nous livrons uniquement en Tunisie.',
  invalid_payment_method: 'Veuillez choisir votre mode de paiement.',
  rejection_reason_required: 'Veuillez indiquer le motif du refus.',
  product_unavailable: "Ce produit n'est plus disponible.",
  invalid_card_number: 'Veuillez vérifier le numéro de carte.',
  invalid_expiry: "Saisissez la date d'expiration au format MM/AA.",
  invalid_cvc: 'Le code de sécurité a 3 ou 4 chiffres.',
  out_of_stock_items:
    'Certains articles ne sont plus disponibles dans la quantité choisie : {{items}}.',
  out_of_stock_item: '{{name}} : il en reste {{available}}.',
  target_price_positive: 'Le prix cible doit être supérieur à 0.',
  invalid_price: 'Le prix doit être compris entre 0,01 et 1 000 000 dt.',
  invalid_discount: 'La remise est un pourcentage de 0 à 100.',
  brand_description_too_long:
    'La description ne peut pas dépasser {{max}} caractères ({{entered}} saisis)',
  logo_required: 'Veuillez téléverser le logo de la marque.',
  return_not_allowed: 'Seuls les articles livrés et non refusés peuvent être retournés.',
  return_window_closed:
    'Les retours sont acceptés dans les {{days}} jours suivant la livraison : cette livraison est plus ancienne.',
  return_quantity_too_large: 'Vous pouvez retourner au plus {{max}} exemplaire(s) de cet article.',
  return_already_open: 'Un retour de cet article est déjà en cours.',
  return_items_required: 'Choisissez au moins un article à retourner.',
  return_reason_required: 'Veuillez choisir le motif du retour.',
  refusal_reason_required: 'Veuillez indiquer le motif du refus.',
};

export default fr;
