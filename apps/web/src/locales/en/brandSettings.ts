/**
 * The brand's settings page (dashboards §2 "Brand screens: Settings", §5 "Brand settings" and
 * "Brand password change", §8 brand profile and password toasts). The fields' rules come from the
 * shared catalogue under `errors` (description_too_long, invalid_facebook_url...).
 */
export default {
  loading: 'Loading your brand settings...',
  loadError: 'We could not load your brand settings.',
  loadErrorBody: 'Check your connection, then try again.',
  retry: 'Try again',
  profile: {
    title: 'Profile',
    intro:
      'How shoppers see your brand on Souk: on its page, in the brand directory and in search.',
    name: 'Brand name',
    counter: '{{length}}/{{max}}',
    description: 'Description',
    descriptionCounter: '{{length}}/{{max}} characters',
    logo: 'Logo',
    logoAlt: 'Logo of {{name}}',
    logoPreviewAlt: 'Preview of the new logo',
    logoHint: 'An image file, square, 400 × 400 px recommended, 2 MB at most.',
    chooseLogo: 'Choose a logo',
    changeLogo: 'Change the logo',
    undoLogo: 'Keep the current logo',
    logoChosen: 'New logo: {{file}}. It is saved with the profile.',
    logoNotImage: '“{{file}}” is not an image. Please upload an image file (JPG, PNG, WebP...).',
    logoTooLarge: 'This image weighs {{size}} MB: the limit is 2 MB.',
  },
  contact: {
    title: 'Contact information',
    intro: 'Shoppers can reach your brand with these details.',
    email: 'Contact email',
    phone: 'Phone',
    phoneHint: 'Digits, spaces, hyphens or parentheses, with an optional leading +.',
    website: 'Website',
    websiteHint: 'For example https://www.yourbrand.tn',
  },
  social: {
    title: 'Social media',
    intro: 'Links to your brand’s pages. Leave a field empty to remove its link.',
    facebook: 'Facebook',
    instagram: 'Instagram',
    twitter: 'Twitter',
    placeholder: 'https://{{site}}/yourbrand',
  },
  save: 'Save changes',
  saving: 'Saving...',
  // spec: dashboards §8 — profileUpdatedSuccess, profileUpdateFailed, fixFormErrors
  profileUpdatedSuccess: 'Your brand profile has been updated.',
  profileUpdateFailed: 'Failed to update brand profile: {{reason}}',
  fixFormErrors: 'Please fix the errors in the form before saving.',
  password: {
    title: 'Change password',
    intro: 'Enter the current password of your brand login, then choose a new one.',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Change password',
    submitting: 'Changing...',
    // spec: dashboards §8 — passwordChangedSuccess, passwordChangeFailed, passwordsDoNotMatch
    passwordChangedSuccess: 'Your password has been changed.',
    passwordChangeFailed: 'Failed to change password: {{reason}}',
    passwordsDoNotMatch: 'The new password and its confirmation do not match.',
  },
};
