/// The script Chromium runs in the page: the elements with a `data-tour`, `id` or
/// `data-testid` attribute that are rendered (not `display: none` or `visibility: hidden`, of
/// some size, not wholly off the viewport), nested by their DOM ancestry among the kept ones,
/// with their boxes relative to the viewport, their text for people and their tag.
enum PageExtraction {
  static let script = #"""
    (() => {
      const idOf = (el) => el.getAttribute("data-tour") || el.id || el.getAttribute("data-testid") || "";
      const labelOf = (el) => (el.getAttribute("aria-label") || el.getAttribute("alt") || el.getAttribute("title")
        || (el.innerText || "").trim().split("\n")[0] || "").slice(0, 120);
      function walk(parent) {
        const out = [];
        for (const el of parent.children) {
          const style = getComputedStyle(el);
          if (style.display === "none") continue;
          if (!idOf(el)) { out.push(...walk(el)); continue; }
          const r = el.getBoundingClientRect();
          const rendered = style.visibility !== "hidden" && r.width > 0 && r.height > 0
            && r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight;
          if (!rendered) { out.push(...walk(el)); continue; }
          out.push({ id: idOf(el), label: labelOf(el), type: el.tagName.toLowerCase(), frame: [r.x, r.y, r.width, r.height], children: walk(el) });
        }
        return out;
      }
      return JSON.stringify({ width: innerWidth, height: innerHeight, views: walk(document.body) });
    })()
    """#
}
