import type { Translation } from '../../lib/i18n';

const dashboard: Translation['dashboard'] = {
  navigation: 'Navigation du tableau de bord',
  homeLink: 'Accueil Souk',
  collapse: 'Réduire la barre latérale',
  expand: 'Déplier la barre latérale',
  openMenu: 'Ouvrir la navigation',
  closeMenu: 'Fermer la navigation',
  accountMenu: 'Menu du compte de {{name}}',
  logout: 'Se déconnecter',
  adminRole: 'Administrateur',
  brandRole: 'Marque',
  adminName: 'Admin Souk',
  admin: {
    dashboard: 'Tableau de bord',
    overviewTitle: "Vue d'ensemble",
    analytics: 'Analyses',
    brands: 'Marques',
    viewAllBrands: 'Toutes les marques',
    addBrand: 'Ajouter une marque',
    brandReports: 'Performance des marques',
    customers: 'Clients',
    orders: 'Commandes',
    settings: 'Paramètres',
  },
  brand: {
    dashboard: 'Tableau de bord',
    overviewTitle: "Vue d'ensemble de la marque",
    analytics: 'Analyses',
    products: 'Produits',
    orders: 'Commandes',
    customers: 'Clients',
    reviews: 'Avis',
    settings: 'Paramètres',
  },
};

export default dashboard;
