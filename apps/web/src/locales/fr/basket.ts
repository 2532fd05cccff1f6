import type { LocaleTexts, Translation } from '../../lib/i18n';

const basket: LocaleTexts<Translation['basket']> = {
  loginForCart: 'Veuillez vous connecter pour ajouter des articles à votre panier',
  loginForWishlist: 'Veuillez vous connecter pour ajouter des articles à votre liste de souhaits',
  toast: {
    adding: 'Ajout au panier...',
    addedToCart: 'Produit ajouté au panier',
    alreadyInCart: 'Ce produit est déjà dans votre panier',
    removedFromCart: 'Produit retiré du panier',
    cartCleared: 'Panier vidé',
    itemUpdated: 'Article du panier mis à jour',
    addFailed: "Échec de l'ajout du produit au panier : {{reason}}",
    updateFailed: "Échec de la mise à jour de l'article : {{reason}}",
    removeFailed: 'Échec du retrait du produit du panier : {{reason}}',
    clearFailed: 'Échec du vidage du panier : {{reason}}',
    loadCartFailed: 'Échec du chargement du panier : {{reason}}',
    addedToWishlist: 'Produit ajouté à la liste de souhaits',
    removedFromWishlist: 'Produit retiré de la liste de souhaits',
    wishlistCleared: 'Liste de souhaits vidée',
    wishlistAddFailed: "Échec de l'ajout à la liste de souhaits : {{reason}}",
    wishlistRemoveFailed: 'Échec du retrait de la liste de souhaits : {{reason}}',
    wishlistClearFailed: 'Échec du vidage de la liste de souhaits : {{reason}}',
    loadWishlistFailed: 'Échec du chargement de la liste de souhaits : {{reason}}',
  },
};

export default basket;
