import type { LocaleTexts, Translation } from '../../lib/i18n';

const basket: LocaleTexts<Translation['basket']> = {
  loginForCart: 'يرجى تسجيل الدخول لإضافة منتجات إلى سلتك',
  loginForWishlist: 'يرجى تسجيل الدخول لإضافة منتجات إلى قائمة أمنياتك',
  toast: {
    adding: 'جارٍ الإضافة إلى السلة...',
    addedToCart: 'تمت إضافة المنتج إلى السلة',
    alreadyInCart: 'هذا المنتج موجود بالفعل في سلتك',
    removedFromCart: 'تمت إزالة المنتج من السلة',
    cartCleared: 'تم إفراغ السلة',
    itemUpdated: 'تم تحديث المنتج في السلة',
    addFailed: 'تعذّرت إضافة المنتج إلى السلة: {{reason}}',
    updateFailed: 'تعذّر تحديث المنتج في السلة: {{reason}}',
    removeFailed: 'تعذّرت إزالة المنتج من السلة: {{reason}}',
    clearFailed: 'تعذّر إفراغ السلة: {{reason}}',
    loadCartFailed: 'تعذّر تحميل السلة: {{reason}}',
    addedToWishlist: 'تمت إضافة المنتج إلى قائمة الأمنيات',
    removedFromWishlist: 'تمت إزالة المنتج من قائمة الأمنيات',
    wishlistCleared: 'تم إفراغ قائمة الأمنيات',
    wishlistAddFailed: 'تعذّرت الإضافة إلى قائمة الأمنيات: {{reason}}',
    wishlistRemoveFailed: 'تعذّرت الإزالة من قائمة الأمنيات: {{reason}}',
    wishlistClearFailed: 'تعذّر إفراغ قائمة الأمنيات: {{reason}}',
    loadWishlistFailed: 'تعذّر تحميل قائمة الأمنيات: {{reason}}',
  },
};

export default basket;
