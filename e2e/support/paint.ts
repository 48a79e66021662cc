import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './test';

// Looks at a page as a person does: every visible control, and every rating, image and icon that
// carries meaning, must have a box of a sensible size inside the viewport's width and something
// drawn in it. Roles and axe do not see this: Mantine's Rating without its style sheet still had
// five radios named '1 star' to '5 stars', but drew no star (one bare radio in a 408 x 2,643 blank).
//
// One pass per page: the elements are listed once in the page, then the page is looked at a
// viewport at a time (one screenshot per screenful, a few at most), each element judged in the
// first screenful that holds it whole and uncovered, by cropping its box from that screenshot in
// Node. "Something drawn" means pixels that differ from the background around the box (the ring
// just outside it): a box of one flat colour equal to its surroundings shows nothing.

/** Smaller than this (CSS pixels, either side) cannot be seen or hit. */
const MIN_SIDE = 8;
/** A star or an icon larger than this is not drawn as designed (an unstyled svg fills its parent). */
const MAX_SYMBOL = 128;
/** How different a pixel must be from the background to count as drawn (0-255, any channel). */
const INK_DELTA = 16;
const MAX_ELEMENTS = 250;
const MAX_SCREENS = 6;

type TKind = 'control' | 'rating' | 'star' | 'image' | 'icon';

interface TBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface TSeen {
  index: number;
  /** What a person would call it: tag, role, name. */
  label: string;
  kind: TKind;
  /** The element's whole box, in the viewport's coordinates. */
  box: TBox;
  /** The part of the box not clipped by a scrolling or clipping ancestor. */
  shown: TBox;
  /** The shown box is wholly inside the viewport. */
  whole: boolean;
  /** ... and nothing else is on top of its middle. */
  inView: boolean;
  /** An ancestor clips all of it away. */
  clippedAway: boolean;
}

interface TPaintOptions {
  /** Named in the failure message (the route and state). */
  where?: string;
}

declare global {
  interface Window {
    __paintCandidates?: { element: Element; label: string; kind: TKind }[];
  }
}

