import type { Language, OrderStatus, PaymentMethod, PaymentStatus } from '@souk/shared/constants';
import {
  ORDER_STATUS_NAMES,
  PAYMENT_METHOD_NAMES,
  PAYMENT_STATUS_NAMES,
} from '@souk/shared/order-names';

/** The words of an invoice (decision 012), in the customer's language. */
export type InvoiceWords = {
  title: string;
  orderNumber: string;
  orderDate: string;
  invoiceDate: string;
  orderStatus: string;
  billedTo: string;
  deliverTo: string;
  payment: string;
  paymentMethod: Record<PaymentMethod, string>;
  paymentStatus: Record<PaymentStatus, string>;
  status: Record<OrderStatus, string>;
  soldBy: (brand: string) => string;
  item: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  color: string;
  size: string;
  rejected: string;
  brandSubtotal: string;
  subtotal: string;
  shipping: string;
  free: string;
  discount: string;
  tax: string;
  total: string;
  amountDue: string;
  refundDue: string;
  thanks: string;
  questions: string;
  page: (n: number, of: number) => string;
  // decision 028: numbered invoices of delivered parts, and receipts
  invoiceNumber: string;
  deliveredDate: string;
  seller: string;
  marketplace: string;
  marketplaceNote: string;
  taxId: string;
  email: string;
  phone: string;
  category: string;
  rejectedBecause: (reason: string) => string;
  itemsTotal: string;
  receiptTitle: string;
  datePaid: string;
  paymentMethodLabel: string;
  amountPaid: string;
  paidItems: string;
  receiptNote: string;
  questionsReceipt: string;
};

type OwnWords = Omit<InvoiceWords, 'paymentMethod' | 'paymentStatus' | 'status'>;

