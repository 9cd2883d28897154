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