/** Lists the elements to judge, in the page; answers how many and the notes on hidden inputs. */
function listCandidates(limits: { min: number; max: number }): { count: number; notes: string[] } {
  const notes: string[] = [];
  const textOf = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const name = (el: Element) => {
    const labelledBy = el.getAttribute('aria-labelledby');
    const labels = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.labels : null;
    const text =
      el.getAttribute('aria-label') ??
      (labelledBy ? textOf(document.getElementById(labelledBy.split(' ')[0] ?? '')) : null) ??
      (labels?.[0] ? textOf(labels[0]) : null) ??
      el.getAttribute('alt') ??
      el.getAttribute('title') ??
      el.getAttribute('placeholder') ??
      textOf(el);
    const role = el.getAttribute('role');
    const what = `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}`;
    return text ? `${what} "${text.slice(0, 40)}"` : what;
  };
  /** Rendered at all (not display:none, not visibility:hidden, inside no closed <details>). */
  const rendered = (el: Element) =>
    el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
  const faded = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement)
      if (Number.parseFloat(getComputedStyle(e).opacity) === 0) return true;
    return false;
  };
  /** Hidden on purpose while taking part (Mantine's radios of a Rating, a Switch's checkbox). */
  const visuallyHidden = (el: Element) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return (
      faded(el) ||
      r.width * r.height <= 4 ||
      style.clip === 'rect(0px, 0px, 0px, 0px)' ||
      style.clipPath === 'inset(50%)'
    );
  };
  /** Draws nothing of its own: no border, no background (text aside). */
  const bare = (el: Element) => {
    const style = getComputedStyle(el);
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
    return (
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) &&
      sides.every(
        (side) =>
          Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) === 0 ||
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) === 'none',
      ) &&
      style.backgroundColor === 'rgba(0, 0, 0, 0)' &&
      style.backgroundImage === 'none'
    );
  };
  const drawnAncestor = (el: Element): Element | null => {
    for (let e = el.parentElement, up = 0; e && up < 4; e = e.parentElement, up += 1) {
      const style = getComputedStyle(e);
      const bordered = Number.parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none';
      if (bordered || style.backgroundColor !== 'rgba(0, 0, 0, 0)') return e;
    }
    return null;
  };
  const sizeable = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width >= limits.min && r.height >= limits.min && !faded(el);
  };

  const out: { element: Element; label: string; kind: TKind }[] = [];
  const taken = new Set<Element>();
  const add = (element: Element, label: string, kind: TKind) => {
    if (taken.has(element) || out.length >= limits.max) return;
    taken.add(element);
    out.push({ element, label, kind });
  };

  // Ratings first (the reason this exists), then their stars, images and icons, then controls.
  for (const el of document.querySelectorAll('.mantine-Rating-root'))
    if (rendered(el)) add(el, `rating ${name(el.closest('[role=img], [role=radiogroup]') ?? el)}`, 'rating');
  for (const el of document.querySelectorAll('.mantine-Rating-symbolGroup')) {
    if (!rendered(el)) continue;
    const rating = el.closest('.mantine-Rating-root');
    const n = rating ? [...rating.querySelectorAll('.mantine-Rating-symbolGroup')].indexOf(el) + 1 : 0;
    add(el, `star ${n} of ${name(el.closest('[role=img], [role=radiogroup]') ?? rating ?? el)}`, 'star');
  }
  for (const el of document.querySelectorAll('img, [role=img], svg[aria-label]')) {
    if (!rendered(el) || el.closest('[aria-hidden=true]:not([role=img] *)')) continue;
    add(el, name(el), el.tagName === 'svg' ? 'icon' : 'image');
  }
  const CONTROLS =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=radio], [role=checkbox], [role=switch], [role=slider], [role=tab], [role=menuitem], [role=option], [contenteditable=true]';
  for (const el of document.querySelectorAll(CONTROLS)) {
    if (!rendered(el)) continue;
    // An icon-only control: its icon is what carries the meaning.
    if (!(el.textContent ?? '').trim()) {
      const icon = el.querySelector('svg');
      if (icon && rendered(icon)) add(icon, `icon of ${name(el)}`, 'icon');
    }
    if (!visuallyHidden(el)) {
      // A field without border or background of its own (a TagsInput's text box among its pills)
      // is seen as the box that draws the field around it.
      const field = bare(el) ? drawnAncestor(el) : null;
      if (field) add(field, `${name(el)} (seen as its field)`, 'control');
      else add(el, name(el), 'control');
      continue;
    }
    // A form control hidden by design is seen through its label or its wrapper: that must be drawn.
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) continue; // a skip link's kind
    const label = [...(el.labels ?? [])].find((l) => rendered(l) && sizeable(l));
    let stand: Element | null | undefined = label;
    for (let e = el.parentElement, up = 0; !stand && e && up < 4; e = e.parentElement, up += 1)
      if (rendered(e) && sizeable(e)) stand = e;
    if (stand) add(stand, `${name(el)} (seen as its ${label ? 'label' : 'wrapper'})`, 'control');
    else notes.push(`${name(el)}: hidden, and no label or wrapper of it is drawn`);
  }
  window.__paintCandidates = out;
  return { count: out.length, notes };
}

/** Until every transition and animation with an end has ended (a loader's spin has none). */
async function settleAnimations(): Promise<void> {
  await Promise.all(
    document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
      .map((a) => a.finished.catch(() => undefined)),
  );
}

/** Scrolls to `top`, lets images load and transitions end, and measures every listed element. */
async function measureAt(top: number): Promise<{ scrollY: number; seen: TSeen[] }> {
  window.scrollTo({ top, behavior: 'instant' });
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const list = window.__paintCandidates ?? [];
  const inViewport = (r: DOMRect) => r.bottom > 0 && r.top < height && r.right > 0 && r.left < width;
  await Promise.all(
    [...document.images]
      .filter((img) => inViewport(img.getBoundingClientRect()))
      .map((img) => img.decode().catch(() => undefined)),
  );
  await Promise.all(
    document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
      .map((a) => a.finished.catch(() => undefined)),
  );
  const seen = list.map(({ element, label, kind }, index): TSeen => {
    const r = element.getBoundingClientRect();
    let shown = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    for (let e = element.parentElement; e && e !== document.documentElement; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const c = e.getBoundingClientRect();
      shown = {
        left: Math.max(shown.left, c.left),
        top: Math.max(shown.top, c.top),
        right: Math.min(shown.right, c.right),
        bottom: Math.min(shown.bottom, c.bottom),
      };
    }
    // Clipped away whole by an ancestor (a carousel's other slides): not shown, not judged.
    const clippedAway =
      r.width > 0 && r.height > 0 && (shown.right <= shown.left || shown.bottom <= shown.top);
    const whole =
      !clippedAway && shown.left >= 0 && shown.top >= 0 && shown.right <= width && shown.bottom <= height;
    let covered = true;
    if (whole) {
      // A box of no width or height is tested at its place: what is there is its parent.
      const top = document.elementFromPoint(
        Math.min(width - 1, (shown.left + shown.right) / 2),
        Math.min(height - 1, (shown.top + shown.bottom) / 2),
      );
      // Nothing else on top: the element, a part of it, or an ancestor (a hit that skipped an
      // element without pointer events) answers.
      covered = !top || !(element.contains(top) || top.contains(element));
    }
    return {
      index,
      label,
      kind,
      box: { x: r.left, y: r.top, width: r.width, height: r.height },
      shown: {
        x: shown.left,
        y: shown.top,
        width: Math.max(0, shown.right - shown.left),
        height: Math.max(0, shown.bottom - shown.top),
      },
      whole,
      inView: whole && !covered,
      clippedAway,
    };
  });
  return { scrollY: window.scrollY, seen };
}