const OWN_WORDS: Record<Language, OwnWords> = {
  en: {
    title: 'Invoice',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    invoiceDate: 'Invoice date',
    orderStatus: 'Order status',
    billedTo: 'Billed to',
    deliverTo: 'Delivery address',
    payment: 'Payment',
    soldBy: (brand) => `Sold by ${brand}`,
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    color: 'Colour',
    size: 'Size',
    rejected: 'Not supplied by the brand',
    brandSubtotal: 'Brand subtotal',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    discount: 'Discount',
    tax: 'Tax',
    total: 'Total',
    amountDue: 'Amount due',
    refundDue: 'To be refunded',
    thanks: 'Thank you for shopping on Souk.',
    questions: 'Questions about this invoice?',
    page: (n, of) => `Page ${n} of ${of}`,
    invoiceNumber: 'Invoice number',
    deliveredDate: 'Delivered on',
    seller: 'Seller',
    marketplace: 'Marketplace',
    marketplaceNote: 'Sold through the Souk marketplace, which collects the payment.',
    taxId: 'Tax ID (matricule fiscal)',
    email: 'Email',
    phone: 'Phone',
    category: 'Category',
    rejectedBecause: (reason) => `Not supplied by the brand: ${reason}`,
    itemsTotal: 'Items',
    receiptTitle: 'Receipt',
    datePaid: 'Date paid',
    paymentMethodLabel: 'Payment method',
    amountPaid: 'Amount paid',
    paidItems: 'Paid items',
    receiptNote:
      'This receipt confirms the payment received. The invoice of each brand’s goods is issued on delivery.',
    questionsReceipt: 'Questions about this payment?',
  },
  fr: {
    title: 'Facture',
    orderNumber: 'Numéro de commande',
    orderDate: 'Date de commande',
    invoiceDate: 'Date de facture',
    orderStatus: 'Statut de la commande',
    billedTo: 'Facturé à',
    deliverTo: 'Adresse de livraison',
    payment: 'Paiement',
    soldBy: (brand) => `Vendu par ${brand}`,
    item: 'Article',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    amount: 'Montant',
    color: 'Couleur',
    size: 'Taille',
    rejected: 'Non fourni par la marque',
    brandSubtotal: 'Sous-total de la marque',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    free: 'Gratuite',
    discount: 'Remise',
    tax: 'Taxe',
    total: 'Total',
    amountDue: 'Montant dû',
    refundDue: 'À rembourser',
    thanks: 'Merci de vos achats sur Souk.',
    questions: 'Une question sur cette facture ?',
    page: (n, of) => `Page ${n} sur ${of}`,
    invoiceNumber: 'Numéro de facture',
    deliveredDate: 'Livré le',
    seller: 'Vendeur',
    marketplace: 'Place de marché',
    marketplaceNote: 'Vendu sur la place de marché Souk, qui encaisse le paiement.',
    taxId: 'Matricule fiscal',
    email: 'E-mail',
    phone: 'Téléphone',
    category: 'Catégorie',
    rejectedBecause: (reason) => `Non fourni par la marque : ${reason}`,
    itemsTotal: 'Articles',
    receiptTitle: 'Reçu',
    datePaid: 'Date de paiement',
    paymentMethodLabel: 'Moyen de paiement',
    amountPaid: 'Montant payé',
    paidItems: 'Articles payés',
    receiptNote:
      'Ce reçu confirme le paiement reçu. La facture des articles de chaque marque est émise à la livraison.',
    questionsReceipt: 'Une question sur ce paiement ?',
  },
  ar: {
    title: 'فاتورة',
    orderNumber: 'رقم الطلب',
    orderDate: 'تاريخ الطلب',
    invoiceDate: 'تاريخ الفاتورة',
    orderStatus: 'حالة الطلب',
    billedTo: 'الفاتورة باسم',
    deliverTo: 'عنوان التوصيل',
    payment: 'الدفع',
    soldBy: (brand) => `يبيعه ${brand}`,
    item: 'المنتج',
    quantity: 'الكمية',
    unitPrice: 'سعر الوحدة',
    amount: 'المبلغ',
    color: 'اللون',
    size: 'المقاس',
    rejected: 'لم توفره العلامة التجارية',
    brandSubtotal: 'المجموع الفرعي للعلامة',
    subtotal: 'المجموع الفرعي',
    shipping: 'الشحن',
    free: 'مجاني',
    discount: 'الخصم',
    tax: 'الضريبة',
    total: 'المجموع',
    amountDue: 'المبلغ المستحق',
    refundDue: 'مبلغ سيُسترد',
    thanks: 'شكرًا لتسوقك على Souk.',
    questions: 'هل لديك سؤال عن هذه الفاتورة؟',
    page: (n, of) => `صفحة ${n} من ${of}`,
    invoiceNumber: 'رقم الفاتورة',
    deliveredDate: 'تاريخ التوصيل',
    seller: 'البائع',
    marketplace: 'السوق الإلكترونية',
    marketplaceNote: 'بيع عبر سوق Souk الإلكترونية التي تتولى تحصيل الدفع.',
    taxId: 'المعرف الجبائي',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    category: 'الفئة',
    rejectedBecause: (reason) => `لم توفره العلامة التجارية: ${reason}`,
    itemsTotal: 'المنتجات',
    receiptTitle: 'إيصال',
    datePaid: 'تاريخ الدفع',
    paymentMethodLabel: 'طريقة الدفع',
    amountPaid: 'المبلغ المدفوع',
    paidItems: 'المنتجات المدفوعة',
    receiptNote: 'يؤكد هذا الإيصال استلام الدفع. تصدر فاتورة منتجات كل علامة تجارية عند التوصيل.',
    questionsReceipt: 'هل لديك سؤال عن هذا الدفع؟',
  },
};

/** The invoice's words in a language, with the order's and payment's names from the shared source. */
export function invoiceWords(language: Language): InvoiceWords {
  return {
    ...OWN_WORDS[language],
    paymentMethod: PAYMENT_METHOD_NAMES[language],
    paymentStatus: PAYMENT_STATUS_NAMES[language],
    status: ORDER_STATUS_NAMES[language],
  };
}
