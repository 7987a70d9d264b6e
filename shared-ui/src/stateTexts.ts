/**
 * The product's own words for a list that is loading, failed or empty, kept word for word
 * (docs/PRODUCT.md, "Messages"). Every page that shows one of these states takes its text here.
 */
export const LOADING_MOTORCYCLES = 'Loading... your motorcycles';

/** A list could not be loaded; the error state's defaults. */
export const LIST_LOAD_ERROR = {
  title: 'Upss! There is an Error',
  hint: 'Please Check your Connection and try Again!',
} as const;

export const NO_MOTORCYCLES = {
  title: 'Upss! There is no motorcycles',
  hint: 'But you can Add it or Contact the App Adm.',
} as const;

export const NO_RESERVES = {
  title: 'Upss! There is no Reserves',
} as const;
