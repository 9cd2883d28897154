// The tiles a move lays so far on Quad*doku's square and Sumoku's table,
// kept in the move box in the game's own notation: a Map from a square's
// key to its tile, read from the box on every redraw.

// editor returns edit(change): change alters a copy of pending, and edit
// writes the result to the move box with notationOf (which redraws the
// game) and gives the keyboard focus back with focus.
export function editor(ui, pending, notationOf, focus) {
  return (change) => {
    const next = new Map(pending);
    change(next);
    ui.setMove(notationOf(next));
    focus();
  };
}
