import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

/** A web component whose input lives in a closed shadow root: no script outside it can reach it. */
class ClosedField extends HTMLElement {
  readonly input = document.createElement('input');
  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'closed', delegatesFocus: true });
    this.input.value = INITIAL_TEXT;
    this.input.setAttribute('aria-label', 'Message');
    this.input.style.width = '100%';
    shadow.append(this.input);
  }
}
customElements.define('closed-field', ClosedField);
const element = new ClosedField();
mountPoint().append(element);
exposeEditor({ getText: () => element.input.value });
