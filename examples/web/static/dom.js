// el builds an element: el("p", {class: "x"}, "text", child, ...).
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v === null || v === undefined) continue;
    e.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false || c === "") continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

// clear removes every child of e.
export function clear(e) {
  while (e.firstChild) e.firstChild.remove();
}

// plural says "1 point", "2 points".
export function plural(n, word) {
  return `${n} ${word}${n === 1 || n === -1 ? "" : "s"}`;
}

// signed says "+20", "-3", "0".
export function signed(n) {
  return n > 0 ? `+${n}` : String(n);
}

// arrow gives the row and column step of an arrow key ([0, -1] for
// ArrowLeft), or undefined for any other key: the games' grids all move
// their cursor with these.
export function arrow(key) {
  return { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[key];
}

// focuser returns a function that gives the keyboard focus back to the
// element of area that selector finds (a game's grid, after a redraw has
// replaced it), without scrolling.
export function focuser(area, selector) {
  return () => {
    const e = area.querySelector(selector);
    if (e) e.focus({ preventScroll: true });
  };
}
