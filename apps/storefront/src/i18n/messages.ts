/** The catalog of a locale (Slovak base with the locale's overlay), the one the api's texts are in too. */
export { catalogFor as messagesFor } from '@stride/i18n/catalog';
