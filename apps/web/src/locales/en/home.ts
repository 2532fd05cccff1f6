export default {
  title: 'Home',
  heroEyebrow: 'New season, new brands',
  heroTitle: 'Everything you love, from the brands of Tunisia',
  heroBody:
    'Discover fashion, beauty, home and tech from independent makers and trusted names, with prices in dinar and delivery to your door.',
  heroCta: 'Start shopping',
  heroSecondary: 'Meet the brands',
  benefitsTitle: 'Why shop on Souk',
  benefits: {
    returnsTitle: 'Easy returns',
    returnsBody: 'Changed your mind? Return within 30 days.',
    paymentTitle: 'Secure payments',
    paymentBody: 'Pay by card online or in cash on delivery.',
    supportTitle: 'Friendly support',
    supportBody:
      'Monday to Friday, 9 AM to 6 PM EST (3 PM to midnight in Tunis). We answer within 24 hours.',
  },
};
