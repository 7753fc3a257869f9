/**
 * Words cut off or covered, found in any page (run in it: `page.evaluate(textFitProblems)`; it
 * uses nothing from outside its own body). What it reports, each with the element and its words:
 * - a control or a line whose own box cuts its text (wider or taller than the box shows), unless
 *   it ends in an ellipsis and its title holds the whole text (a caption echoing a long search);
 * - text past the edge of a box that clips it without scrolling (`overflow: hidden` or `clip`), or
 *   past the window's edge; a box that scrolls shows the rest by scrolling, and is judged only in
 *   the direction it does not scroll;
 * - a `<select>` whose longest option does not fit its closed box;
 * - a text field's placeholder wider than its text area, or another element over that area;
 * - the text of two elements overlapping.
 */
export function textFitProblems(): string[] {
  const problems: string[] = [];
  const words = (element: Element) => (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
  const nameOf = (element: Element) => {
    const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/) : [];
    const id = element.id ? `#${element.id}` : '';
    return `${element.tagName.toLowerCase()}${id}${classes
      .filter(Boolean)
      .map((name) => `.${name}`)
      .join('')}`;
  };
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    if (element.closest('.visually-hidden, [hidden]')) return false;
    // Inside a closed <details> (its summary aside): laid out by some browsers, never shown.
    for (
      let details = element.closest('details');
      details;
      details = details.parentElement?.closest('details') ?? null
    )
      if (!details.open && !element.closest('summary')) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';
  const clips = (value: string) => value === 'hidden' || value === 'clip';
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  /** The union of the boxes of an element's own text (not its children's). */
  const ownText = (element: Element): DOMRect | null => {
    let union: DOMRect | null = null;
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        if (box.width < 1) continue;
        union = union
          ? new DOMRect(
              Math.min(union.left, box.left),
              Math.min(union.top, box.top),
              Math.max(union.right, box.right) - Math.min(union.left, box.left),
              Math.max(union.bottom, box.bottom) - Math.min(union.top, box.top),
            )
          : box;
      }
    }
    return union;
  };
  /** A box's inside: its border box less borders and, for a text field, its padding. */
  const inside = (element: Element, lessPadding: boolean) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const px = (value: string) => Number.parseFloat(value) || 0;
    const left = px(style.borderLeftWidth) + (lessPadding ? px(style.paddingLeft) : 0);
    const right = px(style.borderRightWidth) + (lessPadding ? px(style.paddingRight) : 0);
    const top = px(style.borderTopWidth) + (lessPadding ? px(style.paddingTop) : 0);
    const bottom = px(style.borderBottomWidth) + (lessPadding ? px(style.paddingBottom) : 0);
    return new DOMRect(box.left + left, box.top + top, box.width - left - right, box.height - top - bottom);
  };

  const elements = [...document.body.querySelectorAll('*')].filter(shown);
  const texts: { element: Element; box: DOMRect }[] = [];
  for (const element of elements) {
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) continue;
    if (element instanceof HTMLSelectElement || element.closest('select, svg')) continue;
    const style = getComputedStyle(element);
    const text = ownText(element);
    // Its own box cuts it: wider (or, clamped to lines, taller) than it shows.
    if (text || element instanceof HTMLButtonElement || element instanceof HTMLAnchorElement) {
      const html = element as HTMLElement;
      const wide = !scrolls(style.overflowX) && style.overflowX !== 'visible';
      const tall = !scrolls(style.overflowY) && style.overflowY !== 'visible';
      const cutOnPurpose =
        style.textOverflow === 'ellipsis' && html.title.trim() === (element.textContent ?? '').trim();
      if (
        !cutOnPurpose &&
        ((wide && html.scrollWidth > html.clientWidth + 1) ||
          (tall && html.scrollHeight > html.clientHeight + 1))
      )
        problems.push(`${nameOf(element)} “${words(element)}” is cut by its own box`);
    }
    if (text) texts.push({ element, box: text });
    // A control is cut when its box is, even with its words whole.
    const control = element.matches('button, a[href], [role=button], [role=tab]');
    const box = control ? element.getBoundingClientRect() : text;
    if (!box) continue;
    // Past the edge of a box that clips it, or of the window.
    let horizontal = true;
    let vertical = true;
    for (let outer = element.parentElement; outer && outer !== document.body; outer = outer.parentElement) {
      const outerStyle = getComputedStyle(outer);
      const limits = inside(outer, false);
      const pastSide = box.left < limits.left - 1 || box.right > limits.right + 1;
      const pastEnd = box.top < limits.top - 1 || box.bottom > limits.bottom + 1;
      if (
        (horizontal && clips(outerStyle.overflowX) && pastSide) ||
        (vertical && clips(outerStyle.overflowY) && pastEnd)
      )
        problems.push(`${nameOf(element)} “${words(element)}” is cut at the edge of ${nameOf(outer)}`);
      // Past a box that scrolls, the rest is reached by scrolling: no box further out judges it.
      if (scrolls(outerStyle.overflowX)) horizontal = false;
      if (scrolls(outerStyle.overflowY)) vertical = false;
      if (!horizontal && !vertical) break;
    }
    if (horizontal && (box.left < -1 || box.right > document.documentElement.clientWidth + 1))
      problems.push(`${nameOf(element)} “${words(element)}” runs past the window's edge`);
  }

  // Two elements' text over each other.
  for (let first = 0; first < texts.length; first++)
    for (let second = first + 1; second < texts.length; second++) {
      const a = texts[first] as (typeof texts)[number];
      const b = texts[second] as (typeof texts)[number];
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      if (overlap(a.box, b.box))
        problems.push(
          `${nameOf(a.element)} “${words(a.element)}” overlaps ${nameOf(b.element)} “${words(b.element)}”`,
        );
    }

  // A select's longest option: the width the same select takes when left to size itself to it.
  for (const select of elements.filter(
    (element): element is HTMLSelectElement => element instanceof HTMLSelectElement,
  )) {
    const free = select.cloneNode(true) as HTMLSelectElement;
    free.removeAttribute('id');
    free.style.cssText = 'position:absolute;visibility:hidden;width:auto;min-width:0;max-width:none';
    select.parentElement?.append(free);
    const needed = free.getBoundingClientRect().width;
    free.remove();
    if (needed > select.getBoundingClientRect().width + 1) {
      const longest = [...select.options].map((option) => option.text).sort((a, b) => b.length - a.length)[0];
      problems.push(`${nameOf(select)} cuts its option “${longest}” (needs ${Math.ceil(needed)} px)`);
    }
  }

  // A text field: its placeholder fits, and nothing lies over the area its text is written in.
  const canvas = document.createElement('canvas').getContext('2d');
  for (const field of elements.filter(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && ['text', 'search', 'url', 'email', ''].includes(element.type),
  )) {
    const area = inside(field, true);
    if (canvas && field.placeholder && !field.value) {
      const style = getComputedStyle(field);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      if (canvas.measureText(field.placeholder).width > area.width + 1)
        problems.push(`${nameOf(field)} cuts its placeholder “${field.placeholder}”`);
    }
    for (const other of elements)
      if (other !== field && !other.contains(field) && overlap(area, other.getBoundingClientRect()))
        problems.push(`${nameOf(other)} “${words(other)}” lies over the text of ${nameOf(field)}`);
    // A web address reads left to right in every language: right to left, "https://" shows as "//:https".
    if ((field.type === 'url' || field.inputMode === 'url') && getComputedStyle(field).direction !== 'ltr')
      problems.push(`${nameOf(field)} writes a web address right to left`);
  }
  return problems;
}
