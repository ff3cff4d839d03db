/** The banner's texts, translated on the server (no message catalog goes to the browser). */
export type ConsentTexts = {
  title: string;
  text: string;
  necessary: string;
  analytics: string;
  marketing: string;
  acceptAll: string;
  rejectAll: string;
  save: string;
};
