import type { Page } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';
import type { Answer, AnswerOf, MessageType, RequestOf } from '../../../src/messaging/index.ts';

/** The extension API inside the browser, for functions Playwright runs there. */
declare const chrome: WxtBrowser;

/**
 * Sends protocol messages to the background from an extension page, the way the popup and the
 * options page do. The page is the options page: the popup registers views of what it shows,
 * which would mix its own pingbacks into the ones a test makes.
 */
export class BackgroundApi {
  constructor(
    readonly page: Page,
    private readonly extensionId: string,
  ) {}

  async open(): Promise<void> {
    if (!this.page.url().startsWith(`chrome-extension://${this.extensionId}/`)) {
      await this.page.goto(`chrome-extension://${this.extensionId}/options.html`);
    }
  }

  /** The raw answer envelope. */
  send<T extends MessageType>(request: RequestOf<T>): Promise<Answer<AnswerOf<T>>> {
    return this.page.evaluate((message) => chrome.runtime.sendMessage(message), request) as Promise<
      Answer<AnswerOf<T>>
    >;
  }

  /** The answer's value; throws with the error the background sent. */
  async value<T extends MessageType>(request: RequestOf<T>): Promise<AnswerOf<T>> {
    const answer = await this.send(request);
    if (!answer.ok) throw new Error(`${request.type}: ${answer.error.kind}: ${answer.error.message}`);
    return answer.value;
  }
}
