// The colour names live in packages/shared, read by the web app and the API's PDFs alike.
export { default } from '@souk/shared/color-names/en';
