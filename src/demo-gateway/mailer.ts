// The demo's outgoing mail: nothing is sent; each message is kept (the last ones) and printed as one line,
// beside the client log (`npm start` prints both).
import { printable } from './log-book';

const KEPT_MAILS = 100;

export interface Mail {
  to: string;
  subject: string;
}

export class Mailer {
  private mails: Mail[] = [];

  constructor(private readonly watcher?: (line: string) => void) {}

  send(mail: Mail): void {
    this.mails = [...this.mails, mail].slice(-KEPT_MAILS);
    this.watcher?.(printable(`[demo mail] to=${mail.to} ${mail.subject}`));
  }

  sent(): readonly Mail[] {
    return this.mails;
  }
}
