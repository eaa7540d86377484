/// The script Chromium runs in the page: the elements with a `data-tour`, `id` or
/// `data-testid` attribute that are rendered (not `display: none` or `visibility: hidden`, of
/// some size, not wholly off the viewport), nested by their DOM ancestry among the kept ones,
/// with their boxes relative to the viewport, their text for people and their tag, and for an
/// element that scrolls (`overflow: auto` or `scroll`, content larger than its box) its scroll
/// size and offset.
enum PageExtraction {
  static let script = #"""
    (() => {
      const idOf = (el) => el.getAttribute("data-tour") || el.id || el.getAttribute("data-testid") || "";
      const labelOf = (el) => (el.getAttribute("aria-label") || el.getAttribute("alt") || el.getAttribute("title")
        || (el.innerText || "").trim().split("\n")[0] || "").slice(0, 120);
      const scrollsOf = (el, style) => /(auto|scroll)/.test(style.overflowX + style.overflowY)
        && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
      function walk(parent, inScroll) {
        const out = [];
        for (const el of parent.children) {
          const style = getComputedStyle(el);
          if (style.display === "none") continue;
          const scrolls = scrollsOf(el, style);
          if (!idOf(el)) { out.push(...walk(el, inScroll || scrolls)); continue; }
          const r = el.getBoundingClientRect();
          // Inside a scroll container, an element scrolled out of sight is kept: a scroll brings it in.
          const rendered = style.visibility !== "hidden" && r.width > 0 && r.height > 0
            && (inScroll || (r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight));
          if (!rendered) { out.push(...walk(el, inScroll || scrolls)); continue; }
          const view = { id: idOf(el), label: labelOf(el), type: el.tagName.toLowerCase(), frame: [r.x, r.y, r.width, r.height], children: walk(el, inScroll || scrolls) };
          if (scrolls) view.scroll = [el.scrollWidth, el.scrollHeight, el.scrollLeft, el.scrollTop];
          out.push(view);
        }
        return out;
      }
      return JSON.stringify({ width: innerWidth, height: innerHeight, views: walk(document.body, false) });
    })()
    """#
}