interface TPixels {
  data: Buffer;
  width: number;
  height: number;
}

/** The most common colour of the ring of pixels just outside a box (its background). */
function backgroundAround(px: TPixels, b: { x0: number; y0: number; x1: number; y1: number }): number[] {
  const counts = new Map<number, number>();
  const take = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= px.width || y >= px.height) return;
    const i = (y * px.width + x) * 3;
    const key = ((px.data[i] ?? 0) << 16) | ((px.data[i + 1] ?? 0) << 8) | (px.data[i + 2] ?? 0);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (const d of [2, 3]) {
    for (let x = b.x0 - d; x <= b.x1 + d; x += 1) {
      take(x, b.y0 - d);
      take(x, b.y1 + d);
    }
    for (let y = b.y0 - d; y <= b.y1 + d; y += 1) {
      take(b.x0 - d, y);
      take(b.x1 + d, y);
    }
  }
  let best = 0xffffff;
  let most = -1;
  for (const [key, n] of counts)
    if (n > most) {
      best = key;
      most = n;
    }
  return [(best >> 16) & 255, (best >> 8) & 255, best & 255];
}

/** How many pixels of the box differ from the background around it, and how many colours it has. */
function inkIn(px: TPixels, box: TBox): { ink: number; colours: number; area: number } {
  const b = {
    x0: Math.max(0, Math.floor(box.x)),
    y0: Math.max(0, Math.floor(box.y)),
    x1: Math.min(px.width - 1, Math.ceil(box.x + box.width) - 1),
    y1: Math.min(px.height - 1, Math.ceil(box.y + box.height) - 1),
  };
  const [r, g, bl] = backgroundAround(px, b);
  const colours = new Set<number>();
  let ink = 0;
  for (let y = b.y0; y <= b.y1; y += 1)
    for (let x = b.x0; x <= b.x1; x += 1) {
      const i = (y * px.width + x) * 3;
      const pr = px.data[i] ?? 0;
      const pg = px.data[i + 1] ?? 0;
      const pb = px.data[i + 2] ?? 0;
      colours.add((pr << 16) | (pg << 8) | pb);
      if (Math.max(Math.abs(pr - (r ?? 0)), Math.abs(pg - (g ?? 0)), Math.abs(pb - (bl ?? 0))) > INK_DELTA)
        ink += 1;
    }
  return { ink, colours: colours.size, area: (b.x1 - b.x0 + 1) * (b.y1 - b.y0 + 1) };
}

const round = (n: number) => Math.round(n);
const size = (b: TBox) => `${round(b.width)} x ${round(b.height)} px`;

