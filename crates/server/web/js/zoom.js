// Zoom and pan for a board drawn in SVG: buttons, the mouse wheel, a drag with the mouse or a
// finger, and a pinch with two fingers. The board fits its box on load and after `fit`; the
// zoom and the place looked at are kept when the same board is drawn again, so that a move by
// another seat does not throw the player's view back.

const MAX = 10; // the closest zoom, as a multiple of the fitted board
const STEP = 1.25; // one button press or wheel notch
const SLOP = 5; // pixels a pointer may move before a press becomes a drag

/** Zoom and pan of the SVG boards drawn into `box`. */
export class Zoom {
  constructor(box) {
    this.box = box;
    this.svg = null;
    this.base = null; // the board's own view box [x, y, w, h]
    this.vb = null; // the view box shown, or null when fitted
    this.pointers = new Map(); // pointer id -> [x, y]
    this.press = null; // {x, y, moved} of the pointer that went down
    this.pinch = null; // the distance between two fingers at the last move
    this.dragged = false; // whether the last press moved the board (its click is dropped)
    box.addEventListener('wheel', (e) => this.wheel(e), { passive: false });
    box.addEventListener('pointerdown', (e) => this.down(e));
    box.addEventListener('pointermove', (e) => this.move(e));
    for (const t of ['pointerup', 'pointercancel', 'pointerleave']) box.addEventListener(t, (e) => this.up(e));
    // A drag ends with a click on whatever is under the pointer: it must not act.
    box.addEventListener('click', (e) => {
      if (this.dragged) {
        e.stopPropagation();
        e.preventDefault();
        this.dragged = false;
      }
    }, true);
  }

  /** Shows a newly drawn board, keeping the zoom if it is the same board. */
  show(svg) {
    this.svg = svg;
    const b = svg.viewBox.baseVal;
    const base = [b.x, b.y, b.width, b.height];
    if (!this.base || base.some((v, i) => Math.abs(v - this.base[i]) > 0.5)) {
      this.base = base;
      this.vb = null;
    }
    this.apply();
  }

  /** How far in the board is zoomed (1 when fitted). */
  get level() {
    return this.base && this.vb ? this.base[2] / this.vb[2] : 1;
  }

  apply() {
    if (!this.svg || !this.base) return;
    this.svg.setAttribute('viewBox', (this.vb || this.base).map((v) => v.toFixed(2)).join(' '));
    this.box.dataset.zoom = this.level.toFixed(2);
  }

  /** Back to the whole board. */
  fit() {
    this.vb = null;
    this.apply();
  }

  /** Zooms by `f` (>1: closer) keeping the board point under client (cx, cy) in place. */
  zoomBy(f, cx, cy) {
    if (!this.base) return;
    const v = this.vb || this.base;
    const [px, py] = this.toBoard(cx, cy, v);
    const w = Math.min(this.base[2], Math.max(this.base[2] / MAX, v[2] / f));
    const k = w / v[2];
    const h = v[3] * k;
    this.vb = w >= this.base[2] - 0.5 ? null : this.clamp([px - (px - v[0]) * k, py - (py - v[1]) * k, w, h]);
    this.apply();
  }

  /** Zooms about the middle of the box (the buttons). */
  step(f) {
    const r = this.box.getBoundingClientRect();
    this.zoomBy(f, r.left + r.width / 2, r.top + r.height / 2);
  }

  /** A client point in board units, for the view box `v`. */
  toBoard(cx, cy, v) {
    const r = this.box.getBoundingClientRect();
    const s = this.scale(v);
    // The board is centred in the box when its shape differs from the box's.
    const ox = r.left + (r.width - v[2] * s) / 2;
    const oy = r.top + (r.height - v[3] * s) / 2;
    return [v[0] + (cx - ox) / s, v[1] + (cy - oy) / s];
  }

  /** Pixels per board unit. */
  scale(v) {
    const r = this.box.getBoundingClientRect();
    return Math.min(r.width / v[2], r.height / v[3]) || 1;
  }

  /** Keeps at least half the shown width and height on the board. */
  clamp(v) {
    const [bx, by, bw, bh] = this.base;
    const x = Math.min(Math.max(v[0], bx - v[2] / 2), bx + bw - v[2] / 2);
    const y = Math.min(Math.max(v[1], by - v[3] / 2), by + bh - v[3] / 2);
    return [x, y, v[2], v[3]];
  }

  wheel(e) {
    if (!this.base) return;
    e.preventDefault();
    this.zoomBy(e.deltaY < 0 ? STEP : 1 / STEP, e.clientX, e.clientY);
  }

  down(e) {
    this.pointers.set(e.pointerId, [e.clientX, e.clientY]);
    if (this.pointers.size === 1) {
      this.press = { x: e.clientX, y: e.clientY, moved: false };
      this.dragged = false;
    }
    this.pinch = null;
  }

  move(e) {
    const last = this.pointers.get(e.pointerId);
    if (!last || !this.base) return;
    this.pointers.set(e.pointerId, [e.clientX, e.clientY]);
    if (this.pointers.size >= 2) {
      const [a, b] = [...this.pointers.values()];
      const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
      if (this.pinch) this.zoomBy(d / this.pinch, (a[0] + b[0]) / 2, (a[1] + b[1]) / 2);
      this.pinch = d;
      this.dragged = true;
      return;
    }
    if (!this.press) return;
    if (!this.press.moved && Math.hypot(e.clientX - this.press.x, e.clientY - this.press.y) < SLOP) return;
    this.press.moved = true;
    this.dragged = true;
    if (!this.vb) return; // a fitted board has nowhere to pan to
    const s = this.scale(this.vb);
    const v = this.vb;
    this.vb = this.clamp([v[0] - (e.clientX - last[0]) / s, v[1] - (e.clientY - last[1]) / s, v[2], v[3]]);
    this.apply();
  }

  up(e) {
    this.pointers.delete(e.pointerId);
    if (this.pointers.size === 0) {
      this.press = null;
      this.pinch = null;
    }
  }
}
