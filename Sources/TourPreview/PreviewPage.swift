import FoundationEssentials

/// The preview page: `Page/page.html`, `page.css` and `page.js`, resources of this module,
/// read once from its bundle and served by the binary (`/`, `/page.css`, `/page.js`).
///
/// The page shows the scene the host pushes over the WebSocket, turns clicks on the picture
/// into taps (in screen points), offers the interactive mode's keys as buttons and its `:`
/// command line as a field (any headless input command), and shows the error of a save that
/// could not be loaded over the picture until a save loads. It reconnects when the host
/// restarts. Hovering over the picture shows the view under the pointer (key path, frame,
/// type, label); in pick mode a click copies `view = "key.path"` instead of tapping.
/// Each shown mark is also an ARIA modal dialog over the picture (labelled by its hint; its
/// texts, progress and controls placed over the drawn ones, transparent, for keyboards and
/// screen readers; the picture itself is hidden from them): focus moves into it when it
/// appears and stays there on Tab, Escape skips where there is a skip control, Enter or Space
/// on a control presses it, and focus returns where it was when the marks are gone.
/// Its own elements' ids start with `page-`, so that they never meet the ids inside the SVG
/// (`tour`, `overlay`, `mark-1`, ...).
package struct PreviewPage: Sendable {
  /// The page with its row of keys.
  let html: String
  let css: String
  let script: String

  /// The page for `keys`: a button for each key with one (in the list's order), and the
  /// keyboard's keys as the body's `data-keys` (`{"ArrowRight": "next", ...}`).
  package init(keys: [PreviewKey]) {
    let template = Self.resource("page.html")
    let buttons = keys.compactMap { key in
      key.button.map { text in
        "    <button data-key=\"\(Self.escaped(key.name))\"\(key.isPrimary ? " class=\"primary\"" : "") title=\"\(Self.escaped(key.title))\">"
          + "\(Self.escaped(text))</button>"
      }
    }
    let map = keys.flatMap { key in key.browserKeys.map { "\(Self.jsonString($0)): \(Self.jsonString(key.name))" } }
    html =
      template
      .replacing("<!-- keys -->", with: buttons.joined(separator: "\n"))
      .replacing("<body>", with: "<body data-keys=\"\(Self.escaped("{" + map.joined(separator: ", ") + "}"))\">")
    css = Self.resource("page.css")
    script = Self.resource("page.js")
  }

  /// A file of `Page/`, as the build embedded it.
  private static func resource(_ name: String) -> String {
    let bytes =
      switch name {
      case "page.html": PackageResources.page_html
      case "page.css": PackageResources.page_css
      default: PackageResources.page_js
      }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `text` for an HTML attribute, scalar by scalar (a `"` before a combining mark is
  /// escaped too).
  private static func escaped(_ text: String) -> String {
    replacing(text, ["&": "&amp;", "\"": "&quot;", "<": "&lt;", ">": "&gt;"])
  }

  private static func jsonString(_ text: String) -> String {
    "\"" + replacing(text, ["\\": "\\\\", "\"": "\\\""]) + "\""
  }

  private static func replacing(_ text: String, _ replacements: [Unicode.Scalar: String]) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if let replacement = replacements[scalar] { out.append(contentsOf: replacement.unicodeScalars) } else { out.append(scalar) }
    }
    return String(out)
  }
}