/** What is wrong with an element's box and paint, or nothing. */
function judge(s: TSeen, px: TPixels | null, viewportWidth: number): string[] {
  const problems: string[] = [];
  const { width, height } = s.box;
  if (width < MIN_SIDE || height < MIN_SIDE) problems.push(`too small (${size(s.box)})`);
  if ((s.kind === 'star' || s.kind === 'icon') && (width > MAX_SYMBOL || height > MAX_SYMBOL))
    problems.push(`drawn far larger than ${s.kind === 'icon' ? 'an icon' : 'a star'} is (${size(s.box)})`);
  if (s.kind === 'rating' && height > MAX_SYMBOL) problems.push(`a rating ${size(s.box)} high`);
  if (s.shown.x + s.shown.width > viewportWidth + 1)
    problems.push(
      `its right edge (${round(s.shown.x + s.shown.width)} px) is past the viewport's ${viewportWidth} px`,
    );
  if (px && s.shown.width >= 1 && s.shown.height >= 1) {
    const { ink, colours, area } = inkIn(px, s.shown);
    // A few pixels of ink suffice for a small icon; none at all is a blank.
    if (ink < Math.min(6, Math.ceil(area / 20)))
      problems.push(
        `nothing drawn: ${colours === 1 ? 'one flat colour' : `${colours} colours, none apart from the background`} (${size(s.shown)})`,
      );
  }
  return problems;
}

/**
 * The visible controls, ratings, images and icons of the page as it is now that are too small,
 * past the viewport's right edge or blank, each as 'label: problem'. Elements behind a dialog's
 * overlay (or anything else on top of them) are not judged: a person does not see them either.
 */
export async function unpaintedOn(page: Page): Promise<string[]> {
  return (await lookAt(page)).findings;
}

export interface TLook {
  /** What is wrong, each as 'label: problem'. */
  findings: string[];
  /** What was judged (its label), so a test can tell that a thing was looked at. */
  judged: string[];
}

/** Looks at the page: what was judged, and what is wrong (see unpaintedOn). */
export async function lookAt(page: Page): Promise<TLook> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the page has no viewport size');
  // What shows once a dialog has faded in, a menu has opened: a control at opacity 0 would pass for
  // one hidden by design.
  await page.evaluate(settleAnimations);
  const { count, notes } = await page.evaluate(listCandidates, { min: MIN_SIDE, max: MAX_ELEMENTS });
  const findings = [...notes];
  const judged = new Set<number>();
  const labels: string[] = [];
  const wholeOnce = new Set<number>();
  const startY = await page.evaluate(() => window.scrollY);
  const step = Math.round(viewport.height * 0.75);
  let lastY = -1;
  let last: TSeen[] = [];
  for (let screen = 0; screen < MAX_SCREENS && judged.size < count; screen += 1) {
    const { scrollY, seen } = await page.evaluate(measureAt, screen === 0 ? 0 : lastY + step);
    if (scrollY === lastY) break; // the page scrolls no further (or a dialog holds it)
    lastY = scrollY;
    last = seen;
    for (const s of seen) if (s.whole) wholeOnce.add(s.index);
    const here = seen.filter((s) => s.inView && !judged.has(s.index));
    if (here.length === 0) continue;
    const png = await page.screenshot({ scale: 'css', animations: 'disabled', caret: 'hide' });
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const px = { data, width: info.width, height: info.height };
    const viewportWidth = await page.evaluate(() => document.documentElement.clientWidth);
    for (const s of here) {
      judged.add(s.index);
      labels.push(s.label);
      for (const problem of judge(s, px, viewportWidth)) findings.push(`${s.label}: ${problem}`);
    }
  }
  // Boxes no screenful held whole (too large for one, or below the screens looked at): their size
  // and place still count (a 2,600 px high rating). One always covered is not seen by anyone.
  const viewportWidth = await page.evaluate(() => document.documentElement.clientWidth);
  for (const s of last)
    if (!wholeOnce.has(s.index) && !s.clippedAway) {
      labels.push(s.label);
      for (const problem of judge(s, null, viewportWidth)) findings.push(`${s.label}: ${problem}`);
    }
  await page.evaluate((y) => {
    window.scrollTo({ top: y, behavior: 'instant' });
    delete window.__paintCandidates;
  }, startY);
  // The same problem of several alike elements (a list's stars) is said once, with their number.
  const counts = new Map<string, number>();
  for (const finding of findings) counts.set(finding, (counts.get(finding) ?? 0) + 1);
  return {
    findings: [...counts].map(([finding, n]) => (n > 1 ? `${finding} (${n} alike)` : finding)),
    judged: labels,
  };
}

/** Fails unless every visible control, rating, image and icon of the page has a sensible, drawn box. */
export async function expectPainted(page: Page, { where }: TPaintOptions = {}) {
  const findings = await unpaintedOn(page);
  expect(findings, `what is not drawn as it should be${where ? ` on ${where}` : ''}`).toEqual([]);
}
