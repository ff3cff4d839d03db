/** An image or file sent with an e-mail; with a `cid`, an image the HTML shows inline (`<img src="cid:…">`). */
export type MailAttachment = {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
};

/** One e-mail, ready to send: what the renderers make and the transport sends. */
export type MailMessage = {
  from: { name: string; address: string };
  /** Where a reply goes when `from` is not the shop's own mailbox (MAIL_FROM). */
  replyTo?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
};
