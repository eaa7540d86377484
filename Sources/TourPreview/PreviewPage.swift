import Foundation

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
  package init(keys: [PreviewKey]) throws(PreviewServerError) {
    let template = try Self.resource("page.html")
    let buttons = keys.compactMap { key in
      key.button.map { text in
        "    <button data-key=\"\(Self.escaped(key.name))\"\(key.isPrimary ? " class=\"primary\"" : "") title=\"\(Self.escaped(key.title))\">"
          + "\(Self.escaped(text))</button>"
      }
    }
    let map = keys.flatMap { key in key.browserKeys.map { "\(Self.jsonString($0)): \(Self.jsonString(key.name))" } }
    html =
      template
      .replacingOccurrences(of: "<!-- keys -->", with: buttons.joined(separator: "\n"))
      .replacingOccurrences(of: "<body>", with: "<body data-keys=\"\(Self.escaped("{" + map.joined(separator: ", ") + "}"))\">")
    css = try Self.resource("page.css")
    script = try Self.resource("page.js")
  }

  /// A file of `Page/`, from the module's bundle: beside the binary
  /// (`tourhost_TourPreview.resources`), else where the build put it.
  private static func resource(_ name: String) throws(PreviewServerError) -> String {
    let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
    guard let url = bundle?.url(forResource: parts[0], withExtension: parts.count > 1 ? parts[1] : nil, subdirectory: "Page"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else {
      throw PreviewServerError(
        "the preview page's file \(name) is missing: tourhost_TourPreview.resources must stay beside the tourhost binary "
          + "(or run with --no-preview)")
    }
    return text
  }

  /// The module's bundle, found without trapping when it is not where the build put it.
  private static let bundle: Bundle? = {
    let name = "tourhost_TourPreview.resources"
    let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    let candidates = [binary.appendingPathComponent(name), Bundle.main.bundleURL.appendingPathComponent(name)]
    for candidate in candidates where FileManager.default.fileExists(atPath: candidate.path) {
      if let bundle = Bundle(url: candidate) { return bundle }
    }
    return nil
  }()

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
  }

  private static func jsonString(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
